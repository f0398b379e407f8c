/**
 * verifyReply plus the optional model judge for the policy sentences code left not checked. The
 * judge is the caller's model (`judge: model`, a JudgeModel: lib/sdk wraps an AI SDK or Agents SDK
 * model), the server's OpenAI-compatible endpoint (`judge: { url, model }`, or the environment), or
 * off (`judge: null`).
 */
import { judgeReply } from "./judge/judge-reply";
import type { JudgeLimits, JudgeModel } from "./judge/judge-types";
import { judgeConfigFromEnv, openAiCompatibleJudge, type JudgeConfig } from "./judge/openai-compatible";
import type { RunInput, VerifyOptions, VerifyResult } from "./types";
import { verifyReply } from "./verify-reply";

export interface JudgeOptions extends VerifyOptions {
  /** A judge model, an endpoint's config; undefined = read the environment, null = off. */
  judge?: JudgeModel | JudgeConfig | null;
  judgeLimits?: JudgeLimits;
}

const isModel = (j: unknown): j is JudgeModel => !!j && typeof (j as JudgeModel).judge === "function";

export function resolveJudge(judge: JudgeOptions["judge"]): { model: JudgeModel; limits: JudgeLimits } | null {
  const chosen = judge === undefined ? judgeConfigFromEnv() : judge;
  if (!chosen) return null;
  if (isModel(chosen)) return { model: chosen, limits: {} };
  return { model: openAiCompatibleJudge(chosen), limits: { timeoutMs: chosen.timeoutMs } };
}

export async function verifyReplyWithJudge(run: RunInput | unknown, reply: string | Record<string, unknown>, options: JudgeOptions = {}, beforeSeq = Infinity): Promise<VerifyResult> {
  const result = verifyReply(run, reply, options, beforeSeq);
  const judge = resolveJudge(options.judge);
  if (!judge) return result;
  return judgeReply(result, judge.model, { ...judge.limits, ...(options.judgeLimits ?? {}) });
}
