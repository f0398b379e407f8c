/**
 * Types of the reply verifier. See README.md beside this file for the citation markers, the
 * clause library format, the verdicts and the environment variables.
 */
import type { ResultKind } from "../policy/types";
import type { NormalizedRun, RunFacts } from "../run/types";

export type { ResultKind };

export type Verdict = "grounded" | "invented" | "unverifiable" | "cited_unsupported";
export const VERDICTS: readonly Verdict[] = ["grounded", "invented", "unverifiable", "cited_unsupported"];

export type ClaimKind = "date" | "money" | "percent" | "identifier" | "policy" | "citation";
export const CLAIM_KINDS: readonly ClaimKind[] = ["date", "money", "percent", "identifier", "policy", "citation"];

/** The part of lib/policy's Policy the verifier reads: a parsed Policy fits it. */
export interface PolicyLike {
  tools?: Record<string, { resultKind?: ResultKind }>;
}

export interface ClauseScope {
  regions?: string[];
  categories?: string[];
  statuses?: string[];
  maxDaysSinceDelivery?: number;
  maxDaysSincePurchase?: number;
}

export interface Clause {
  id: string;
  /** Former ids; a citation of an alias resolves to this clause. */
  aliases?: string[];
  title: string;
  text: string;
  version?: string;
  scope?: ClauseScope;
  /** ISO dates; the clause is in force on `now` when effectiveFrom <= now <= effectiveTo. */
  effectiveFrom?: string;
  effectiveTo?: string;
}

/** A normalised value: what a claim says, in a form comparable with evidence. */
export type ClaimValue =
  | { type: "money"; cents: number; currency: string | null }
  | { type: "percent"; ratio: number }
  | { type: "date"; dates: string[]; relative: boolean }
  /** `suffix`: stated as the end of a longer id ("card ending in 6644"). */
  | { type: "identifier"; id: string; suffix?: boolean }
  | { type: "policy"; clauseIds: string[] }
  | { type: "citation"; toolCallId: string };

export interface Support {
  source: "tool" | "user" | "clause";
  messageIndex?: number;
  toolCallId?: string;
  toolName?: string | null;
  clauseId?: string;
  clauseVersion?: string;
  /** [start, end) character offsets into the message content or the clause text. */
  span: [number, number];
}

export interface Claim {
  kind: ClaimKind;
  /** The claim as written in the reply. */
  text: string;
  /** [start, end) character offsets into the reply. */
  span: [number, number];
  value: ClaimValue;
  verdict: Verdict;
  reason: string;
  support: Support[];
  /** Tool call ids and clause ids cited by the sentence this claim sits in. */
  citations: { tools: string[]; clauses: string[] };
  /** Lexical support score (policy claims with a valid clause). */
  score?: number;
  /** True when the claim waits for a person or the model judge: never read it as passed. */
  held?: boolean;
}

export interface VerificationTelemetry {
  bytesBefore: number;
  bytesAfter: number;
  truncated: boolean;
  /** Bytes of evidence per tool name before packing ("(customer)" for the customer's words). */
  bytesByTool: Record<string, number>;
  counts: Record<Verdict, number>;
  held: number;
  packer: PackerName;
}

export interface VerifyResult {
  verdict: Verdict;
  /** True when some claim is held for a person or the judge. */
  held: boolean;
  claims: Claim[];
  telemetry: VerificationTelemetry;
}

export type PackerName = "claim-aware" | "head-first";

export interface VerifyOptions {
  clauses?: Clause[];
  policy?: PolicyLike;
  /** Evidence budget in characters; absent or 0 = no budget. */
  budget?: number;
  packer?: PackerName;
  /** Reference date for relative dates and days-since checks. Defaults to the current time. */
  now?: Date | string;
  /** The customer's own messages count as evidence for values (default true). */
  customerWordsAsEvidence?: boolean;
  /** Set when the caller knows the run's capture was incomplete: missing claims become unverifiable. */
  captureIncomplete?: boolean;
  /** Lexical support score at or above which a cited clause supports its sentence (default 0.5). */
  supportThreshold?: number;
  /** Field names read from tool results for clause scope checks (merged over the defaults). */
  scopeFields?: Partial<Record<ScopeAttribute, string[]>>;
  /** Size of the chunks evidence is packed in (characters, default 2048). */
  chunkSize?: number;
}

export type ScopeAttribute = "region" | "category" | "status" | "deliveredAt" | "purchasedAt";

/** A run as messages, or already normalised, with optional facts from the ticket. */
export type RunInput = unknown[] | NormalizedRun | { run: NormalizedRun | unknown[]; facts?: RunFacts };
