/**
 * Benchmark of the managers' dashboard queries: 100,000 held items and 1,000,000 checks over 90
 * days (bulk SQL insert, which the rollup triggers count as it goes), then every dashboard query
 * for a 30-day range, timed in the app's own functions (lib/dashboard), p50 and p95 over the
 * iterations: "before" aggregates the rows (source "raw"), "after" reads the daily rollups, on the
 * same data in the same run.
 *
 *   npx tsx bench/dashboard-bench.ts [--pg postgresql://postgres@127.0.0.1:5432/postgres] [--pglite] [--iterations 30]
 *
 * --pg creates (and drops) a database of its own on that server; --pglite uses a temporary folder.
 * --keep / --reuse keep the data between runs while tuning: the PostgreSQL database
 * gc_dashboard_bench_kept, or the PGlite folder $TMPDIR/gc-dashboard-bench-kept (seeding 1M checks
 * there takes minutes; a reused folder gets any new migration applied when it is opened).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { migratePostgres, openDatabase, type Database, type DbClient } from "../lib/db";
import { parseDashboardRange } from "../lib/dashboard/dashboard-range";
import { holdRates } from "../lib/dashboard/hold-rates";
import { decisionStats } from "../lib/dashboard/decisions";
import { inventedTools } from "../lib/dashboard/invented-tools";
import { evidenceHealth } from "../lib/dashboard/evidence-health";
import { readDashboardPage } from "../lib/dashboard/dashboard-page";
import { actionClaimCounts } from "../lib/dashboard/action-claims";
import type { FigureSource } from "../lib/dashboard/sql";
import { reviewerAccuracy } from "../lib/answer-key/accuracy";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const iterations = Number(arg("--iterations")) || 30;
const CHECKS = Number(arg("--checks")) || 1_000_000;
const HELD = Number(arg("--held")) || 100_000;

/** Bulk data in SQL: runs, checks (every CHECKS/HELD-th one held), held items, decisions, a small answer key. */
const SEED = (checks: number, held: number) => {
  const every = Math.floor(checks / held);
  return [
    `INSERT INTO "Agent" (id, name, tools, "updatedAt") VALUES ('ba', 'bench-agent', '[]', now())`,
    `INSERT INTO "Customer" (id, "agentId", "externalId") VALUES ('bc', 'ba', 'bench-cust')`,
    `INSERT INTO "Ticket" (id, "agentId", "externalId", "customerId", subject) VALUES ('bt', 'ba', 'bench-ticket', 'bc', 'bench')`,
    `INSERT INTO "User" (id, email, name, "passwordHash", role, "updatedAt") SELECT 'bu' || g, 'bench' || g || '@bench.test', 'Bench reviewer ' || g, 'x', 'reviewer', now() FROM generate_series(1, 10) g`,
    `INSERT INTO "Run" (id, "agentId", "ticketId", "idempotencyKey", "startedAt") SELECT 'br' || g, 'ba', 'bt', 'k' || g, now() - (g % 90) * interval '1 day' FROM generate_series(1, 20000) g`,
    // Checks spread evenly over the last 90 days; 25% replies with telemetry; 0.3% invented tool names.
    `INSERT INTO "Check" (id, "runId", kind, position, "toolName", decision, code, payload, findings, message, telemetry, truncated, "createdAt")
     SELECT 'bk' || g, 'br' || (g % 20000 + 1),
       CASE WHEN g % 4 = 0 THEN 'reply'::"CheckKind" ELSE 'tool_call'::"CheckKind" END, g % 50,
       CASE WHEN g % 4 = 0 THEN NULL WHEN g % 333 = 1 THEN (ARRAY['cancel_order','check_delivery_status','update_address'])[g % 3 + 1] ELSE (ARRAY['get_order','search_orders','issue_refund','start_return','track_parcel'])[g % 5 + 1] END,
       CASE WHEN g % ${every} = 0 THEN 'hold' WHEN g % 4 = 0 THEN 'pass' ELSE 'allow' END,
       CASE WHEN g % 4 <> 0 AND g % 333 = 1 THEN 'unknown_tool' WHEN g % 4 = 0 THEN 'grounded' ELSE 'ok' END,
       '{}', '[]', '',
       CASE WHEN g % 4 = 0 THEN jsonb_build_object('bytesBefore', 4000, 'bytesAfter', 3000, 'truncated', g % 20 = 0, 'bytesByTool', jsonb_build_object('get_order', 3000, 'search_orders', 1000),
         'counts', jsonb_build_object('grounded', 3, 'unverifiable', g % 3, 'cited_unsupported', 0, 'invented', g % 7 / 6), 'held', 0) END,
       g % 80 = 0,
       now() - (g::float8 / ${checks}) * interval '90 days'
     FROM generate_series(1, ${checks}) g`,
    `INSERT INTO "HeldItem" (id, "checkId", "runId", "ticketId", "customerId", kind, "toolName", "reasonCodes", findings, payload, "payloadHash", status, "decidedAt", "approvedHash", "createdAt", "updatedAt")
     SELECT 'bh' || c.id, c.id, c."runId", 'bt', 'bc', CASE WHEN c.kind = 'reply' THEN 'reply'::"HeldKind" ELSE 'write'::"HeldKind" END, c."toolName",
       ARRAY[(ARRAY['unknown_id','wrong_customer','amount_unmatched','invented','cited_unsupported'])[(hashtext(c.id) & 3) + 1]],
       '[]', '{}', 'h',
       (ARRAY['pending','approved','edited','escalated','released'])[(hashtext(c.id) & 7) % 5 + 1]::"HeldStatus",
       CASE WHEN (hashtext(c.id) & 7) % 5 + 1 IN (2, 3, 5) THEN c."createdAt" + ((hashtext(c.id) & 1023) * interval '1 minute') END,
       CASE WHEN (hashtext(c.id) & 7) % 5 + 1 = 5 THEN 'h' END,
       c."createdAt", c."createdAt"
     FROM "Check" c WHERE c.decision = 'hold'`,
    `INSERT INTO "Decision" (id, "heldItemId", "actorId", action, "createdAt")
     SELECT 'bd' || h.id, h.id, 'bu' || ((hashtext(h.id) & 7) + 1),
       CASE h.status WHEN 'approved' THEN 'approve'::"DecisionAction" WHEN 'released' THEN 'approve'::"DecisionAction" WHEN 'edited' THEN 'edit'::"DecisionAction" ELSE 'escalate'::"DecisionAction" END,
       COALESCE(h."decidedAt", h."createdAt" + interval '20 minutes')
     FROM "HeldItem" h WHERE h.status <> 'pending'`,
    `INSERT INTO "AnswerKeyItem" (id, expected, source, "sourceHeldItemId", "heldItemId", "runId", "mixedAt")
     SELECT 'ba' || h.id, CASE WHEN hashtext(h.id) & 1 = 0 THEN 'wrong'::"AnswerKeyExpected" ELSE 'right'::"AnswerKeyExpected" END, 'import', h.id, h.id, NULL, h."createdAt"
     FROM "HeldItem" h WHERE h.status <> 'pending' ORDER BY h.id LIMIT 2000`,
    `ANALYZE`,
  ];
};

const pctile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn();
  const xs: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await fn();
    xs.push(performance.now() - t);
  }
  return { label, p50: pctile(xs, 50), p95: pctile(xs, 95), max: Math.max(...xs) };
}

async function run(db: Database) {
  const prisma = db.prisma as DbClient;
  const t = performance.now();
  if (!process.argv.includes("--reuse")) {
    // One statement writing a million checks would update each rollup row a million times in one
    // transaction; the bulk load goes in with the rollup triggers off and the rollups are then
    // built the way the migration backfills an existing database (timed apart).
    await prisma.$executeRawUnsafe(`ALTER TABLE "Check" DISABLE TRIGGER "Check_day_rollup"`);
    await prisma.$executeRawUnsafe(`ALTER TABLE "HeldItem" DISABLE TRIGGER "HeldItem_day_rollup"`);
    await prisma.$executeRawUnsafe(`ALTER TABLE "Decision" DISABLE TRIGGER "Decision_held_decision_time"`);
    for (const sql of SEED(CHECKS, HELD)) await prisma.$executeRawUnsafe(sql);
    await prisma.$executeRawUnsafe(`ALTER TABLE "Check" ENABLE TRIGGER "Check_day_rollup"`);
    await prisma.$executeRawUnsafe(`ALTER TABLE "HeldItem" ENABLE TRIGGER "HeldItem_day_rollup"`);
    await prisma.$executeRawUnsafe(`ALTER TABLE "Decision" ENABLE TRIGGER "Decision_held_decision_time"`);
    const b = performance.now();
    await prisma.$executeRawUnsafe(`SELECT "rebuild_dashboard_rollups"()`);
    console.log(`${db.kind}: rollups backfilled from the rows in ${((performance.now() - b) / 1000).toFixed(1)} s`);
  }
  // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
  await prisma.$executeRawUnsafe("VACUUM ANALYZE");
  const loadSeconds = (performance.now() - t) / 1000;
  const [checks, held] = await Promise.all([prisma.check.count(), prisma.heldItem.count()]);
  console.log(`${db.kind}: ${checks} checks, ${held} held items (bulk load and VACUUM ANALYZE: ${loadSeconds.toFixed(0)} s)`);
  const range = parseDashboardRange({ range: "30d" });
  const measure = async (source: FigureSource) => [
    await time("hold rates (per day, by tool, by reason)", () => holdRates(prisma, range, source)),
    await time("time to decision p50/p90 + outcomes", () => decisionStats(prisma, range, source)),
    await time("invented tool names (the same query in both)", () => inventedTools(prisma, range)),
    await time("evidence health (per day + top tools)", () => evidenceHealth(prisma, range, undefined, source)),
    await time("action claims per day", () => actionClaimCounts(prisma, range, source)),
    // What the dashboard page runs: loadDashboard and the verdict counts (on PGlite as one statement).
    await time("whole dashboard page", () => readDashboardPage(db, range, source)),
  ];
  const before = await measure("raw");
  const after = await measure("rollup");
  const accuracy = await time("reviewer accuracy (2,000 known items)", () => reviewerAccuracy(prisma, range));
  console.log(`\n| query (30-day range, ${db.kind}) | before p50 ms | before p95 ms | after p50 ms | after p95 ms | after max ms |\n|---|---|---|---|---|---|`);
  for (const [i, r] of after.entries()) {
    const b = before[i];
    console.log(`| ${r.label} | ${b.p50.toFixed(1)} | ${b.p95.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`);
  }
  console.log(`| ${accuracy.label} | | | ${accuracy.p50.toFixed(1)} | ${accuracy.p95.toFixed(1)} | ${accuracy.max.toFixed(1)} |`);
}

async function main() {
  const pgUrl = arg("--pg");
  if (pgUrl) {
    // --keep leaves the database for another run with --reuse (same name), to try query changes.
    const keep = process.argv.includes("--keep") || process.argv.includes("--reuse");
    const name = keep ? "gc_dashboard_bench_kept" : `gc_dashboard_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    if (!process.argv.includes("--reuse")) await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      await migratePostgres(url.toString(), { log: () => {} });
      const db = await openDatabase({ url: url.toString(), log: () => {} });
      try {
        await run(db);
      } finally {
        await db.close();
      }
    } finally {
      if (!keep) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }
  if (process.argv.includes("--pglite")) {
    const keep = process.argv.includes("--keep") || process.argv.includes("--reuse");
    const dir = keep ? path.join(tmpdir(), "gc-dashboard-bench-kept") : mkdtempSync(path.join(tmpdir(), "gc-dashboard-bench-"));
    if (process.argv.includes("--keep")) rmSync(dir, { recursive: true, force: true });
    const db = await openDatabase({ dataDir: path.join(dir, "pglite"), log: () => {} });
    try {
      await run(db);
    } finally {
      await db.close();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    }
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
