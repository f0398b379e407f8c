/**
 * Judge every assistant message of a run that speaks to the customer (non-empty text), each on
 * what came before it. For the CLI (`groundcheck replay`), the scorers and the app.
 */
import type { AssistantEntry } from "../run/types";
import type { Claim, RunInput, Verdict, VerificationTelemetry, VerifyOptions } from "./types";
import { toNormalizedRun, verifyReply } from "./verify-reply";

export interface ReplyJudgement {
  message_index: number;
  verdict: Verdict;
  held: boolean;
  claims: Claim[];
  telemetry: VerificationTelemetry;
}

export function judgeRunReplies(messages: RunInput | unknown, options: VerifyOptions = {}): ReplyJudgement[] {
  const run = toNormalizedRun(messages);
  const replies = run.entries.filter((e): e is AssistantEntry => e.role === "assistant" && typeof e.text === "string" && e.text.trim() !== "");
  return replies.map((e) => {
    const r = verifyReply(run, e.text, options, e.seq);
    return { message_index: e.index, verdict: r.verdict, held: r.held, claims: r.claims, telemetry: r.telemetry };
  });
}
