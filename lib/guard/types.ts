import type { ArgRole, MoneyUnit } from "../policy/types";
import type { GuardCode, RetryAdvice } from "./codes";

export type Decision = "allow" | "reject" | "hold";

/** One place a value was seen. Spans index into the exact string the caller holds (tool result content or user text). */
export interface EvidenceLocation {
  /** Index of the message in the caller's original messages array. */
  messageIndex: number;
  /** Tool call this result answers; null for the customer's words. */
  toolCallId: string | null;
  source: "tool_result" | "user";
  /** [start, end) character offsets within the tool result content / user text. */
  span: [number, number];
  /** JSON path within the tool result (`$.orders[0].order_id`), when the result is JSON. */
  jsonPath?: string;
  /** The text at the span, as it appears there. */
  text: string;
}

export type FindingStatus = "grounded" | "unseen" | "near_miss" | "wrong_customer" | "unmatched" | "matched_sum" | "exceeds_charge" | "unit_mismatch";

export interface NearMiss {
  /** The seen value one edit away. */
  value: string;
  kind: "transposition" | "substitution" | "deletion" | "insertion" | "case";
  /** e.g. "two digits swapped", "one character different: ...", "differs only in letter case". */
  description: string;
  /** [start, end) of the differing characters within the call's value and within the seen value. */
  diffInCall: [number, number];
  diffInSeen: [number, number];
  evidence: EvidenceLocation[];
}

export interface Finding {
  /** Concrete argument path: `payment_methods[1].payment_id`. */
  path: string;
  value: unknown;
  role: ArgRole;
  status: FindingStatus;
  /** Where the value (or the facts that support or contradict it) was seen. */
  evidence: EvidenceLocation[];
  nearMisses?: NearMiss[];
  /** Entity owner when a wrong_customer finding, with where the owner was read. */
  owner?: { value: string; expected: string; evidence: EvidenceLocation[] };
  unit?: MoneyUnit;
  unitSource?: "declared" | "inferred";
  /** Weight of this finding in args_grounded (0 = not counted) and its score (0..1). */
  weight: number;
  score: number;
  note?: string;
}

/** The model-facing error returned in place of the tool result when a call is not executed. */
export interface ModelError {
  tool_use_id: string;
  is_error: true;
  code: GuardCode;
  message: string;
  retry: RetryAdvice;
  details: Record<string, unknown>;
}

export interface Verdict {
  decision: Decision;
  code: GuardCode;
  message: string;
  retry: RetryAdvice;
  /** 0..1 for write calls; null for read calls and calls rejected before their arguments could be read. */
  args_grounded: number | null;
  findings: Finding[];
  /** Present when decision is reject or hold: send this back to the model instead of a tool result. */
  error?: ModelError;
}

/** A tool call as the guard sees it; `rawArguments` is a JSON string (OpenAI) or an object (Anthropic). */
export interface GuardCall {
  id: string;
  name: string;
  rawArguments: unknown;
}
