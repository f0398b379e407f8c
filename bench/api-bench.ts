/**
 * Agent API benchmark (issue 5): `next start` on PostgreSQL, autocannon with 50 connections.
 *   1. GET /api/health (the baseline: same server, no database)
 *   2. POST /api/v1/runs/:id/tool-calls/check on a run holding a real order lookup
 *   3. POST /api/v1/runs/:id/events in batches of 100: events stored per second
 * Usage: npx tsx bench/api-bench.ts [--seconds 30] [--connections 50]
 * Needs a production build (`npx next build`) and PostgreSQL on 127.0.0.1:5432 (BENCH_PG_URL).
 */
import { spawn } from "node:child_process";
import pg from "pg";
import autocannon from "autocannon";
import { migratePostgres, openDatabase } from "../lib/db";
import { createApiKey } from "../lib/agent-api/api-keys";
import { readFileSync } from "node:fs";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const SECONDS = arg("seconds", 30);
const CONNECTIONS = arg("connections", 50);
const PORT = 3950;
const base = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `gc_apibench_${process.pid}_${Date.now() % 100000}`;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}

const line = (name: string, r: autocannon.Result) =>
  `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} | ${r.requests.total} |`;

async function main() {
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();
  let server: ReturnType<typeof spawn> | null = null;
  // A server left on the port by an earlier run would answer instead of ours: refuse to measure it.
  const stale = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(() => true, () => false);
  if (stale) throw new Error(`Port ${PORT} is already in use; stop that server first.`);
  try {
    await migratePostgres(dbUrl, { log: () => {} });
    const db = await openDatabase({ url: dbUrl });
    const agent = await db.prisma.agent.create({
      data: { name: "bench", tools: JSON.parse(readFileSync("examples/sundry/tools.json", "utf8")), policy: JSON.parse(readFileSync("examples/sundry/policy.json", "utf8")) },
    });
    const { key } = await createApiKey(db.prisma, { id: "bench", email: "bench@local", name: "bench", role: "admin" }, { agentId: agent.id, name: "bench" });
    await db.close();

    // Node directly, not npx: killing an npx wrapper leaves its next-server child running.
    server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"], {
      env: { ...process.env, DATABASE_URL: dbUrl, NEXTAUTH_SECRET: "bench-secret", GROUNDCHECK_RATE_LIMIT: "100000000", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const origin = `http://127.0.0.1:${PORT}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {}
      if (i > 120) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const post = async (path: string, body: unknown) => (await fetch(`${origin}${path}`, { method: "POST", headers, body: JSON.stringify(body) })).json();

    const { run_id } = await post("/api/v1/runs", { idempotency_key: "bench", ticket: { id: "T-bench", subject: "bench" }, customer: { id: "cust_1042" } });
    const order = { order_id: "SU-88421", customer_id: "cust_1042", status: "delivered", charges: [{ charge_id: "ch_1", amount_cents: 6400 }], items: [{ item_id: "it_1", title: "Teapot", price_cents: 6400 }] };
    await post(`/api/v1/runs/${run_id}/events`, {
      events: [
        { id: "u1", message: { role: "user", content: "My teapot from SU-88421 arrived broken." } },
        { id: "a1", message: { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] } },
        { id: "t1", message: { role: "tool", tool_call_id: "c1", content: JSON.stringify(order) } },
      ],
    });

    // Warm up both routes so compilation/JIT is not measured.
    await run({ url: `${origin}/api/health`, connections: 10, duration: 3 });
    const checkBody = JSON.stringify({ call: { id: "c2", name: "issue_refund", arguments: '{"order_id":"SU-88421","amount_cents":6400}' } });
    await run({ url: `${origin}/api/v1/runs/${run_id}/tool-calls/check`, method: "POST", headers, body: checkBody, connections: 10, duration: 3 });

    const health = await run({ url: `${origin}/api/health`, connections: CONNECTIONS, duration: SECONDS });
    const check = await run({ url: `${origin}/api/v1/runs/${run_id}/tool-calls/check`, method: "POST", headers, body: checkBody, connections: CONNECTIONS, duration: SECONDS });

    // Appending: batches of 100 events on one fresh run per connection (unique ids per request).
    let n = 0;
    const runs: string[] = [];
    for (let i = 0; i < 10; i++) runs.push((await post("/api/v1/runs", { idempotency_key: `bench-app-${i}`, ticket: { id: `T-app-${i}` }, customer: { id: "cust_1042" } })).run_id);
    const appendSeconds = Math.min(SECONDS, 15);
    const append = await run({
      url: origin,
      connections: 10,
      duration: appendSeconds,
      requests: [
        {
          method: "POST",
          headers,
          setupRequest: (req) => {
            const batch = n++;
            const events = Array.from({ length: 100 }, (_, i) => ({ id: `b${batch}-${i}`, message: { role: "user", content: `event ${batch}/${i} about SU-88421` } }));
            return { ...req, path: `/api/v1/runs/${runs[batch % runs.length]}/events`, body: JSON.stringify({ events }) };
          },
        },
      ],
    });

    console.log(`\nAgent API on PostgreSQL, next start, ${CONNECTIONS} connections, ${SECONDS} s each (appends: 10 connections, ${appendSeconds} s)\n`);
    console.log("| route | req/s (mean) | p50 ms | p99 ms | errors + non-2xx | requests |");
    console.log("|---|---|---|---|---|---|");
    console.log(line("GET /api/health (baseline)", health));
    console.log(line("POST tool-calls/check", check));
    console.log(line("POST events (100 per batch)", append));
    console.log(`\ncheck p50 / health p50 = ${(check.latency.p50 / Math.max(health.latency.p50, 1)).toFixed(2)}x; check p99 / health p99 = ${(check.latency.p99 / Math.max(health.latency.p99, 1)).toFixed(2)}x`);
    console.log(`events stored per second: ${Math.round((append.requests.average || 0) * 100)} (batches of 100)`);
  } finally {
    server?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
