import { replyJudge } from "./reply-judge";
import type { RunJudge } from "./run-judge";

/**
 * Judges `groundcheck replay` runs on every run after the tool-call guard: the reply verifier
 * (lib/verify), which reads its own flags (`--clauses`, `--budget`) and prints one
 * `{"kind":"reply", ...}` line per assistant message that speaks to the customer.
 */
export function extraJudges(flags: Record<string, string | true>): RunJudge[] {
  return [replyJudge(flags)];
}
