import type { NormalizedRun } from "../run/types";
import type { RunRecord } from "./load-inputs";

export interface RunContext {
  run: RunRecord;
  /** 1-based line of the run in RUNS.jsonl. */
  line: number;
  normalized: NormalizedRun;
}

/**
 * One thing `replay` judges per run. The guard's tool-call judge is one; the reply verifier adds
 * another (its lines carry their own `kind`). Judges only return output objects and summary lines:
 * the replay loop owns reading, error reporting, progress and printing.
 */
export interface RunJudge {
  name: string;
  judgeRun(ctx: RunContext): object[];
  summary(): string[];
}
