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

export const FINDING_STATUSES = ["grounded", "unseen", "near_miss", "wrong_customer", "not_in_entity", "wrong_kind", "unavailable", "unmatched", "matched_sum", "matched_policy", "exceeds_charge", "unit_mismatch"] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

/**
 * The record a child id was checked against: the parent (an order and its items) or, for a
 * replacement, the group of alternatives (a product and its variants), as the run last saw it.
 */
export interface EntityContext {
  relation: "child" | "replacement";
  /** Whether the relation came from the policy or was inferred from the records' shape. */
  source: "declared" | "inferred";
  /** "order", "product". */
  kind: string;
  /** Field holding the record's id (`order_id`, `product_id`) and its value. */
  field: string;
  id: string;
  /** Key of the child ids (`item_id`) and the children the record lists (alternatives carry availability). */
  childField: string;
  children: Array<{ value: string; available?: boolean; evidence?: EvidenceLocation }>;
  /** The call's id that does not fit. */
  offending: string;
  /** For a replacement: the child it replaces, and the group the offending id was seen in instead. */
  replaces?: string;
  seenAs?: { field: string; value: string };
  unavailableBecause?: string;
  /** Where the record's id was read. */
  record?: EvidenceLocation;
}

/** How an amount the evidence does not quote verbatim was derived: operands, count, formula, and the policy passage for a rate. */
export interface AmountDerivation {
  formula: string;
  kind: "sum" | "difference" | "product" | "policy";
  terms: Array<{ cents: number; label: string; evidence?: EvidenceLocation }>;
  count?: { n: number; label: string; evidence?: EvidenceLocation };
  /** The operator's policy text that states the amount (system prompt or clause). */
  passage?: { source: "clause" | "prompt"; text: string; span: [number, number]; clauseId?: string; clauseVersion?: string; messageIndex?: number; amountSpan: [number, number] };
}

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
  /**
   * The entity's owner and the run's customer side by side (wrong_customer, or an owner the guard
   * could not compare because the customer is unknown: `expected` null).
   */
  owner?: {
    value: string;
    expected: string | null;
    evidence: EvidenceLocation[];
    /** The owner field (`user_id`) and whether the policy declared it or the guard inferred it from the record. */
    field?: string;
    fieldSource?: "declared" | "inferred";
    /** How the run's customer was known: the check's facts, the run's authentication lookup, its first user record. */
    customerSource?: "facts" | "auth_lookup" | "user_record" | "self_identified" | "unknown";
    customerDetail?: string;
    customerEvidence?: EvidenceLocation;
  };
  /** A not_in_entity / wrong_kind / unavailable finding: the record the id was checked against. */
  entity?: EntityContext;
  /** A derived or policy-set amount: the formula and its operands. */
  derivation?: AmountDerivation;
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
