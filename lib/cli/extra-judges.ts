import type { RunJudge } from "./run-judge";

/**
 * Judges `groundcheck replay` runs on every run after the tool-call guard. The reply verifier
 * registers itself here: add a `flags: Record<string, string | true>` parameter, read its own
 * flags (`--clauses`, `--budget` are already accepted by the parser), and return a RunJudge whose
 * output lines carry their own `kind` ("reply"), plus its summary lines. Returning nothing keeps
 * replay a pure tool-call replay.
 */
export function extraJudges(): RunJudge[] {
  return [];
}
