/**
 * A single agent's check latency over HTTP against /api/health on the same server (issue 15's
 * target: check p50 at most 5 ms on PostgreSQL and 8 ms embedded, p99 at most 3x health's p99),
 * for one or more checkouts side by side: each gets its own production server (its own `next
 * build` in its folder) and its own database, and the requests alternate between the servers one
 * at a time (health, a check, a check that carries the previous result and its own call), so the
 * machine's load falls on all alike. The checks are read-only calls on a run of 10 tool results.
 *
 * With --connections N (issue 15's throughput target: check at least 50% of health's req/s at 50
 * connections on PostgreSQL, 35% embedded): instead, --rounds rounds of autocannon bursts of
 * --seconds each, health then check, server after server, so a busy minute falls on every server;
 * each round's check ÷ health is that server's ratio in that round, and the median is printed.
 *
 *   npx tsx bench/check-latency.ts --checkouts /path/to/main,. [--rounds 1000] [--db pglite,postgres] [--port 4170]
 *   npx tsx bench/check-latency.ts --checkouts /path/to/main,. --connections 50 [--rounds 6] [--seconds 3]
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { orderResult } from "./sundry-order";
import { BENCH_PG_URL, loadAverage, pgAdmin, runBench } from "./bench-run";

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const CHECKOUTS = arg("checkouts", ".").split(",").map((c) => path.resolve(c));
const ROUNDS = Number(arg("rounds", process.argv.includes("--connections") ? "6" : "1000"));
const KINDS = arg("db", "pglite,postgres").split(",");
const PORT = Number(arg("port", "4170"));
const CONNECTIONS = Number(arg("connections", "0"));
const SECONDS = Number(arg("seconds", "3"));

// Seeds an agent and key with the checkout's own code (its own migrations), printing the key.
const SEED = `
const root = process.cwd();
const { openDatabase } = await import(root + "/lib/db/index.ts");
const { createApiKey } = await import(root + "/lib/agent-api/api-keys.ts");
const { readFileSync } = await import("node:fs");
const db = await openDatabase({ log: () => {} });
const agent = await db.prisma.agent.create({ data: { name: "latency", tools: JSON.parse(readFileSync("examples/sundry/tools.json", "utf8")), policy: JSON.parse(readFileSync("examples/sundry/policy.json", "utf8")) } });
const { key } = await createApiKey(db.prisma, { id: "bench", email: "bench@local", name: "bench", role: "admin" }, { agentId: agent.id, name: "bench" });
await db.close();
console.log("KEY=" + key);
process.exit(0);
`;

interface Server {
  name: string;
  origin: string;
  proc: ChildProcess;
  key: string;
  cleanup: () => Promise<void>;
}

async function startServer(checkout: string, kind: string, port: number, i: number): Promise<Server> {
  const name = `${path.basename(checkout)} (${execFileSync("git", ["-C", checkout, "rev-parse", "--short", "HEAD"]).toString().trim()})`;
  const env: NodeJS.ProcessEnv = { ...process.env, NEXTAUTH_SECRET: "bench-secret", GROUNDCHECK_RATE_LIMIT: "100000000", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  let cleanup = async () => {};
  if (kind === "postgres") {
    const db = `gc_latency_${process.pid}_${i}`;
    await pgAdmin(`CREATE DATABASE "${db}"`);
    const u = new URL(BENCH_PG_URL);
    u.pathname = `/${db}`;
    env.DATABASE_URL = u.toString();
    execFileSync(process.execPath, ["node_modules/.bin/tsx", "scripts/db/migrate.ts"], { cwd: checkout, env, stdio: "ignore" });
    cleanup = () => pgAdmin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), "gc-latency-"));
    env.DATABASE_URL = "";
    env.GROUNDCHECK_DATA_DIR = path.join(dir, "pglite");
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const seed = path.join(tmpdir(), `gc-latency-seed-${process.pid}.mts`);
  writeFileSync(seed, SEED);
  const out = execFileSync(process.execPath, [path.join(checkout, "node_modules/.bin/tsx"), seed], { cwd: checkout, env }).toString();
  const key = out.match(/KEY=(\S+)/)![1];
  const proc = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: checkout, env, stdio: ["ignore", "ignore", "inherit"] });
  const origin = `http://127.0.0.1:${port}`;
  for (let t = 0; ; t++) {
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
    if (t > 120) throw new Error(`${name}: server did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { name, origin, proc, key, cleanup };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function benchKind(kind: string) {
  const servers: Server[] = [];
  try {
    for (const [i, c] of CHECKOUTS.entries()) servers.push(await startServer(c, kind, PORT + i, i));
    type Lane = { s: Server; run: string; evRun: string; k: number; t: Record<string, number[]> };
    const lanes: Lane[] = [];
    for (const s of servers) {
      const headers = { authorization: `Bearer ${s.key}`, "content-type": "application/json" };
      const post = async (p: string, body: unknown) => {
        const res = await fetch(`${s.origin}${p}`, { method: "POST", headers, body: JSON.stringify(body) });
        if (!res.ok) throw new Error(`${s.name} ${p}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      const runs: string[] = [];
      for (const id of ["plain", "events"]) {
        const { run_id } = await post("/api/v1/runs", { idempotency_key: id, ticket: { id: `T-${id}`, subject: "latency" }, customer: { id: "cust_1042" } });
        const events: unknown[] = [{ id: "u", message: { role: "user", content: "Where is SU-10000?" } }];
        for (let j = 0; j < 10; j++) {
          events.push({ id: `a${j}`, message: { role: "assistant", content: null, tool_calls: [{ id: `c${j}`, type: "function", function: { name: "get_order", arguments: JSON.stringify({ order_id: `SU-${10000 + j}` }) } }] } });
          events.push({ id: `t${j}`, message: { role: "tool", tool_call_id: `c${j}`, content: JSON.stringify(orderResult(j)) } });
        }
        await post(`/api/v1/runs/${run_id}/events`, { events });
        runs.push(run_id);
      }
      lanes.push({ s, run: runs[0], evRun: runs[1], k: 0, t: { health: [], check: [], "check with events": [] } });
    }
    if (CONNECTIONS > 0) return await throughput(kind, lanes);
    const time = async (lane: Lane, what: string, f: () => Promise<Response>, i: number) => {
      const t0 = performance.now();
      const res = await f();
      const body = await res.text();
      const ms = performance.now() - t0;
      if (!res.ok) throw new Error(`${lane.s.name} ${what}: ${res.status} ${body}`);
      if (i >= 50) lane.t[what].push(ms);
    };
    for (let i = 0; i < ROUNDS + 50; i++) {
      for (const lane of lanes) {
        const headers = { authorization: `Bearer ${lane.s.key}`, "content-type": "application/json" };
        await time(lane, "health", () => fetch(`${lane.s.origin}/api/health`), i);
        const body = JSON.stringify({ call: { id: "cx", name: "get_order", arguments: '{"order_id":"SU-10000"}' } });
        await time(lane, "check", () => fetch(`${lane.s.origin}/api/v1/runs/${lane.run}/tool-calls/check`, { method: "POST", headers, body }), i);
        const k = ++lane.k;
        const args = '{"order_id":"SU-10001"}';
        const ev = JSON.stringify({
          call: { id: `e${k}`, name: "get_order", arguments: args },
          events: [
            ...(k > 1 ? [{ id: `r${k}`, message: { role: "tool", tool_call_id: `e${k - 1}`, content: JSON.stringify(orderResult(1)) } }] : []),
            { id: `m${k}`, message: { role: "assistant", content: null, tool_calls: [{ id: `e${k}`, type: "function", function: { name: "get_order", arguments: args } }] } },
          ],
        });
        await time(lane, "check with events", () => fetch(`${lane.s.origin}/api/v1/runs/${lane.evRun}/tool-calls/check`, { method: "POST", headers, body: ev }), i);
      }
    }
    console.log(`\n### ${kind}: ${ROUNDS} rounds, servers alternated request by request; load average ${loadAverage()}\n`);
    console.log("| server | route | p50 ms | p99 ms | p50 / health p50 | p99 / health p99 |\n|---|---|---|---|---|---|");
    for (const lane of lanes) {
      const h = lane.t.health;
      for (const [what, xs] of Object.entries(lane.t)) {
        const ratio = (p: number) => (what === "health" ? "" : `${(pct(xs, p) / pct(h, p)).toFixed(2)}x`);
        console.log(`| ${lane.s.name} | ${what} | ${pct(xs, 0.5).toFixed(2)} | ${pct(xs, 0.99).toFixed(2)} | ${ratio(0.5)} | ${ratio(0.99)} |`);
      }
    }
  } finally {
    for (const s of servers) {
      s.proc.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
      await s.cleanup();
    }
  }
}

const cannon = (opts: autocannon.Options): Promise<autocannon.Result> => new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));

type ThroughputLane = { s: Server; run: string };

/** --connections: bursts of health and check per server, alternated round by round. */
async function throughput(kind: string, lanes: ThroughputLane[]) {
  const body = JSON.stringify({ call: { id: "cx", name: "get_order", arguments: '{"order_id":"SU-10000"}' } });
  const burst = (lane: ThroughputLane, what: "health" | "check", seconds: number) =>
    what === "health"
      ? cannon({ url: `${lane.s.origin}/api/health`, connections: CONNECTIONS, duration: seconds })
      : cannon({ url: `${lane.s.origin}/api/v1/runs/${lane.run}/tool-calls/check`, method: "POST", headers: { authorization: `Bearer ${lane.s.key}`, "content-type": "application/json" }, body, connections: CONNECTIONS, duration: seconds });
  for (const lane of lanes) for (const what of ["health", "check"] as const) await burst(lane, what, 1); // warm-up
  const out = lanes.map(() => ({ health: [] as number[], check: [] as number[], ratio: [] as number[], checkP50: [] as number[], errors: 0 }));
  for (let i = 0; i < ROUNDS; i++) {
    // Each round starts with another server, so none is always first after a pause.
    for (let j = 0; j < lanes.length; j++) {
      const li = (i + j) % lanes.length;
      const [h, c] = [await burst(lanes[li], "health", SECONDS), await burst(lanes[li], "check", SECONDS)];
      const o = out[li];
      o.health.push(h.requests.average);
      o.check.push(c.requests.average);
      o.ratio.push(c.requests.average / h.requests.average);
      o.checkP50.push(c.latency.p50);
      o.errors += h.errors + h.non2xx + h.timeouts + c.errors + c.non2xx + c.timeouts;
    }
  }
  const med = (xs: number[]) => pct(xs, 0.5);
  console.log(`\n### ${kind}: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s bursts (health, check) per server; load average ${loadAverage()}\n`);
  console.log("| server | health req/s (median) | check req/s (median) | check ÷ health, median of rounds | min - max | check p50 ms (median) | errors + non-2xx + timeouts |\n|---|---|---|---|---|---|---|");
  lanes.forEach((lane, li) => {
    const o = out[li];
    console.log(`| ${lane.s.name} | ${Math.round(med(o.health))} | ${Math.round(med(o.check))} | ${med(o.ratio).toFixed(2)}x | ${Math.min(...o.ratio).toFixed(2)} - ${Math.max(...o.ratio).toFixed(2)} | ${med(o.checkP50)} | ${o.errors} |`);
  });
}

async function main() {
  console.log(`node ${process.version}, load average ${loadAverage()}`);
  for (const kind of KINDS) await benchKind(kind);
  console.log(`\nload average at end ${loadAverage()}`);
}

runBench(main);
