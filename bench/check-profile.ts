/**
 * Where a tool-call check's time goes (issue 15), in process, on both databases: the agent API's
 * check route as it was (withApiKey: the key and its count in one statement, then the run, then
 * the check's insert) and as it is (withApiKeyInHandler: key, count and run in one read, the check
 * and the count in one write), the two interleaved request by request on the same runs, so the
 * machine's load falls on both alike. Stages from checkToolCallForRun's profile hook; "auth" is
 * the rest of the request (the key statement on the old path, body parsing on both).
 *
 *   npx tsx bench/check-profile.ts [--n 300] [--db pglite,postgres]
 */
import { readFileSync } from "node:fs";
import { useSharedDatabase as shareDatabase, type Database } from "../lib/db";
import { createApiKey } from "../lib/agent-api/api-keys";
import { startRun } from "../lib/agent-api/start-run";
import { appendEvents } from "../lib/agent-api/append-events";
import { checkToolCallForRun, type CheckProfile } from "../lib/agent-api/check-tool-call";
import { withApiKey, withApiKeyInHandler } from "../lib/agent-api/with-api-key";
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
const LENGTHS = [10, 500];
const STAGES = ["total", "auth", "restore", "load", "evidence", "judge", "write"] as const;
type Stage = (typeof STAGES)[number];

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function profileDatabase(db: Database) {
  shareDatabase(db);
  const prisma = db.prisma;
  // Two routes x (N + 10) checks x two lengths is past the default 1200 a minute: a limit the bench
  // cannot hit. Set on the module's object (the env var is read when the module loads, before this runs).
  RATE_LIMIT.perWindow = 100_000_000;
  const agent = await prisma.agent.create({
    data: { name: "profile", tools: JSON.parse(readFileSync("examples/sundry/tools.json", "utf8")), policy: JSON.parse(readFileSync("examples/sundry/policy.json", "utf8")) },
  });
  const { key } = await createApiKey(prisma, { id: "bench", email: "bench@local", name: "bench", role: "admin" }, { agentId: agent.id, name: "bench" });
  const runs = new Map<number, string>();
  for (const n of LENGTHS) {
    const { run } = await startRun(prisma, agent.id, { idempotency_key: `p-${n}`, ticket: { id: `T-p-${n}`, subject: "p" }, customer: { id: "cust_1042" } });
    const events: { id: string; message: Record<string, unknown> }[] = [{ id: "u", message: { role: "user", content: "Where is SU-10000?" } }];
    for (let i = 0; i < n; i++) {
      events.push({ id: `a${i}`, message: { role: "assistant", content: null, tool_calls: [{ id: `c${i}`, type: "function", function: { name: "get_order", arguments: JSON.stringify({ order_id: `SU-${10000 + i}` }) } }] } });
      events.push({ id: `t${i}`, message: { role: "tool", tool_call_id: `c${i}`, content: JSON.stringify(orderResult(i)) } });
    }
    for (let i = 0; i < events.length; i += 100) await appendEvents(prisma, agent.id, run.id, { events: events.slice(i, i + 100) });
    runs.set(n, run.id);
  }
  let stages: Partial<Record<Stage, number>> = {};
  const profile: CheckProfile = (stage, ms) => (stages[stage] = ms);
  const before = withApiKey(async ({ db, caller, body, params }) => checkToolCallForRun(db, caller.agentId, params.runId, checkToolCallInput.parse(body), profile));
  const after = withApiKeyInHandler(async ({ db, key, body, params }) => checkToolCallForRun(db, key, params.runId, checkToolCallInput.parse(body), profile));
  const body = JSON.stringify({ call: { id: "cx", name: "get_order", arguments: '{"order_id":"SU-10000"}' } });
  // "events": the check carries the previous call's result and its own call message, as remote mode sends them.
  let k = 0;
  const withEvents = () => {
    k++;
    const args = '{"order_id":"SU-10001"}';
    return JSON.stringify({
      call: { id: `e${k}`, name: "get_order", arguments: args },
      events: [
        { id: `r${k}`, message: { role: "tool", tool_call_id: `e${k - 1}`, content: JSON.stringify(orderResult(1)) } },
        { id: `m${k}`, message: { role: "assistant", content: null, tool_calls: [{ id: `e${k}`, type: "function", function: { name: "get_order", arguments: args } }] } },
      ],
    });
  };
  const request = (b = body) => new Request("http://bench/check", { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: b });
  const out: { path: string; n: number; p50: Record<Stage, number> }[] = [];
  for (const n of LENGTHS) {
    const samples = { before: [] as Record<Stage, number>[], after: [] as Record<Stage, number>[], "after, with events": [] as Record<Stage, number>[] };
    const ctx = { params: Promise.resolve({ runId: runs.get(n)! }) };
    for (let i = 0; i < N + 10; i++) {
      for (const [name, route] of [["before", before], ["after", after], ["after, with events", after]] as const) {
        stages = {};
        const t = performance.now();
        const res = await route(request(name === "after, with events" ? withEvents() : body), ctx);
        if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
        const total = performance.now() - t;
        const s = { restore: 0, load: 0, evidence: 0, judge: 0, write: 0, ...stages } as Record<Stage, number>;
        s.total = total;
        s.auth = total - s.restore - s.load - s.evidence - s.judge - s.write;
        if (i >= 10) samples[name].push(s);
      }
    }
    for (const name of ["before", "after", "after, with events"] as const) {
      const p = Object.fromEntries(STAGES.map((st) => [st, p50(samples[name].map((x) => x[st]))])) as Record<Stage, number>;
      out.push({ path: name, n, p50: p });
    }
  }
  const statements = await prisma.check.count();
  console.log(`\n### ${db.kind}: ${N} checks per line, interleaved; ${statements} checks written\n`);
  console.log(`| path | results | ${STAGES.map((s) => `${s} p50 ms`).join(" | ")} |\n|---|---|${STAGES.map(() => "---").join("|")}|`);
  for (const r of out) console.log(`| ${r.path} | ${r.n} | ${STAGES.map((s) => r.p50[s].toFixed(2)).join(" | ")} |`);
}

async function main() {
  console.log(`node ${process.version}, load average ${loadAverage()}`);
  for (const kind of KINDS) await withBenchDatabase(kind, "gc_scale_profile", profileDatabase);
  console.log(`\nload average at end ${loadAverage()}`);
}

runBench(main);
