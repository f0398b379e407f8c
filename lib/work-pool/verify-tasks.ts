/**
 * The engine passes that run on pool threads, as plain functions of plain data (what crosses a
 * thread boundary is structured-cloned: messages, clauses, policy, never a compiled guard).
 * Framework-free, like the engines they call.
 */
import { createGuard, replayRun, toolParameterNames, type CallVerdict, type Guard } from "../guard";
import { extractClaims, judgeRunReplies, toNormalizedRun, verifyReplyWithJudge, type Clause, type ReplyJudgement, type ToolParameters, type VerifyResult } from "../verify";
import type { Policy } from "../policy/types";
import { packsFor } from "../verify/packs";
import type { TaskFailure } from "./worker-pool";

export class LimitExceeded extends Error {
  constructor(readonly failure: TaskFailure) {
    super(failure.message);
  }
}

/**
 * Refuses a reply over the claim limit before any verification, and cheaply: extraction stops at
 * the first claim past the limit, so a reply of 30,000 amounts costs what one of 1,001 does.
 */
function enforceClaimLimit(text: string, maxClaims: number, field: string) {
  const counted = extractClaims(text, undefined, { stopAfter: maxClaims + 1 }).length;
  if (counted > maxClaims) {
    throw new LimitExceeded({
      code: "payload_too_large",
      message: `${field} makes more than ${maxClaims} claims; at most ${maxClaims} are checked per reply. Split it into shorter replies.`,
      details: { field, claims: counted, limit: maxClaims },
    });
  }
}

export interface VerifyReplyTask {
  messages: unknown[];
  customerId: string;
  text: string;
  clauses: Clause[];
  policy: Policy;
  /** The agent's tools' parameter names (a lookup promise by a detail no tool takes is invented). */
  tools?: ToolParameters;
  budget: number;
  maxClaims: number;
}

export async function verifyReplyTask(t: VerifyReplyTask): Promise<VerifyResult> {
  enforceClaimLimit(t.text, t.maxClaims, "text");
  return verifyReplyWithJudge({ run: t.messages, facts: { customerId: t.customerId } }, t.text, { clauses: t.clauses, policy: t.policy, packs: packsFor(t.policy), tools: t.tools, budget: t.budget });
}

export interface JudgeImportTask {
  agent: { id: string; tools: unknown; policy: unknown; updatedAt: number };
  messages: unknown[];
  customerId: string;
  clauses: Clause[];
  budget: number;
  maxClaims: number;
}

// A pool thread compiles an agent's guard once and reuses it until the agent changes.
const guards = new Map<string, { version: number; guard: Guard }>();
function guardOf(agent: JudgeImportTask["agent"]): Guard {
  const hit = guards.get(agent.id);
  if (hit && hit.version === agent.updatedAt) return hit.guard;
  const guard = createGuard({ tools: agent.tools, policy: agent.policy ?? undefined });
  guards.set(agent.id, { version: agent.updatedAt, guard });
  return guard;
}

/** An import's judgement: every tool call replayed causally and every reply verified. */
export function judgeImportTask(t: JudgeImportTask): { verdicts: CallVerdict[]; replies: ReplyJudgement[] } {
  const guard = guardOf(t.agent);
  const facts = { customerId: t.customerId };
  const run = toNormalizedRun(t.messages);
  for (const e of run.entries) if (e.role === "assistant" && e.text) enforceClaimLimit(e.text, t.maxClaims, `messages.${e.index}.content`);
  const { verdicts } = replayRun(guard, run, facts);
  const replies = judgeRunReplies({ run, facts }, { clauses: t.clauses, policy: guard.policy, packs: packsFor(guard.policy), tools: toolParameterNames(guard), budget: t.budget });
  return { verdicts, replies };
}

export const TASKS = { verifyReply: verifyReplyTask, judgeImport: judgeImportTask } as const;
export type TaskKind = keyof typeof TASKS;
