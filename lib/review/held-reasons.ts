import { GUARD_CODES, type GuardCode } from "../guard/codes";
import { VERDICTS, type Verdict } from "../verify/types";

/** Every code a held item's reasonCodes can carry: a guard code (writes) or a claim verdict (replies). */
export type HeldReason = GuardCode | Verdict;

export interface ReasonInfo {
  /** What a support lead reads in the queue instead of the code. */
  label: string;
  /** Default time to decision in minutes; managers override it per reason (ReasonSla). */
  slaMinutes: number;
}

/**
 * The one table of held-item reasons. Keyed by every guard code and every verdict, so a code added
 * to lib/guard/codes.ts or lib/verify/types.ts is a compile error here until it has a label and an
 * SLA. Money and the wrong buyer come first (30 minutes); replies that are merely unverifiable can
 * wait half a day.
 */
export const HELD_REASONS: Record<HeldReason, ReasonInfo> = {
  // guard codes
  ok: { label: "No problem found", slaMinutes: 240 },
  unknown_tool: { label: "Tool that does not exist", slaMinutes: 60 },
  malformed_call: { label: "Unreadable arguments", slaMinutes: 120 },
  unknown_param: { label: "Unknown parameter", slaMinutes: 120 },
  missing_param: { label: "Missing parameter", slaMinutes: 120 },
  invalid_value: { label: "Invalid value", slaMinutes: 120 },
  unknown_id: { label: "Id never seen in the run", slaMinutes: 60 },
  wrong_customer: { label: "Another customer's record", slaMinutes: 30 },
  not_in_entity: { label: "Not part of that record", slaMinutes: 60 },
  unavailable: { label: "Unavailable item", slaMinutes: 120 },
  amount_unmatched: { label: "Amount matches no charge", slaMinutes: 30 },
  retry_limit: { label: "Too many refused calls", slaMinutes: 60 },
  ungrounded_args: { label: "Arguments not traced to the run", slaMinutes: 120 },
  // reply verdicts
  grounded: { label: "Grounded, waiting for a person", slaMinutes: 240 },
  supported_uncited: { label: "True but uncited", slaMinutes: 480 },
  not_checked: { label: "Not checked: nothing settles it", slaMinutes: 480 },
  unverifiable: { label: "Could not be verified", slaMinutes: 240 },
  cited_unsupported: { label: "Cited source does not say it", slaMinutes: 120 },
  contradicted: { label: "Contradicts a source", slaMinutes: 60 },
  failed_action: { label: "Claims an action that failed", slaMinutes: 60 },
  unperformed: { label: "Claims an action never taken", slaMinutes: 60 },
  invented: { label: "Invented fact", slaMinutes: 60 },
};

/** The reasons in menu order: guard codes, then verdicts (each list's own order). */
export const HELD_REASON_CODES: readonly HeldReason[] = [...GUARD_CODES, ...VERDICTS];

export function isHeldReason(code: string): code is HeldReason {
  return Object.prototype.hasOwnProperty.call(HELD_REASONS, code);
}

/** A code's label; an unknown code (an old row from a removed code) shows as itself. */
export function reasonLabel(code: string): string {
  return isHeldReason(code) ? HELD_REASONS[code].label : code.replaceAll("_", " ");
}
