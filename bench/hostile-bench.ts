/**
 * Hostile-input benchmark (issue 14).
 *   1. Engine time, 1 KB to 2 MB: a reply dense in amounts verified against a transcript whose tool
 *      results are dense in amounts, and an import's whole judgement (replay + every reply), each on
 *      a pool thread with a per-point budget so a slow point is reported, never waited out. The
 *      benign baseline is the same size of plain prose, measured in the same run.
 *   2. The server: /api/health p50/p99 idle, then while 2 MB hostile transcripts are imported back
 *      to back (`next start` on PostgreSQL, autocannon with 20 connections).
 * Usage: npx tsx bench/hostile-bench.ts [--seconds 15] [--point-budget 20000] [--skip-engine] [--skip-server]
 * Needs a production build (`npx next build`) and PostgreSQL on 127.0.0.1:5432 (BENCH_PG_URL);
 * listens on BENCH_PORT (default 4140).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import pg from "pg";
import autocannon from "autocannon";
import { migratePostgres, openDatabase } from "../lib/db";
import { createApiKey } from "../lib/agent-api/api-keys";
import { REQUEST_LIMITS } from "../lib/agent-api/request-limits";
import { judgeImportOffThread, verifyReplyOffThread, closeVerifyPool } from "../lib/work-pool/verify-off-thread";
import { emptyPolicy } from "../lib/policy";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const SECONDS = arg("seconds", 15);
const POINT_BUDGET_MS = arg("point-budget", 20_000);
const PORT = Number(process.env.BENCH_PORT ?? 4140);
const TOOLS = JSON.parse(readFileSync("examples/sundry/tools.json", "utf8"));
const POLICY = JSON.parse(readFileSync("examples/sundry/policy.json", "utf8"));

const dense = (bytes: number) => {
  let s = "";
  for (let i = 1; s.length < bytes; i++) s += `$${i},`;
  return s.slice(0, bytes);
};
const prose = (bytes: number) => "The parcel left the depot and is on its way to you. ".repeat(Math.ceil(bytes / 52)).slice(0, bytes);

/** A transcript of about `bytes`: a lookup, then tool results of 16 KB each, then a reply. */
function transcript(bytes: number, fill: (n: number) => string, reply: string) {
  const msgs: Record<string, unknown>[] = [{ role: "user", content: "Where is my refund for SU-88421?" }];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const chunk = fill(Math.min(16_384, bytes - size));
    msgs.push({ role: "assistant", content: null, tool_calls: [{ id: `c${i}`, type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] });
    msgs.push({ role: "tool", tool_call_id: `c${i}`, content: chunk });
    size += chunk.length;
  }
  msgs.push({ role: "assistant", content: reply });
  return msgs;
}

async function timeIt(f: () => Promise<unknown>): Promise<string> {
  const t = performance.now();
  try {
    await f();
    return (performance.now() - t).toFixed(0);
  } catch (e) {
    const code = (e as { code?: string }).code;
    return code === "unprocessable" ? `> ${POINT_BUDGET_MS} (stopped)` : `error ${code ?? (e as Error).message}`;
  }
}

async function engineCurve() {
  const sizes = [1, 4, 16, 64, 256, 1024, 2048].map((k) => k * 1024);
  // 2 KB of amounts: about 400 claims, within the 1,000-claim limit.
  const hostileReply = `We refunded ${dense(2048)} to you.`;
  const plainReply = "Your refund for SU-88421 is on its way.";
  const agent = { id: "bench", tools: TOOLS, policy: POLICY, updatedAt: 0 };
  // Warm the pool thread up (module load, JIT) so the first point measures the engine.
  await verifyReplyOffThread({ messages: transcript(4096, prose, plainReply), customerId: "c", text: plainReply, clauses: [], policy: emptyPolicy(), budget: 0, maxClaims: 10 }, 60_000);
  console.log(`\nEngine time on a pool thread (ms, one run each, budget ${POINT_BUDGET_MS} ms per point)\n`);
  console.log("| transcript | verify: plain | verify: hostile | ms per KB (hostile) | import judgement: plain | import judgement: hostile |");
  console.log("|---|---|---|---|---|---|");
  for (const size of sizes) {
    const plain = transcript(size, prose, plainReply);
    const hostile = transcript(size, dense, hostileReply);
    const task = (msgs: Record<string, unknown>[], text: string) => ({ messages: msgs.slice(0, -1), customerId: "cust_1042", text, clauses: [], policy: emptyPolicy(), budget: 0, maxClaims: REQUEST_LIMITS.claimsPerReply });
    const vp = await timeIt(() => verifyReplyOffThread(task(plain, plainReply), POINT_BUDGET_MS));
    const vh = await timeIt(() => verifyReplyOffThread(task(hostile, hostileReply), POINT_BUDGET_MS));
    const imp = (msgs: Record<string, unknown>[]) => judgeImportOffThread({ agent, messages: msgs, customerId: "cust_1042", clauses: [], budget: 0, maxClaims: REQUEST_LIMITS.claimsPerReply }, POINT_BUDGET_MS);
    const ip = await timeIt(() => imp(plain));
    const ih = await timeIt(() => imp(hostile));
    const perKb = /^\d+$/.test(vh) ? (Number(vh) / (size / 1024)).toFixed(2) : "-";
    console.log(`| ${size / 1024} KB | ${vp} | ${vh} | ${perKb} | ${ip} | ${ih} |`);
  }
}

async function admin(base: string, sql: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const cannon = (opts: autocannon.Options) => new Promise<autocannon.Result>((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));

async function serverUnderHostileImports() {
  const base = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const dbName = `gc_hostile_${process.pid}`;
  const origin = `http://127.0.0.1:${PORT}`;
  if (await fetch(`${origin}/api/health`).then(() => true, () => false)) throw new Error(`Port ${PORT} is already in use; stop that server first.`);
  await admin(base, `CREATE DATABASE ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  let server: ReturnType<typeof spawn> | null = null;
  try {
    await migratePostgres(url.toString(), { log: () => {} });
    const db = await openDatabase({ url: url.toString() });
    const agent = await db.prisma.agent.create({ data: { name: "bench", tools: TOOLS, policy: POLICY } });
    const { key } = await createApiKey(db.prisma, { id: "bench", email: "bench@local", name: "bench", role: "admin" }, { agentId: agent.id, name: "bench" });
    await db.close();
    server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"], {
      env: { ...process.env, DATABASE_URL: url.toString(), NEXTAUTH_SECRET: "bench-secret", GROUNDCHECK_RATE_LIMIT: "100000000", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    for (let i = 0; ; i++) {
      if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
      if (i > 120) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    await cannon({ url: `${origin}/api/health`, connections: 10, duration: 3 });
    const idle = await cannon({ url: `${origin}/api/health`, connections: 20, duration: SECONDS });

    // The largest hostile transcript the body limit lets through, and reply-dense in amounts.
    let size = 1_900_000;
    let body = "";
    for (;;) {
      const msgs = transcript(size, dense, `We refunded ${dense(2048)} to you.`);
      body = JSON.stringify({ idempotency_key: "x", ticket: { id: "T-h" }, customer: { id: "cust_1042" }, messages: msgs });
      if (Buffer.byteLength(body) < REQUEST_LIMITS.bodyBytes - 1000) break;
      size -= 20_000;
    }
    const imports: { status: number; ms: number }[] = [];
    let stop = false;
    const hammer = (async () => {
      for (let i = 0; !stop; i++) {
        const t = performance.now();
        const r = await fetch(`${origin}/api/v1/imports`, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: body.replace('"idempotency_key":"x"', `"idempotency_key":"h-${i}"`) });
        await r.text();
        imports.push({ status: r.status, ms: performance.now() - t });
      }
    })();
    await new Promise((r) => setTimeout(r, 500));
    const busy = await cannon({ url: `${origin}/api/health`, connections: 20, duration: SECONDS });
    stop = true;
    await hammer;

    console.log(`\n/api/health on next start (PostgreSQL), 20 connections, ${SECONDS} s each; hostile import body ${(Buffer.byteLength(body) / 1048576).toFixed(2)} MB\n`);
    console.log("| phase | health req/s | p50 ms | p99 ms | max ms | non-2xx |");
    console.log("|---|---|---|---|---|---|");
    for (const [name, r] of [["idle", idle], ["during hostile imports", busy]] as const) {
      console.log(`| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.errors + r.non2xx} |`);
    }
    console.log(`\np99 during / p99 idle = ${(busy.latency.p99 / Math.max(idle.latency.p99, 1)).toFixed(2)}x`);
    const byStatus = new Map<number, number[]>();
    for (const i of imports) byStatus.set(i.status, [...(byStatus.get(i.status) ?? []), i.ms]);
    for (const [status, ms] of byStatus) console.log(`imports answered ${status}: ${ms.length}, median ${ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)].toFixed(0)} ms`);
  } finally {
    server?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    await admin(base, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  }
}

async function main() {
  console.log(`load average at start: ${(await import("node:os")).loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  if (!process.argv.includes("--skip-engine")) await engineCurve();
  await closeVerifyPool();
  if (!process.argv.includes("--skip-server")) await serverUnderHostileImports();
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
