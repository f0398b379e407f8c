/**
 * Agent API benchmark (issues 5 and 15): `next start` on each database, autocannon against
 *   - GET /api/health (the baseline: same server, no database), measured before and after each group
 *   - POST /api/v1/runs/:id/tool-calls/check on runs of 10, 100 and 500 tool results (~4.2 KB each),
 *     a read-only call (get_order on an id the run has seen)
 *   - POST /api/v1/runs/:id/events in batches of 100 (events stored per second)
 * at 1 and 50 connections, printed side by side with the ratios to health from the same run.
 *
 * Usage: npx tsx bench/api-bench.ts [--seconds 8] [--db pglite,postgres] [--port 4150]
 * Needs a production build (`npx next build`); PostgreSQL on BENCH_PG_URL (default 127.0.0.1:5432).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { migratePostgres, openDatabase } from "../lib/db";
import { createApiKey } from "../lib/agent-api/api-keys";
import { orderResult } from "./sundry-order";
import { loadAverage, runBench, pgAdmin, BENCH_PG_URL } from "./bench-run";

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const SECONDS = Number(arg("seconds", "8"));
const PORT = Number(arg("port", "4150"));
const KINDS = arg("db", "pglite,postgres").split(",") as Array<"pglite" | "postgres">;
const LENGTHS = [10, 100, 500];
const CONNECTIONS = [1, 50];
const base = BENCH_PG_URL;


const cannon = (opts: autocannon.Options): Promise<autocannon.Result> =>
  new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));

async function seedKey(kind: "pglite" | "postgres", target: { url?: string; dataDir?: string }) {
  const db = kind === "postgres" ? await openDatabase({ url: target.url }) : await openDatabase({ dataDir: target.dataDir, log: () => {} });
  try {
    const agent = await db.prisma.agent.create({
      data: { name: "bench", tools: JSON.parse(readFileSync("examples/sundry/tools.json", "utf8")), policy: JSON.parse(readFileSync("examples/sundry/policy.json", "utf8")) },
    });
    const { key } = await createApiKey(db.prisma, { id: "bench", email: "bench@local", name: "bench", role: "admin" }, { agentId: agent.id, name: "bench" });
    return key;
  } finally {
    await db.close();
  }
}

interface Row {
  name: string;
  connections: number;
  r: autocannon.Result;
}

async function benchDatabase(kind: "pglite" | "postgres"): Promise<Row[]> {
  const origin = `http://127.0.0.1:${PORT}`;
  if (await fetch(`${origin}/api/health`).then(() => true, () => false)) throw new Error(`Port ${PORT} is already in use; stop that server first.`);
  const dbName = `gc_wt15_bench_${process.pid}`;
  let dataDir: string | undefined;
  let url: string | undefined;
  let server: ChildProcess | null = null;
  try {
    if (kind === "postgres") {
      await pgAdmin(`CREATE DATABASE ${dbName}`);
      const u = new URL(base);
      u.pathname = `/${dbName}`;
      url = u.toString();
      await migratePostgres(url, { log: () => {} });
    } else {
      dataDir = path.join(mkdtempSync(path.join(tmpdir(), "gc-bench-")), "pglite");
    }
    const key = await seedKey(kind, { url, dataDir });
    // Node directly, not npx: killing an npx wrapper leaves its next-server child running.
    server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"], {
      env: {
        ...process.env,
        ...(url ? { DATABASE_URL: url } : { DATABASE_URL: "", GROUNDCHECK_DATA_DIR: dataDir }),
        NEXTAUTH_SECRET: "bench-secret",
        GROUNDCHECK_RATE_LIMIT: "100000000",
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {}
      if (i > 120) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const post = async (p: string, body: unknown) => {
      const res = await fetch(`${origin}${p}`, { method: "POST", headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      return res.json();
    };

    // One run per length: the customer's words, then `n` lookups with their results, in batches.
    const runs = new Map<number, string>();
    for (const n of LENGTHS) {
      const { run_id } = await post("/api/v1/runs", { idempotency_key: `bench-${n}`, ticket: { id: `T-bench-${n}`, subject: "bench" }, customer: { id: "cust_1042" } });
      const events: { id: string; message: unknown }[] = [{ id: "u", message: { role: "user", content: "Where are my orders? One of them, SU-10000, arrived broken." } }];
      for (let i = 0; i < n; i++) {
        events.push({ id: `a${i}`, message: { role: "assistant", content: null, tool_calls: [{ id: `c${i}`, type: "function", function: { name: "get_order", arguments: JSON.stringify({ order_id: `SU-${10000 + i}` }) } }] } });
        events.push({ id: `t${i}`, message: { role: "tool", tool_call_id: `c${i}`, content: JSON.stringify(orderResult(i)) } });
      }
      for (let i = 0; i < events.length; i += 100) await post(`/api/v1/runs/${run_id}/events`, { events: events.slice(i, i + 100) });
      runs.set(n, run_id);
    }
    const checkBody = JSON.stringify({ call: { id: "cx", name: "get_order", arguments: '{"order_id":"SU-10000"}' } });
    const check = (n: number, connections: number, duration: number) =>
      cannon({ url: `${origin}/api/v1/runs/${runs.get(n)}/tool-calls/check`, method: "POST", headers, body: checkBody, connections, duration });
    const health = (connections: number, duration: number) => cannon({ url: `${origin}/api/health`, connections, duration });

    // Warm-up: JIT, the guard's compiled schemas, each run's first (full) read.
    await health(10, 2);
    for (const n of LENGTHS) await check(n, 4, 2);

    const rows: Row[] = [];
    for (const connections of CONNECTIONS) {
      rows.push({ name: "health (before)", connections, r: await health(connections, SECONDS) });
      for (const n of LENGTHS) rows.push({ name: `check @ ${n} results`, connections, r: await check(n, connections, SECONDS) });
      rows.push({ name: "health (after)", connections, r: await health(connections, SECONDS) });
    }
    // Appending: batches of 100 events on fresh runs (unique ids per request).
    let b = 0;
    const appendRuns: string[] = [];
    for (let i = 0; i < 10; i++) appendRuns.push((await post("/api/v1/runs", { idempotency_key: `bench-app-${i}`, ticket: { id: `T-app-${i}` }, customer: { id: "cust_1042" } })).run_id);
    const append = await cannon({
      url: origin,
      connections: 10,
      duration: SECONDS,
      requests: [
        {
          method: "POST",
          headers,
          setupRequest: (req) => {
            const batch = b++;
            const events = Array.from({ length: 100 }, (_, i) => ({ id: `b${batch}-${i}`, message: { role: "user", content: `event ${batch}/${i} about SU-88421` } }));
            return { ...req, path: `/api/v1/runs/${appendRuns[batch % appendRuns.length]}/events`, body: JSON.stringify({ events }) };
          },
        },
      ],
    });
    rows.push({ name: "events, 100 per batch", connections: 10, r: append });
    return rows;
  } finally {
    server?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    if (kind === "postgres") await pgAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

function print(kind: string, rows: Row[]) {
  console.log(`\n### ${kind}: next start, ${SECONDS} s per line\n`);
  console.log("| route | connections | req/s | p50 ms | p99 ms | errors + non-2xx | timeouts | p50 / health | p99 / health | req/s / health |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    const hs = rows.filter((x) => x.connections === row.connections && x.name.startsWith("health"));
    const mean = (f: (r: autocannon.Result) => number) => hs.reduce((s, x) => s + f(x.r), 0) / Math.max(1, hs.length);
    const ratio = (a: number, h: number) => (row.name.startsWith("health") || !hs.length ? "" : `${(a / Math.max(h, 0.5)).toFixed(2)}x`);
    const { r } = row;
    console.log(
      `| ${row.name} | ${row.connections} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} | ${r.timeouts} | ${ratio(r.latency.p50, mean((x) => x.latency.p50))} | ${ratio(r.latency.p99, mean((x) => x.latency.p99))} | ${ratio(r.requests.average, mean((x) => x.requests.average))} |`,
    );
  }
  for (const c of CONNECTIONS) {
    const p50 = (n: number) => rows.find((x) => x.connections === c && x.name === `check @ ${n} results`)!.r.latency.p50;
    console.log(`\n${kind}, ${c} connection(s): check p50 at 500 results / at 10 = ${(p50(500) / Math.max(p50(10), 0.5)).toFixed(2)}x`);
  }
}

async function main() {
  const load = loadAverage();
  console.log(`node ${process.version}, load average at start ${load}`);
  for (const kind of KINDS) print(kind, await benchDatabase(kind));
  console.log(`\nload average at end ${loadAverage()}`);
}

runBench(main);
