import { loadPolicyFile, PolicyError } from "../policy/parse-policy";
import type { Policy } from "../policy/types";
import { ClauseLibraryError, judgeRunReplies, parseClauseLibrary, summarizeTelemetry, toolParameters, type Clause, type ToolParameters, type VerificationTelemetry } from "../verify";
import { packsFor, resolvePacks, UnknownPackError } from "../verify/packs";
import type { Pack } from "../verify/types";
import { InputError, readInputFile } from "./load-inputs";
import { UsageError } from "./parse-args";
import type { RunContext, RunJudge } from "./run-judge";

/**
 * The reply verifier as a replay judge: one `{"kind":"reply", run, message_index, verdict, held,
 * claims}` line per assistant message that speaks to the customer, judged on what came before it.
 * `--clauses` loads the clause library, `--tools` gives the agent's tools (a promise to look the
 * customer up by a detail no tool takes is invented), `--pack NAME[,NAME]` adds packs to those the
 * policy names (lib/verify/packs), `--budget` sets the evidence budget (bytes); a run line may
 * carry `now` (ISO date) as the reference day for relative dates, else the current time is used.
 */
export function replyJudge(flags: Record<string, string | true>): RunJudge {
  const str = (k: string) => (typeof flags[k] === "string" ? (flags[k] as string) : undefined);
  let clauses: Clause[] | undefined;
  if (str("clauses")) {
    try {
      clauses = parseClauseLibrary(JSON.parse(readInputFile(str("clauses")!, "--clauses")));
    } catch (e) {
      if (e instanceof InputError) throw e;
      throw new InputError(`--clauses ${str("clauses")}: ${e instanceof ClauseLibraryError ? e.problems.join("; ") : (e as Error).message}`);
    }
  }
  const budget = str("budget") === undefined ? 0 : Number(str("budget"));
  if (!(budget >= 0) || !Number.isInteger(budget)) throw new UsageError(`--budget must be a whole number of bytes (got ${str("budget")})`);
  let policy: Policy | undefined;
  try {
    policy = str("policy") ? loadPolicyFile(str("policy")!) : undefined;
  } catch (e) {
    if (e instanceof PolicyError) throw new InputError(`--policy ${e.problems.join("; ")}`);
    throw e;
  }
  // The guard has already read and validated --tools; here only each tool's parameter names are kept.
  let tools: ToolParameters | undefined;
  if (str("tools")) {
    try {
      tools = toolParameters(JSON.parse(readInputFile(str("tools")!, "--tools")));
    } catch (e) {
      if (e instanceof InputError) throw e;
      throw new InputError(`--tools ${str("tools")} is not JSON: ${(e as Error).message}`);
    }
  }
  let packs: Pack[];
  try {
    packs = [...new Set([...packsFor(policy), ...resolvePacks(str("pack")?.split(",").map((x) => x.trim()).filter(Boolean))])];
  } catch (e) {
    if (e instanceof UnknownPackError) throw new UsageError(`--pack: ${e.message}`);
    throw e;
  }
  const telemetry: VerificationTelemetry[] = [];
  return {
    name: "replies",
    judgeRun(ctx: RunContext) {
      const now = typeof ctx.run.raw.now === "string" ? ctx.run.raw.now : undefined;
      return judgeRunReplies(ctx.normalized, { clauses, policy, packs, budget, now, tools }).map((r) => {
        telemetry.push(r.telemetry);
        return { kind: "reply", run: ctx.run.id, message_index: r.message_index, verdict: r.verdict, held: r.held, claims: r.claims };
      });
    },
    summary() {
      const s = summarizeTelemetry(telemetry);
      const lines = [`replies checked: ${s.verifications}`, `  claims: ${Object.entries(s.claims).map(([k, v]) => `${k} ${v}`).join(", ")}`];
      lines.push(`  evidence truncated in ${(s.truncationRate * 100).toFixed(1)}% of replies; unverifiable/invented ${s.unverifiableToInvented.toFixed(2)}`);
      lines.push(`  policy sentences: ${s.policySentences}, not checked ${(s.notCheckedRate * 100).toFixed(1)}% (confirm facts in the clause library, or configure the model judge)`);
      for (const a of s.alarms) lines.push(`ALARM ${a.message}`);
      return lines;
    },
  };
}
