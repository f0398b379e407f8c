/**
 * The first tool-call check on an app instance that has not seen the run (issue 15), in process,
 * against a warm check on the same run, at 10 and 500 tool results (4.2 KB each). "cold" empties
 * this process's evidence cache before the check, as a fresh or second instance is; where the
 * database keeps evidence segments (EvidenceSegment), "cold, no segments" also deletes them, so the
 * check re-reads and re-scans the whole transcript as it did before segments existed. The three
 * are interleaved check by check on the same runs, so the machine's load falls on all alike.
 * Runs unchanged on a tree without segments (then the two cold lines are the same path).
 *
 *   npx tsx bench/cold-check.ts [--n 40] [--db pglite,postgres]
 */
import { readFileSync } from "node:fs";
import { useSharedDatabase as shareDatabase, type Database } from "../lib/db";
import { startRun } from "../lib/agent-api/start-run";
import { appendEvents } from "../lib/agent-api/append-events";
import { checkToolCallForRun } from "../lib/agent-api/check-tool-call";
import { clearRunEvidence } from "../lib/agent-api/run-evidence-cache";
import { RATE_LIMIT } from "../lib/agent-api/rate-limit";
import { orderResult } from "./sundry-order";
import { loadAverage, runBench, withBenchDatabase } from "./bench-run";

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const N = Number(arg("n", "40"));
const KINDS = arg("db", "pglite,postgres").split(",");
const LENGTHS = [10, 500];
const PATHS = ["warm", "cold", "cold, no segments"] as const;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function benchDatabase(db: Database) {
  shareDatabase(db);
  const prisma = db.prisma;
  RATE_LIMIT.perWindow = 100_000_000;
  const agent = await prisma.agent.create({
    data: { name: "cold", tools: JSON.parse(readFileSync("examples/sundry/tools.json", "utf8")), policy: JSON.parse(readFileSync("examples/sundry/policy.json", "utf8")) },
  });
  const hasSegments = await prisma.$queryRawUnsafe(`SELECT 1 FROM "EvidenceSegment" LIMIT 0`).then(() => true, () => false);
  const rows: string[] = [];
  for (const n of LENGTHS) {
    const { run } = await startRun(prisma, agent.id, { idempotency_key: `cold-${n}`, ticket: { id: `T-cold-${n}`, subject: "cold" }, customer: { id: "cust_1042" } });
    const events: { id: string; message: Record<string, unknown> }[] = [{ id: "u", message: { role: "user", content: "Where is SU-10000?" } }];
    for (let i = 0; i < n; i++) {
      events.push({ id: `a${i}`, message: { role: "assistant", content: null, tool_calls: [{ id: `c${i}`, type: "function", function: { name: "get_order", arguments: JSON.stringify({ order_id: `SU-${10000 + i}` }) } }] } });
      events.push({ id: `t${i}`, message: { role: "tool", tool_call_id: `c${i}`, content: JSON.stringify(orderResult(i)) } });
    }
    for (let i = 0; i < events.length; i += 100) await appendEvents(prisma, agent.id, run.id, { events: events.slice(i, i + 100) });
    const check = () => checkToolCallForRun(prisma, agent.id, run.id, { call: { id: "cx", name: "get_order", arguments: '{"order_id":"SU-10000"}' } });
    await check();
    const samples: Record<(typeof PATHS)[number], number[]> = { warm: [], cold: [], "cold, no segments": [] };
    for (let i = 0; i < N + 3; i++) {
      for (const p of PATHS) {
        if (p !== "warm") clearRunEvidence();
        // The previous "no segments" check wrote its whole segment again: a "cold" check finds one.
        if (p === "cold, no segments" && hasSegments) await prisma.$executeRawUnsafe(`DELETE FROM "EvidenceSegment" WHERE "runId" = $1`, run.id);
        const t = performance.now();
        await check();
        if (i >= 3) samples[p].push(performance.now() - t);
        // A first check's large segment is stored after it answers (a timer a tight in-process loop
        // starves): let it land, untimed, as it would between an agent's requests.
        for (let w = 0; hasSegments && w < 100 && !(await prisma.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM "EvidenceSegment" WHERE "runId" = $1 LIMIT 1`, run.id)).length; w++) await new Promise((r) => setTimeout(r, 20));
      }
    }
    for (const p of PATHS) rows.push(`| ${p} | ${n} | ${pct(samples[p], 0.5).toFixed(2)} | ${pct(samples[p], 0.9).toFixed(2)} |`);
  }
  console.log(`\n### ${db.kind}: ${N} checks per line, interleaved; evidence segments ${hasSegments ? "kept" : "not in this schema"}; load average ${loadAverage()}\n`);
  console.log(`| path | results | p50 ms | p90 ms |\n|---|---|---|---|\n${rows.join("\n")}`);
}

async function main() {
  console.log(`node ${process.version}, load average ${loadAverage()}`);
  for (const kind of KINDS) await withBenchDatabase(kind, "gc_cold_check", benchDatabase);
  console.log(`\nload average at end ${loadAverage()}`);
}

runBench(main);
