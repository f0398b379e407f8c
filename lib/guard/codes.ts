/**
 * Every code a verdict can carry. Stable: consoles, reports and agents switch on them.
 * Documented with retry advice and example messages in CODES.md.
 */
export const GUARD_CODES = [
  "ok",
  "unknown_tool",
  "malformed_call",
  "unknown_param",
  "missing_param",
  "invalid_value",
  "unknown_id",
  "wrong_customer",
  "not_in_entity",
  "unavailable",
  "amount_unmatched",
  "retry_limit",
  "ungrounded_args",
] as const;
export type GuardCode = (typeof GUARD_CODES)[number];

export type RetryAdvice = "fix_and_retry" | "escalate" | "do_not_retry";

/** Default advice per code; a missing capability may turn `unknown_tool` into `escalate`. */
export const RETRY_ADVICE: Record<GuardCode, RetryAdvice> = {
  ok: "do_not_retry",
  unknown_tool: "fix_and_retry",
  malformed_call: "fix_and_retry",
  unknown_param: "fix_and_retry",
  missing_param: "fix_and_retry",
  invalid_value: "fix_and_retry",
  unknown_id: "fix_and_retry",
  // Acting for another buyer is never fixed by changing the call: a person has to look.
  wrong_customer: "escalate",
  // The right child id is in the record the message lists: the model can pick it.
  not_in_entity: "fix_and_retry",
  unavailable: "fix_and_retry",
  amount_unmatched: "fix_and_retry",
  retry_limit: "escalate",
  // A held call is already waiting for a person; the model should not send it again.
  ungrounded_args: "do_not_retry",
};
