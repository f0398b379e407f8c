import type { RunJudge } from "./run-judge";

/**
 * Judges `groundcheck replay` runs on every run after the tool-call guard. The reply verifier
 * registers itself here: read its own flags (`--clauses`, `--budget`, already accepted by the
 * parser), return a RunJudge whose output lines carry their own `kind`, and its summary lines.
 * Returning nothing keeps replay a pure tool-call replay.
 */
export function extraJudges(_flags: Record<string, string | true>): RunJudge[] {
  return [];
}
