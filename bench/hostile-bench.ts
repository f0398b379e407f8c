/**
 * Hostile-input benchmark (issue 14).
 *   1. Engine time, 1 KB to 2 MB: a reply dense in amounts verified against a transcript whose tool
 *      results are dense in amounts, and an import's whole judgement (replay + every reply), each on
 *      a pool thread with a per-point budget so a slow point is reported, never waited out. The
 *      benign baseline is the same size of plain prose, measured in the same run.
 *   2. The server (`next start`, a production build, on PostgreSQL and/or the embedded database):
 *      one hostile reply check's CPU time (whole process and main thread, from /proc), then
 *      /api/health p50/p99 (paced, --health-rate req/s) idle and while 2 MB hostile transcripts
 *      are imported back to back, --rounds rounds of --seconds each, medians of rounds, with the
 *      load average (the machine is shared: compare only within one run).
 * Usage: npx tsx bench/hostile-bench.ts [--seconds 10] [--rounds 5] [--db postgres,pglite] [--nice 0,10] [--point-budget 20000] [--skip-engine] [--skip-server]
 * Build with NEXT_DIST_DIR=.next-NAME to keep builds apart; the server is started with the same env.
 * Needs a production build (`npx next build`) and PostgreSQL on 127.0.0.1:5432 (BENCH_PG_URL);
 * listens on BENCH_PORT (default 4140).
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { migratePostgres, openDatabase } from "../lib/db";
import { createApiKey } from "../lib/agent-api/api-keys";
import { REQUEST_LIMITS } from "../lib/agent-api/request-limits";
import { judgeImportOffThread, verifyReplyOffThread, closeVerifyPool } from "../lib/work-pool/verify-off-thread";
import { emptyPolicy } from "../lib/policy";
import { BENCH_PG_URL, pgAdmin } from "./bench-run";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const SECONDS = arg("seconds", 10);
const ROUNDS = arg("rounds", 5);
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


const cannon = (opts: autocannon.Options) => new Promise<autocannon.Result>((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load1 = () => os.loadavg()[0];

/** CPU seconds (user + system) of a process, all its threads, and of its main thread alone, from /proc. */
function cpuOf(pid: number): { all: number; main: number } {
  const ticks = (file: string) => {
    const f = readFileSync(file, "utf8");
    const rest = f.slice(f.lastIndexOf(")") + 2).split(" ");
    return (Number(rest[11]) + Number(rest[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  };
  return { all: ticks(`/proc/${pid}/stat`), main: ticks(`/proc/${pid}/task/${pid}/stat`) };
}

/** The process serving HTTP: `next start` may serve in its own process or in a child of it. */
function serverPid(launcher: number): number {
  const children = readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const f = readFileSync(`/proc/${d}/stat`, "utf8");
        return Number(f.slice(f.lastIndexOf(")") + 2).split(" ")[1]) === launcher;
      } catch {
        return false;
      }
    });
  return children.length ? serverPid(Number(children[0])) : launcher;
}

/** The health probe: a paced load (HEALTH_RATE requests/s over 4 connections), so p99 measures stalls, not a saturated queue. */
const HEALTH_RATE = arg("health-rate", 100);
const probe = (origin: string, seconds: number) => cannon({ url: `${origin}/api/health`, connections: 4, overallRate: HEALTH_RATE, duration: seconds });

/**
 * The server under hostile input (`next start`, a production build, on PostgreSQL or the embedded
 * database): the CPU time of one hostile reply check (whole process and main thread: the main
 * thread's share is work not moved off the request thread), then ROUNDS rounds of /api/health,
 * each idle and then while 2 MB hostile transcripts are imported back to back. Medians of rounds.
 */
async function serverUnderHostileInput(kind: "postgres" | "pglite", nice: string) {
  const base = BENCH_PG_URL;
  const dbName = `gc_hostile_${process.pid}`;
  const dataDir = path.join(os.tmpdir(), `gc-hostile-${process.pid}`);
  const origin = `http://127.0.0.1:${PORT}`;
  if (await fetch(`${origin}/api/health`).then(() => true, () => false)) throw new Error(`Port ${PORT} is already in use; stop that server first.`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  let server: ReturnType<typeof spawn> | null = null;
  try {
    let dbEnv: Record<string, string>;
    let db;
    if (kind === "postgres") {
      await pgAdmin(`CREATE DATABASE ${dbName}`);
      await migratePostgres(url.toString(), { log: () => {} });
      db = await openDatabase({ url: url.toString() });
      dbEnv = { DATABASE_URL: url.toString() };
    } else {
      db = await openDatabase({ dataDir, migrate: true, log: () => {} });
      dbEnv = { GROUNDCHECK_DATA_DIR: dataDir };
    }
    const agent = await db.prisma.agent.create({ data: { name: "bench", tools: TOOLS, policy: POLICY } });
    const { key } = await createApiKey(db.prisma, { id: "bench", email: "bench@local", name: "bench", role: "admin" }, { agentId: agent.id, name: "bench" });
    await db.close();
    const env: NodeJS.ProcessEnv = { ...process.env, ...dbEnv, NEXTAUTH_SECRET: "bench-secret", GROUNDCHECK_RATE_LIMIT: "100000000", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", GROUNDCHECK_WORKER_NICE: nice };
    if (kind === "pglite") delete env.DATABASE_URL;
    const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"], { env, stdio: ["ignore", "ignore", "inherit"] });
    server = child;
    for (let i = 0; ; i++) {
      if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
      if (i > 240) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    const pid = serverPid(child.pid!);
    const auth = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const post = async (p: string, body: unknown) => {
      const r = await fetch(`${origin}${p}`, { method: "POST", headers: auth, body: typeof body === "string" ? body : JSON.stringify(body) });
      return { status: r.status, json: await r.json().catch(() => null) };
    };
    await cannon({ url: `${origin}/api/health`, connections: 4, duration: 3 });

    // 1. One hostile reply's CPU time on the server: the 24,000 characters of "$1," (7.7 s of
    // event-loop CPU before), and the 100,000-character limit, checked on a run with a lookup.
    console.log(`\nHostile reply check on next start (${kind}, pool threads at nice ${nice}): server CPU per request (whole process / main thread), wall time; median of 3\n`);
    console.log("| reply | status | wall ms | process CPU ms | main-thread CPU ms |");
    console.log("|---|---|---|---|---|");
    for (const [label, text] of [["plain 40 chars", "Your refund for SU-88421 is on its way."], ["24,000 chars of $1,", "$1,".repeat(8000)], ["100,000 chars of $1,", "$1,".repeat(33_333)]] as const) {
      const rows: { wall: number; all: number; main: number; status: number }[] = [];
      for (let i = 0; i < 3; i++) {
        const run = await post("/api/v1/runs", { idempotency_key: `cpu-${label}-${i}`, ticket: { id: `T-cpu-${i}` }, customer: { id: "cust_1042" } });
        await post(`/api/v1/runs/${run.json.run_id}/events`, { events: transcript(4096, dense, "").slice(0, -1).map((message, j) => ({ id: `e${j}`, message })) });
        const before = cpuOf(pid);
        const t = performance.now();
        const r = await post(`/api/v1/runs/${run.json.run_id}/replies/check`, { text });
        const wall = performance.now() - t;
        const after = cpuOf(pid);
        rows.push({ wall, all: (after.all - before.all) * 1000, main: (after.main - before.main) * 1000, status: r.status });
      }
      console.log(`| ${label} | ${rows.map((r) => r.status).join(",")} | ${median(rows.map((r) => r.wall)).toFixed(0)} | ${median(rows.map((r) => r.all)).toFixed(0)} | ${median(rows.map((r) => r.main)).toFixed(0)} |`);
    }

    // 2. Health while 2 MB hostile transcripts are verified: the largest the body limit lets through.
    let size = 1_900_000;
    let body = "";
    for (;;) {
      const msgs = transcript(size, dense, `We refunded ${dense(2048)} to you.`);
      body = JSON.stringify({ idempotency_key: "x", ticket: { id: "T-h" }, customer: { id: "cust_1042" }, messages: msgs });
      if (Buffer.byteLength(body) < REQUEST_LIMITS.bodyBytes - 1000) break;
      size -= 20_000;
    }
    const rounds: { load: number; idle: autocannon.Result; busy: autocannon.Result; imports: { status: number; ms: number }[]; mainShare: number; cpuShare: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const load = load1();
      const idle = await probe(origin, SECONDS);
      const imports: { status: number; ms: number }[] = [];
      let stop = false;
      const before = cpuOf(pid);
      const t0 = performance.now();
      const hammer = (async () => {
        for (let i = 0; !stop; i++) {
          const t = performance.now();
          const r = await post("/api/v1/imports", body.replace('"idempotency_key":"x"', `"idempotency_key":"h-${round}-${i}"`));
          imports.push({ status: r.status, ms: performance.now() - t });
        }
      })();
      await new Promise((r) => setTimeout(r, 300));
      const busy = await probe(origin, SECONDS);
      const after = cpuOf(pid);
      const wall = (performance.now() - t0) / 1000;
      stop = true;
      await hammer;
      rounds.push({ load, idle, busy, imports, mainShare: (after.main - before.main) / wall, cpuShare: (after.all - before.all) / wall });
    }

    console.log(`\n/api/health on next start (${kind}, pool threads at nice ${nice}), ${HEALTH_RATE} req/s paced over 4 connections, ${SECONDS} s per phase, ${ROUNDS} rounds; hostile import body ${(Buffer.byteLength(body) / 1048576).toFixed(2)} MB, back to back\n`);
    console.log("| round | load avg (1 min) | idle p50 / p99 / max ms | during imports p50 / p99 / max ms | imports done (status) | main thread busy | server CPU (cores) |");
    console.log("|---|---|---|---|---|---|---|");
    rounds.forEach((r, i) => {
      const st = [...new Set(r.imports.map((x) => x.status))].join(",");
      console.log(`| ${i + 1} | ${r.load.toFixed(1)} | ${r.idle.latency.p50} / ${r.idle.latency.p99} / ${r.idle.latency.max} | ${r.busy.latency.p50} / ${r.busy.latency.p99} / ${r.busy.latency.max} | ${r.imports.length} (${st}) | ${(r.mainShare * 100).toFixed(0)}% | ${r.cpuShare.toFixed(2)} |`);
    });
    const idleP99 = median(rounds.map((r) => r.idle.latency.p99));
    const busyP99 = median(rounds.map((r) => r.busy.latency.p99));
    const importMs = rounds.flatMap((r) => r.imports.map((x) => x.ms));
    console.log(`\nmedian of rounds: health p99 idle ${idleP99} ms, during hostile imports ${busyP99} ms (${(busyP99 / Math.max(idleP99, 1)).toFixed(2)}x), target < 50 ms: ${busyP99 < 50 ? "met" : "NOT met"}; import median ${importMs.length ? median(importMs).toFixed(0) : "-"} ms; load avg ${median(rounds.map((r) => r.load)).toFixed(1)}`);
  } finally {
    server?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    if (kind === "postgres") await pgAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`load average at start: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  if (!process.argv.includes("--skip-engine")) await engineCurve();
  await closeVerifyPool();
  if (!process.argv.includes("--skip-server")) {
    const dbs = (process.argv.includes("--db") ? process.argv[process.argv.indexOf("--db") + 1] : "postgres").split(",") as ("postgres" | "pglite")[];
    // --nice 0,10: the same measure with the pool threads at each priority (GROUNDCHECK_WORKER_NICE).
    const nices = (process.argv.includes("--nice") ? process.argv[process.argv.indexOf("--nice") + 1] : "10").split(",");
    for (const kind of dbs) for (const nice of nices) await serverUnderHostileInput(kind, nice);
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
