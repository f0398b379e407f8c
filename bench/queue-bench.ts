/**
 * Review queue benchmark: seeds 100,000 held items (bench/queue-seed.ts) and measures the server
 * time of the queue's first page (the rows, the separate count, and both as the page runs them)
 * with no filter and with each filter, with full-text search (a customer's name, a word of the
 * conversation, a word of a tool result, search with filters), and of "next item", as p50/p95
 * over repeated requests.
 * Then prints EXPLAIN ANALYZE of the equivalent SQL, naming the indexes each plan uses.
 *
 *   npx tsx bench/queue-bench.ts --db postgres [--url postgresql://postgres@127.0.0.1:5432/postgres]
 *   npx tsx bench/queue-bench.ts --db pglite
 *   options: --items 100000 --runs 40
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { migratePostgres, openDatabase, type Database } from "../lib/db";
import type { Actor } from "../lib/auth/actor";
import { countHeldItems, listHeldItems } from "../lib/review/list-held-items";
import { claimNextItem } from "../lib/review/claim-next-item";
import { releaseLease } from "../lib/review/claim-lease";
import { parseQueueParams, type QueueParams } from "../lib/review/queue-params";
import { seedQueue } from "./queue-seed";
import { totalLabel } from "../lib/review/queue-total";

const { values: opts } = parseArgs({ options: { db: { type: "string", default: "pglite" }, url: { type: "string" }, items: { type: "string", default: "100000" }, runs: { type: "string", default: "40" } } });
const RUNS = Number(opts.runs);

async function open(): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (opts.db === "pglite") return { db: await openDatabase({ memory: true, log: () => {} }), drop: async () => {} };
  const admin = opts.url ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `gc_queue_bench_${process.pid}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE "${name}"`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  await migratePostgres(url.toString(), { log: () => {} });
  const db = await openDatabase({ url: url.toString(), log: () => {} });
  return {
    db,
    drop: async () => {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await d.end();
    },
  };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn(); // warm caches and the client's statement path
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return { p50: pct(out, 50), p95: pct(out, 95) };
}
const f = (ms: number) => ms.toFixed(1);

const { db, drop } = await open();
try {
  const seeded = await seedQueue(db.prisma, Number(opts.items));
  const actor: Actor = { id: seeded.users[0], email: "bench-reviewer-0@bench.example", name: "Bench Reviewer 0", role: "reviewer" };
  const scenarios: [string, Record<string, string>, string][] = [
    ["no filter (pending, oldest first)", {}, `"status" = 'pending'`],
    ["status = escalated", { status: "escalated" }, `"status" = 'escalated'`],
    ["reason = unknown_id", { reason: "unknown_id" }, `"status" = 'pending' AND "reasonCodes" @> ARRAY['unknown_id']`],
    ["tool = issue_refund", { tool: "issue_refund" }, `"status" = 'pending' AND "toolName" = 'issue_refund'`],
    ["kind = reply", { kind: "reply" }, `"status" = 'pending' AND "kind" = 'reply'`],
    ["waiting > 24h", { age: "24h" }, `"status" = 'pending' AND "createdAt" < now() - interval '24 hours'`],
    ["assignee = a reviewer", { assignee: seeded.users[1] }, `"status" = 'pending' AND "assigneeId" = '${seeded.users[1]}'`],
    ["customer = bcust_42", { customer: "bcust_42" }, `"status" = 'pending' AND "customerId" = 'bc42'`],
    ["search = ticket id", { q: "bt-4242" }, `"status" = 'pending' AND "searchTokens" @> ARRAY['bt-4242']`],
    ["sorted by tool, page 40", { sort: "toolName", page: "40" }, `"status" = 'pending'`],
    ["status = any", { status: "any" }, `true`],
    ["search = customer name (Ana Novak)", { q: "Ana Novak" }, `"status" = 'pending' AND "searchVector" @@ websearch_to_tsquery('english', 'Ana Novak')`],
    ["search = a word (umbrella)", { q: "umbrella" }, `"status" = 'pending' AND "searchVector" @@ websearch_to_tsquery('english', 'umbrella')`],
    ["search = a word of tool results (deluxe, every item)", { q: "deluxe" }, `"status" = 'pending' AND "searchVector" @@ websearch_to_tsquery('english', 'deluxe')`],
    ["search + filters (kettle, unknown_id, waiting > 24h)", { q: "kettle", reason: "unknown_id", age: "24h" }, `"status" = 'pending' AND "searchVector" @@ websearch_to_tsquery('english', 'kettle') AND "reasonCodes" @> ARRAY['unknown_id']`],
    ["search + filters (Ana Novak, issue_refund, any status)", { q: "Ana Novak", tool: "issue_refund", status: "any" }, `"searchVector" @@ websearch_to_tsquery('english', 'Ana Novak') AND "toolName" = 'issue_refund'`],
  ];
  console.log(`\n${db.kind}: ${seeded.items.toLocaleString("en")} held items seeded in ${(seeded.ms / 1000).toFixed(1)} s; ${RUNS} timed runs each (after 5 warm-up runs)\n`);
  console.log("| query | rows p50 | rows p95 | count p50 | count p95 | page (rows ‖ count) p50 | page p95 | matches |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const [name, raw] of scenarios) {
    const params: QueueParams = parseQueueParams(raw);
    const rows = await time(() => listHeldItems(db.prisma, actor, params));
    const count = await time(() => countHeldItems(db.prisma, actor, params));
    const page = await time(() => Promise.all([listHeldItems(db.prisma, actor, params), countHeldItems(db.prisma, actor, params)]));
    const total = totalLabel(await countHeldItems(db.prisma, actor, params));
    console.log(`| ${name} | ${f(rows.p50)} | ${f(rows.p95)} | ${f(count.p50)} | ${f(count.p95)} | ${f(page.p50)} | ${f(page.p95)} | ${total} |`);
  }
  for (const [name, raw] of [["next item (no filter)", {}], ["next item (reason = wrong_customer)", { reason: "wrong_customer" }]] as const) {
    const params = parseQueueParams(raw);
    let last: string | null = null;
    const next = await time(async () => {
      if (last) await releaseLease(db.prisma, actor, last);
      last = (await claimNextItem(db.prisma, actor, params))?.id ?? null;
    });
    console.log(`| ${name} (claim; includes giving the previous lease back) | ${f(next.p50)} | ${f(next.p95)} | | | | | |`);
  }

  console.log("\nEXPLAIN ANALYZE of the equivalent SQL (first page: ORDER BY createdAt, id LIMIT 25; count):\n");
  for (const [name, , full] of scenarios) {
    let where = full;
    if (name.startsWith("search")) where = `"id" IN (SELECT "id" FROM "HeldItem" WHERE ${where} ORDER BY "createdAt", "id" LIMIT 1000)`;
    const order = name.startsWith("sorted by tool") ? `"toolName" ASC, "createdAt" ASC, "id" ASC OFFSET 975` : `"createdAt" ASC, "id" ASC`;
    for (const [what, sql] of [
      ["rows", `SELECT "id" FROM "HeldItem" WHERE ${where} ORDER BY ${order} LIMIT 25`],
      ["count", `SELECT count(*) FROM "HeldItem" WHERE ${where}`],
    ]) {
      const plan = (await db.prisma.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ANALYZE ${sql}`)).map((r) => r["QUERY PLAN"]);
      const nodes = plan.filter((l) => /Scan|Sort|Limit|Aggregate/.test(l)).map((l) => l.trim().replace(/\s+\(cost=.*?\)/, "").replace(/\(actual time=[^)]*\)/, "").replace(/->\s+/, "").trim());
      const total = plan.find((l) => l.startsWith("Execution Time"));
      console.log(`- ${name} [${what}]: ${nodes.join(" → ")}; ${total}`);
    }
  }
  const nextPlan = (await db.prisma.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
    `EXPLAIN ANALYZE SELECT "id" FROM "HeldItem" WHERE "status" = 'pending' AND ("leaseHolderId" IS NULL OR "leaseExpiresAt" < now() OR "leaseHolderId" = '${actor.id}') AND ("assigneeId" IS NULL OR "assigneeId" = '${actor.id}') ORDER BY "createdAt" ASC, "id" ASC LIMIT 1`,
  )).map((r) => r["QUERY PLAN"].trim());
  console.log(`- next item [pick]: ${nextPlan.filter((l) => /Scan|Limit/.test(l)).map((l) => l.replace(/\s+\(cost=.*?\)/, "").replace(/\(actual time=[^)]*\)/, "").replace(/->\s+/, "").trim()).join(" → ")}; ${nextPlan.find((l) => l.startsWith("Execution Time"))}`);
} finally {
  await db.close();
  await drop();
}
process.exit(0);
