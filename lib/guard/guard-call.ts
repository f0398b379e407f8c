import type { RunFacts } from "../run/types";
import { RETRY_ADVICE } from "./codes";
import { checkAmounts } from "./check-amount";
import { checkDates } from "./check-dates";
import { checkOwnership, checkProvenance } from "./check-provenance";
import { checkRegistry } from "./check-registry";
import { checkRelations } from "./check-relations";
import { resolveCustomer } from "./resolve-customer";
import { checkSchema, parseArguments } from "./check-schema";
import { collectArgs } from "./collect-args";
import type { Guard } from "./create-guard";
import type { Ledger } from "./ledger-types";
import type { Outcome } from "./outcome";
import { createRunState, type RunState } from "./run-state";
import { scoreGrounding } from "./score-grounding";
import type { Finding, GuardCall, Verdict } from "./types";

export interface CheckToolCallOptions {
  guard: Guard;
  /** The run's ledger, holding exactly what came before this call. */
  ledger: Ledger;
  call: GuardCall;
  facts?: RunFacts;
  /** Carry one state per run across calls so the retry cap can count consecutive rejections. */
  state?: RunState;
  /** The check's explicit now, for relative dates; else the run's own clock (see lib/evidence resolveRunClock). */
  now?: Date | string;
}

/**
 * Judge one tool call before it is dispatched. Never throws: unknown tools, prose arguments,
 * invalid values and even a bug in the guard itself come back as a verdict.
 */
export function checkToolCall(opts: CheckToolCallOptions): Verdict {
  const state = opts.state ?? createRunState();
  let verdict: Verdict;
  try {
    verdict = judge(opts);
  } catch (e) {
    // A guard bug must not take the agent down, nor let the call through unseen: a person looks.
    verdict = finish(opts.call, { code: "ungrounded_args", message: `The guard could not judge this call (${(e as Error).message}); a person must look before it runs.`, details: { internal_error: true } }, "hold", null, []);
  }
  return applyRetryLimit(opts, state, verdict);
}

function judge({ guard, ledger, call, facts, now }: CheckToolCallOptions): Verdict {
  const unknown = checkRegistry(guard, call.name);
  if (unknown) return finish(call, unknown, "reject", null, []);
  const tool = guard.tools.get(call.name)!;
  const parsed = parseArguments(tool, call.rawArguments);
  if ("outcome" in parsed) return finish(call, parsed.outcome, "reject", null, []);
  const invalid = checkSchema(tool, parsed.args);
  if (invalid) return finish(call, invalid, "reject", null, []);
  if (!tool.roles.writes) return { decision: "allow", code: "ok", message: "ok", retry: RETRY_ADVICE.ok, args_grounded: null, findings: [] };

  const values = collectArgs(tool.roles, parsed.args);
  const lookup = (argName: string) => [...guard.tools.values()].find((t) => !t.roles.writes && t.roles.args.some((a) => a.path === argName))?.def.name;
  const firstId = values.find((v) => v.arg.role === "identifier");
  const prov = checkProvenance(ledger, guard.policy, values, firstId ? lookup(firstId.name) : undefined);
  const findings: Finding[] = prov.findings;
  let outcome: Outcome | null = prov.outcome;
  const customer = resolveCustomer(ledger, guard, facts);
  outcome ??= checkOwnership(ledger, guard.policy, values, tool.roles.customerArg, customer, findings);
  const related = checkRelations(ledger, guard.policy, tool.roles, values, findings);
  outcome ??= related;
  if (tool.roles.movesMoney) {
    const money = checkAmounts(ledger, guard, call.name, values, tool.roles.entityArg, findings);
    outcome ??= money;
  }
  findings.push(...checkDates(ledger, values, now));
  const score = scoreGrounding(findings);
  // The escalation path must always work, even when the model's summary names a made-up id:
  // a person reads it next. Findings are still reported for the console.
  if (call.name === guard.policy.escalationTool) return { decision: "allow", code: "ok", message: "ok", retry: RETRY_ADVICE.ok, args_grounded: score, findings };
  if (outcome) return finish(call, outcome, "reject", score, findings);
  if (score < guard.policy.holdThreshold) {
    const weak = findings.filter((f) => f.score < 1).map((f) => `${f.path}=${JSON.stringify(f.value)} (${f.status})`);
    return finish(call, { code: "ungrounded_args", message: `Held for review: args_grounded ${score} is below ${guard.policy.holdThreshold}. Not traced to this run: ${weak.join(", ")}. A person will confirm before ${call.name} runs; tell the customer it is being reviewed.`, details: { threshold: guard.policy.holdThreshold } }, "hold", score, findings);
  }
  return { decision: "allow", code: "ok", message: "ok", retry: RETRY_ADVICE.ok, args_grounded: score, findings };
}

function finish(call: GuardCall, o: Outcome, decision: "reject" | "hold", score: number | null, findings: Finding[]): Verdict {
  const retry = o.retry ?? RETRY_ADVICE[o.code];
  return {
    decision,
    code: o.code,
    message: o.message,
    retry,
    args_grounded: score,
    findings,
    error: { tool_use_id: call.id, is_error: true, code: o.code, message: o.message, retry, details: { ...o.details, ...(findings.length ? { findings } : {}) } },
  };
}

/** Rule 9: the Nth consecutive rejection in a run escalates and lists every attempt. */
function applyRetryLimit(opts: CheckToolCallOptions, state: RunState, v: Verdict): Verdict {
  if (v.decision === "allow") {
    state.rejected = [];
    return v;
  }
  if (v.decision === "hold") return v;
  state.rejected.push({ call_id: opts.call.id, tool: opts.call.name, code: v.code, message: v.message });
  const limit = opts.guard.policy.retryLimit;
  if (state.rejected.length < limit) return v;
  const esc = opts.guard.policy.escalationTool;
  const list = state.rejected.map((a, i) => `${i + 1}) ${a.tool || "(no name)"}: ${a.code}`).join("; ");
  const message = `${state.rejected.length} calls in a row were refused (${list}). Stop retrying: ${esc && opts.guard.tools.has(esc) ? `use ${esc} to hand this to a person` : "tell the customer plainly what cannot be done"}. Last problem: ${v.message}`;
  return finish(opts.call, { code: "retry_limit", message, retry: "escalate", details: { attempts: [...state.rejected], last_code: v.code } }, "reject", v.args_grounded, v.findings);
}
