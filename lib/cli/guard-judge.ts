import type { Guard } from "../guard/create-guard";
import { inventedToolCounts } from "../guard/index";
import { replayRun } from "../guard/replay-run";
import type { RunContext, RunJudge } from "./run-judge";

/** The tool-call judge: one output line per tool call, replayed causally, plus the summary tallies. */
export function guardJudge(guard: Guard): RunJudge {
  let calls = 0;
  const byCode = new Map<string, number>();
  return {
    name: "tool_calls",
    judgeRun(ctx: RunContext) {
      const { verdicts } = replayRun(guard, ctx.normalized, { customerId: ctx.run.customerId });
      return verdicts.map(({ callId, tool, messageIndex, verdict: v }) => {
        calls++;
        const key = `${v.decision} ${v.code}`;
        byCode.set(key, (byCode.get(key) ?? 0) + 1);
        return { kind: "tool_call", run: ctx.run.id, call_id: callId, tool, message_index: messageIndex, decision: v.decision, code: v.code, message: v.message, retry: v.retry, args_grounded: v.args_grounded, findings: v.findings };
      });
    },
    summary() {
      const lines = [`tool calls checked: ${calls}`];
      for (const [k, n] of [...byCode].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) lines.push(`  ${k}: ${n}`);
      const invented = inventedToolCounts(guard);
      lines.push(invented.length ? `invented tool names: ${invented.map((t) => `${t.name} (${t.count})`).join(", ")}` : "invented tool names: none");
      return lines;
    },
  };
}
