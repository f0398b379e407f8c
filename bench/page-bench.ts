/**
 * Console page benchmark: each page's server time (request to last byte of the HTML, on
 * localhost) against the production build (`next start`), signed in as the demo manager, on the
 * demo's data: the month of history and today's tickets, embedded (PGlite, as `npm run demo`
 * serves it) or on PostgreSQL. `--held 100000` adds that many held items (bench/queue-seed.ts) on
 * top. /api/health is measured in the same run as the baseline: the ratio shows what the page
 * itself costs when the machine is shared. Prints a table, with the load average before and after.
 *
 *   npx tsx bench/page-bench.ts                                  embedded, seeded here (minutes)
 *   npx tsx bench/page-bench.ts --from data/e2e-template-…       embedded, a copy of a seeded folder
 *   npx tsx bench/page-bench.ts --db postgres [--url postgresql://postgres@127.0.0.1:5432/postgres]
 *   options: --held 100000 --runs 30 --warmup 3 --port 3191
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { migratePostgres, openDatabase } from "../lib/db";
import { DEMO_USERS } from "../lib/demo/demo-users";
import { loadAverage, runBench } from "./bench-run";
import { seedQueue } from "./queue-seed";

const { values: opts } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    url: { type: "string" },
    from: { type: "string" },
    held: { type: "string", default: "0" },
    runs: { type: "string", default: "30" },
    warmup: { type: "string", default: "3" },
    port: { type: "string", default: "3191" },
  },
});
const RUNS = Number(opts.runs);
const WARMUP = Number(opts.warmup);
const BASE = `http://127.0.0.1:${opts.port}`;
const TARGET_P95_MS = 300;

/** Where the demo data lives for this run: env for the seed script and the server, and how to clean up. */
async function prepareData(): Promise<{ env: Record<string, string>; open: () => ReturnType<typeof openDatabase>; drop: () => Promise<void>; seeded: boolean }> {
  if (opts.db === "postgres") {
    const admin = opts.url ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
    const name = `gcconsole_pagebench_${process.pid}`;
    const query = async (sql: string) => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(sql).finally(() => c.end());
    };
    await query(`CREATE DATABASE "${name}"`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    await migratePostgres(url.toString(), { log: () => {} });
    return { env: { DATABASE_URL: url.toString() }, open: () => openDatabase({ url: url.toString(), log: () => {} }), drop: () => query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`), seeded: false };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "gc-page-bench-"));
  if (opts.from) cpSync(opts.from, dir, { recursive: true });
  return { env: { GROUNDCHECK_DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir, log: () => {} }), drop: async () => rmSync(dir, { recursive: true, force: true }), seeded: !!opts.from };
}

function seedDemo(env: Record<string, string>) {
  const started = performance.now();
  const r = spawnSync("npx", ["tsx", "scripts/seed-demo.ts", "--quiet"], { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error(`seeding the demo failed (exit ${r.status})`);
  return (performance.now() - started) / 1000;
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn("npx", ["next", "start", "-p", opts.port!, "-H", "127.0.0.1"], {
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: "1", NEXTAUTH_SECRET: `page-bench-${Date.now()}`, NEXTAUTH_URL: BASE },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`next start exited (${server.exitCode})`);
    if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not answer /api/health within 2 minutes");
}

/** A signed-in session's cookie header, through next-auth's own credentials flow (as the sign-in form posts it). */
async function signIn(email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrf = await fetch(`${BASE}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${BASE}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  keep(res);
  if (![...jar.keys()].some((k) => k.endsWith("next-auth.session-token"))) throw new Error(`sign-in as ${email} failed (HTTP ${res.status})`);
  return cookie();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** Request to last byte, `RUNS` times after `WARMUP` unmeasured ones; fails on anything but 200. */
async function measure(url: string, cookie: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie }, redirect: "manual" });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i >= WARMUP) times.push(ms);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1], kb: bytes / 1024 };
}

runBench(async () => {
  const built = spawnSync("node", ["scripts/build-if-changed.mjs"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("the production build failed");
  const data = await prepareData();
  let server: ChildProcess | null = null;
  try {
    const seedSeconds = data.seeded ? null : seedDemo(data.env);
    // Which item and policy the item and clause pages show: a held refund with a near miss, as a reviewer opens it.
    const db = await data.open();
    let extraMs: number | null = null;
    if (Number(opts.held) > 0) extraMs = (await seedQueue(db.prisma, Number(opts.held))).ms;
    const item = await db.prisma.heldItem.findFirstOrThrow({ where: { status: "pending", kind: "write", reasonCodes: { has: "unknown_id" }, NOT: { id: { startsWith: "bh" } } }, select: { id: true } });
    const held = await db.prisma.heldItem.count();
    await db.close();

    server = await startServer(data.env);
    const cookie = await signIn(DEMO_USERS.manager.email, DEMO_USERS.manager.password);
    const pages: [string, string][] = [
      ["queue", "/queue"],
      ["item", `/queue/${item.id}`],
      ["escalations", "/escalations"],
      ["dashboard", "/dashboard"],
      ["policies", "/policies"],
      ["audit", "/admin/audit"],
      ["answer key (accuracy)", "/dashboard/accuracy"],
      ["notifications", "/notifications"],
    ];
    const loadBefore = loadAverage();
    const health = await measure(`${BASE}/api/health`, cookie);
    const rows: string[] = [];
    for (const [name, href] of pages) {
      const m = await measure(`${BASE}${href}`, cookie);
      rows.push(`| ${name} | \`${href.replace(item.id, "<id>")}\` | ${m.p50.toFixed(0)} | ${m.p95.toFixed(0)} | ${m.max.toFixed(0)} | ${(m.p50 / health.p50).toFixed(1)}x | ${m.p95 <= TARGET_P95_MS ? "met" : "not met"} | ${m.kb.toFixed(0)} |`);
    }
    const loadAfter = loadAverage();

    console.log(`\nConsole pages on ${opts.db === "postgres" ? "PostgreSQL" : "the embedded database (PGlite)"}: ${held.toLocaleString("en")} held items${extraMs !== null ? ` (${Number(opts.held).toLocaleString("en")} added by bench/queue-seed.ts in ${(extraMs / 1000).toFixed(0)} s)` : ""}${seedSeconds !== null ? `; demo seeded in ${seedSeconds.toFixed(0)} s` : ""}.`);
    console.log(`${RUNS} requests per page after ${WARMUP} warm-ups, one at a time, as the demo manager; load average ${loadBefore} before, ${loadAfter} after.\n`);
    console.log(`| page | path | p50 ms | p95 ms | max ms | p50 ÷ health p50 | p95 ≤ ${TARGET_P95_MS} ms | KiB |`);
    console.log("|---|---|---|---|---|---|---|---|");
    console.log(`| health (baseline) | \`/api/health\` | ${health.p50.toFixed(0)} | ${health.p95.toFixed(0)} | ${health.max.toFixed(0)} | 1.0x | | ${health.kb.toFixed(1)} |`);
    for (const r of rows) console.log(r);
  } finally {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    await data.drop();
  }
});
