/**
 * Where a tool-call check's time goes (issue 15), in process, on both databases: the agent API's
 * check route (withApiKeyInHandler + checkToolCallForRun) of this checkout and, with --baseline,
 * of another checkout (e.g. main) loaded from its folder, each on its own runs in one database,
 * interleaved request by request so the machine's load falls on all alike. A check that carries
 * events carries the previous call's result and its own call message, as remote mode sends them.
 * Stages from checkToolCallForRun's profile hook; "auth" is the rest of the request (the key
 * statement where there is one, body parsing). "stmts" counts the client calls each check made
 * (a transaction counts once; a segment stored after the answer falls to the next check).
 *
 *   npx tsx bench/check-profile.ts [--n 300] [--db pglite,postgres] [--baseline DIR]
 *
 * The baseline's modules must share this checkout's node_modules (Prisma's Sql fragments are told
 * apart by class), e.g. main's lib/ with its generated client and a link to ours:
 *   mkdir /tmp/base && git -C MAIN archive HEAD lib tsconfig.json package.json | tar -x -C /tmp/base
 *   cp -r MAIN/lib/generated /tmp/base/lib/ && ln -s "$PWD/node_modules" /tmp/base/node_modules
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { useSharedDatabase as shareDatabase, type Database, type DbClient } from "../lib/db";
import { preparedExecutor, setPreparedExecutor } from "../lib/db/prepared";
import { createApiKey } from "../lib/agent-api/api-keys";
import { startRun } from "../lib/agent-api/start-run";
import { appendEvents } from "../lib/agent-api/append-events";
import type { CheckProfile } from "../lib/agent-api/check-tool-call";
import { RATE_LIMIT } from "../lib/agent-api/rate-limit";
import { checkToolCallInput } from "../lib/agent-api/schemas";
import { orderResult } from "./sundry-order";
import { loadAverage, runBench, withBenchDatabase } from "./bench-run";

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const N = Number(arg("n", "300"));
const KINDS = arg("db", "pglite,postgres").split(",");
const BASELINE = arg("baseline", "");
const LENGTHS = [10, 500];
const STAGES = ["total", "auth", "restore", "load", "evidence", "judge", "write"] as const;
type Stage = (typeof STAGES)[number];

type Route = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
interface Checkout {
  name: string;
  route: (profile: CheckProfile) => Route;
  /** The checkout's own rate-limit object (a module per checkout). */
  rateLimit: { perWindow: number };
}

async function loadCheckout(root: string, name: string): Promise<Checkout> {
  const api = (m: string) => import(path.join(root, "lib/agent-api", m));
  const [{ withApiKeyInHandler }, { checkToolCallForRun }, { RATE_LIMIT: rateLimit }] = await Promise.all([api("with-api-key.ts"), api("check-tool-call.ts"), api("rate-limit.ts")]);
  return {
    name,
    rateLimit,
    route: (profile) =>
      withApiKeyInHandler(async ({ db, key, body, params }: { db: DbClient; key: unknown; body: unknown; params: Record<string, string> }) => checkToolCallForRun(db, key, params.runId, checkToolCallInput.parse(body), profile)),
  };
}

/** The client with every call that reaches the database counted (a transaction counts once). */
function counting(prisma: DbClient) {
  const counter = { n: 0 };
  const wrap = (target: object, top: boolean): object =>
    new Proxy(target, {
      get(t, prop, receiver) {
        const v = Reflect.get(t, prop, receiver);
        if (typeof prop !== "string") return v;
        if (typeof v === "function") return (...args: unknown[]) => (counter.n++, Reflect.apply(v, t, args));
        if (top && v && typeof v === "object" && !prop.startsWith("$") && !prop.startsWith("_")) return wrap(v, false);
        return v;
      },
    });
  return { client: wrap(prisma, true) as DbClient, counter };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function profileDatabase(db: Database, checkouts: Checkout[]) {
  const counted = counting(db.prisma);
  // The hot statement goes straight to the pool on PostgreSQL (lib/db/prepared.ts): counted too.
  const direct = preparedExecutor(db.prisma);
  if (direct) setPreparedExecutor(counted.client, (...a) => (counted.counter.n++, direct(...a)));
  shareDatabase({ ...db, prisma: counted.client });
  const prisma = db.prisma;
  // Paths x (N + 10) checks x two lengths is past the default 1200 a minute: a limit the bench
  // cannot hit. Set on each checkout's module object (the env var is read when the module loads).
  RATE_LIMIT.perWindow = 100_000_000;
  for (const c of checkouts) c.rateLimit.perWindow = 100_000_000;
  const agent = await prisma.agent.create({
    data: { name: "profile", tools: JSON.parse(readFileSync("examples/sundry/tools.json", "utf8")), policy: JSON.parse(readFileSync("examples/sundry/policy.json", "utf8")) },
  });
  const { key } = await createApiKey(prisma, { id: "bench", email: "bench@local", name: "bench", role: "admin" }, { agentId: agent.id, name: "bench" });
  // One run per checkout, length and kind of check: a checkout's checks never move another's run.
  const newRun = async (n: number, tag: string) => {
    const { run } = await startRun(prisma, agent.id, { idempotency_key: `p-${n}-${tag}`, ticket: { id: `T-p-${n}-${tag}`, subject: "p" }, customer: { id: "cust_1042" } });
    const events: { id: string; message: Record<string, unknown> }[] = [{ id: "u", message: { role: "user", content: "Where is SU-10000?" } }];
    for (let i = 0; i < n; i++) {
      events.push({ id: `a${i}`, message: { role: "assistant", content: null, tool_calls: [{ id: `c${i}`, type: "function", function: { name: "get_order", arguments: JSON.stringify({ order_id: `SU-${10000 + i}` }) } }] } });
      events.push({ id: `t${i}`, message: { role: "tool", tool_call_id: `c${i}`, content: JSON.stringify(orderResult(i)) } });
    }
    for (let i = 0; i < events.length; i += 100) await appendEvents(prisma, agent.id, run.id, { events: events.slice(i, i + 100) });
    return run.id;
  };
  let stages: Partial<Record<Stage, number>> = {};
  const profile: CheckProfile = (stage, ms) => (stages[stage] = ms);
  const body = JSON.stringify({ call: { id: "cx", name: "get_order", arguments: '{"order_id":"SU-10000"}' } });
  const withEvents = (k: number) => {
    const args = '{"order_id":"SU-10001"}';
    return JSON.stringify({
      call: { id: `e${k}`, name: "get_order", arguments: args },
      events: [
        { id: `r${k}`, message: { role: "tool", tool_call_id: `e${k - 1}`, content: JSON.stringify(orderResult(1)) } },
        { id: `m${k}`, message: { role: "assistant", content: null, tool_calls: [{ id: `e${k}`, type: "function", function: { name: "get_order", arguments: args } }] } },
      ],
    });
  };
  const request = (b: string) => new Request("http://bench/check", { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: b });
  type Sample = Record<Stage | "stmts", number>;
  const out: { path: string; n: number; p50: Sample; p99: number; stmtsMean: number }[] = [];
  for (const n of LENGTHS) {
    const lanes = [];
    for (const c of checkouts) {
      for (const events of [false, true]) lanes.push({ name: `${c.name}${events ? ", with events" : ""}`, route: c.route(profile), events, runId: await newRun(n, `${c.name}-${events}`), k: 0, samples: [] as Sample[] });
    }
    for (let i = 0; i < N + 10; i++) {
      for (const lane of lanes) {
        stages = {};
        const before = counted.counter.n;
        const t = performance.now();
        const res = await lane.route(request(lane.events ? withEvents(++lane.k) : body), { params: Promise.resolve({ runId: lane.runId }) });
        if (!res.ok) throw new Error(`${lane.name}: ${res.status} ${await res.text()}`);
        const total = performance.now() - t;
        const s = { restore: 0, load: 0, evidence: 0, judge: 0, write: 0, ...stages } as Sample;
        s.total = total;
        s.auth = total - s.restore - s.load - s.evidence - s.judge - s.write;
        s.stmts = counted.counter.n - before;
        if (i >= 10) lane.samples.push(s);
      }
    }
    for (const lane of lanes) {
      const p50 = Object.fromEntries([...STAGES, "stmts"].map((st) => [st, pct(lane.samples.map((x) => x[st as Stage]), 0.5)])) as Sample;
      out.push({ path: lane.name, n, p50, p99: pct(lane.samples.map((x) => x.total), 0.99), stmtsMean: lane.samples.reduce((a, x) => a + x.stmts, 0) / lane.samples.length });
    }
  }
  console.log(`\n### ${db.kind}: ${N} checks per line, interleaved; load average ${loadAverage()}\n`);
  console.log(`| path | results | ${STAGES.map((s) => `${s} p50 ms`).join(" | ")} | total p99 ms | stmts p50 (mean) |\n|---|---|${STAGES.map(() => "---").join("|")}|---|---|`);
  for (const r of out) console.log(`| ${r.path} | ${r.n} | ${STAGES.map((s) => r.p50[s].toFixed(2)).join(" | ")} | ${r.p99.toFixed(2)} | ${r.p50.stmts} (${r.stmtsMean.toFixed(2)}) |`);
}

async function main() {
  console.log(`node ${process.version}, load average ${loadAverage()}`);
  const checkouts = [await loadCheckout(process.cwd(), "this checkout")];
  if (BASELINE) checkouts.unshift(await loadCheckout(path.resolve(BASELINE), `baseline ${path.basename(BASELINE)}`));
  for (const kind of KINDS) await withBenchDatabase(kind, "gc_scale_profile", (db) => profileDatabase(db, checkouts));
  console.log(`\nload average at end ${loadAverage()}`);
}

runBench(main);
