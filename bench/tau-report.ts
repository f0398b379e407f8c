/**
 * Replays the 100 tau-bench airline runs through the guard and reports, for every write call,
 * the decision and code, and separately for the calls identical to one of the run's gold_actions
 * (which a correct guard must allow). Usage: npx tsx bench/tau-report.ts [--list]
 */
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { createGuard, replayRun } from "../lib/guard/index";
import { loadPolicyFile } from "../lib/policy/index";

const data = new URL("../../shared/datasets/tau-bench-airline/", import.meta.url);
const tools = JSON.parse(readFileSync(new URL("tools.json", data), "utf8"));
const guard = createGuard({ tools, policy: loadPolicyFile(new URL("../examples/tau-airline/policy.json", import.meta.url).pathname) });
const runs = readFileSync(new URL("runs.jsonl", data), "utf8").trim().split("\n").map((l) => JSON.parse(l));
const list = process.argv.includes("--list");

const byCode = new Map<string, number>();
const byTool = new Map<string, number>();
let writes = 0;
let gold = 0;
let goldAllowed = 0;
for (const run of runs) {
  const { verdicts } = replayRun(guard, run.messages, { customerId: run.user_id });
  // Verdicts come in call order; ids are not unique in every run, so pair by position.
  const calls: unknown[] = [];
  for (const m of run.messages) for (const tc of m.tool_calls ?? []) calls.push(JSON.parse(tc.function.arguments));
  for (const [k, v] of verdicts.entries()) {
    if (!guard.tools.get(v.tool)?.roles.writes) continue;
    writes++;
    byTool.set(v.tool, (byTool.get(v.tool) ?? 0) + 1);
    const key = `${v.verdict.decision}/${v.verdict.code}`;
    byCode.set(key, (byCode.get(key) ?? 0) + 1);
    const isGold = run.gold_actions.some((g: { name: string; kwargs: unknown }) => g.name === v.tool && isDeepStrictEqual(g.kwargs, calls[k]));
    if (isGold) {
      gold++;
      if (v.verdict.decision === "allow") goldAllowed++;
    }
    if (list && (v.verdict.decision !== "allow" || (isGold && v.verdict.decision !== "allow"))) {
      console.log(`${run.id}${isGold ? " GOLD" : ""} reward=${run.reward} ${v.tool} ${key} grounded=${v.verdict.args_grounded}\n  args: ${JSON.stringify(calls[k])}\n  ${v.verdict.message}`);
    }
  }
}
console.log(`write calls: ${writes} (${[...byTool].sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${n}`).join(", ")})`);
for (const [k, n] of [...byCode].sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${n}`);
console.log(`gold write calls allowed: ${goldAllowed}/${gold}`);
