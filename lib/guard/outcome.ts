import type { GuardCode, RetryAdvice } from "./codes";

/** A check's negative result before it becomes a verdict. */
export interface Outcome {
  code: GuardCode;
  message: string;
  details: Record<string, unknown>;
  /** Overrides the default advice for the code. */
  retry?: RetryAdvice;
}
