/**
 * Types of the reply verifier. See README.md beside this file for the citation markers, the
 * clause library format, the verdicts and the environment variables.
 */
import type { ResultKind } from "../policy/types";
import type { NormalizedRun, RunFacts } from "../run/types";

export type { ResultKind };

/**
 * Claim verdicts, mildest first. One list: the type, the severity order and the pass rule derive
 * from it, so a new verdict is a compile error wherever a table of verdicts is kept.
 * - grounded: found in the evidence kept (or a cited clause that is real, retrieved, in scope, supportive);
 * - supported_uncited: a policy sentence with no citation that a policy passage the agent was given
 *   supports; passes, but stays countable apart from cited claims (seed 000's "uncited policy claims");
 * - unverifiable: the evidence was cut or no policy was available, so we cannot judge (seed 004);
 * - cited_unsupported: a real, retrieved clause that barely supports the sentence: held for a person;
 * - contradicted: the best-matching passage or record says otherwise;
 * - unperformed: the reply says an action was done, and no such write call ran (issue 16);
 * - failed_action: the call ran and its result was an error (issue 16);
 * - invented: nothing in the evidence or the policy speaks to it, on complete evidence.
 */
export const VERDICTS = ["grounded", "supported_uncited", "unverifiable", "cited_unsupported", "contradicted", "failed_action", "unperformed", "invented"] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Verdicts that let a reply go out without a person. */
export const PASSING_VERDICTS: readonly Verdict[] = ["grounded", "supported_uncited"];
export const isPassingVerdict = (v: Verdict): boolean => PASSING_VERDICTS.includes(v);
/**
 * A record check may turn this claim into a contradiction: it passed, or it was only "invented"
 * (an amount from an unbacked calculator result), where the record that says otherwise is the
 * more useful reason to show.
 */
export const isContradictable = (v: Verdict): boolean => v === "invented" || isPassingVerdict(v);

/** Verdicts that say the reply is wrong (false alarms are counted on these). */
export const FAILING_VERDICTS: readonly Verdict[] = ["invented", "contradicted", "cited_unsupported", "unperformed", "failed_action"];

export const CLAIM_KINDS = ["date", "duration", "money", "percent", "identifier", "policy", "action", "citation"] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** The part of lib/policy's Policy the verifier reads: a parsed Policy fits it. */
export interface PolicyLike {
  /** `writes` / `claims` (issue 16): which tools change the world, and which action claims each makes true. */
  tools?: Record<string, { resultKind?: ResultKind; writes?: boolean; claims?: readonly string[] }>;
}

/**
 * The actions a reply can claim were done (issue 16), one list: the extractor maps verbs to these,
 * tool names map to these, and a policy may declare them per tool (`tools.X.claims`).
 */
export const ACTION_VERBS = ["cancel", "refund", "return", "exchange", "change", "add", "remove", "book", "send", "compensate", "replace", "escalate"] as const;
export type ActionVerb = (typeof ACTION_VERBS)[number];

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
  /** A length of time ("within 5 to 7 business days", "24 hours"): never a list of dates. */
  | { type: "duration"; min: number; max: number; unit: "hour" | "day" | "business_day" | "week" | "month" | "year"; about: string | null }
  | { type: "policy"; clauseIds: string[] }
  /** A write action the reply says was done (issue 16). */
  | { type: "action"; verb: string; entity: string | null; cents?: number; recipient?: string }
  | { type: "citation"; toolCallId: string };

export interface Support {
  /**
   * prompt: the policy as the agent's system/developer prompt gave it (messageIndex + span);
   * call: the arguments of a call this run made whose result was not an error (span into the
   * arguments JSON of the assistant message at messageIndex).
   */
  source: "tool" | "user" | "clause" | "prompt" | "call";
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
  /**
   * Policy claims judged against the policy passages: the best-matching passage. For
   * supported_uncited it is the suggested citation; for contradicted, the text that says otherwise.
   */
  passage?: PassageRef;
  /** contradicted: what the reply says against what the source says. */
  /** `whole`: the total (cents) the claimed amount is only one part of, when that is the conflict ("$210 prices HAT134 + HAT045"). */
  conflict?: { claimed: string; stated: string; why: string; whole?: number };
  /** Money claims grounded as the agent's own arithmetic: the formula and where each operand came from. */
  derivation?: { formula: string; operands: { cents: number; label: string; support: Support | null }[] };
  /** Action claims (issue 16): the write call that makes the claim true, or why none does. */
  action?: ActionMatch;
}

/** A policy passage: a clause of the library or a piece of the system/developer prompt. */
export interface PassageRef {
  source: "clause" | "prompt";
  /** Clause id, or `prompt@<offset>` for a prompt passage. */
  id: string;
  clauseId?: string;
  clauseVersion?: string;
  messageIndex?: number;
  /** [start, end) into the clause text or the system message content. */
  span: [number, number];
  text: string;
}

/**
 * ran: the call ran before the reply and its result is not an error; failed: it ran and errored;
 * held: the guard held it and no person has released it (it has not run); missing: no such call
 * ran (none was made, or the guard rejected it: `rejected` then holds the guard's code).
 */
export interface ActionMatch {
  status: "ran" | "failed" | "held" | "missing";
  tool: string | null;
  toolCallId?: string;
  messageIndex?: number;
  arguments?: unknown;
  result?: string;
  /** The guard's code when the call was refused and never ran (status "missing"). */
  rejected?: string;
}

/** Which clock resolved relative dates, weekdays and years (issue 10: the run's clock, not the wall's). */
export interface ClockUsed {
  day: string;
  source: "explicit" | "prompt" | "evidence" | "wall";
  detail: string;
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
  /** The clock relative dates were resolved against. */
  clock: ClockUsed;
  /** "json": the reply was a JSON object; claims were read from its string fields, spans still index the raw reply. */
  replyFormat: "text" | "json";
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
  /**
   * Reference time for relative dates and days-since checks. Default: the run's own clock (a
   * current-time statement in the prompt, else the latest timestamp in the tool results), and the
   * wall clock only when the run says nothing.
   */
  now?: Date | string;
  /** The customer's own messages count as evidence for values (default true). */
  customerWordsAsEvidence?: boolean;
  /** Set when the caller knows the run's capture was incomplete: missing claims become unverifiable. */
  captureIncomplete?: boolean;
  /** Lexical support score at or above which a cited clause supports its sentence (default 0.5). */
  supportThreshold?: number;
  /** Field names read from tool results for clause scope checks (merged over the defaults). */
  scopeFields?: Partial<Record<ScopeAttribute, string[]>>;
  /**
   * A JSON reply's fields that speak to the customer, as dotted key paths (`message`). Default:
   * every string value of the object.
   */
  replyJsonPaths?: string[];
  /** Judge action claims against the run's write calls (issue 16; default true). Off only for baselines. */
  actionClaims?: boolean;
  /** Size of the chunks evidence is packed in (characters, default 2048). */
  chunkSize?: number;
  /**
   * The agent's tools and their parameter names, when the caller knows them (replay's --tools, the
   * agent's registered tools): a reply offering to look the customer up by a detail no tool takes
   * is invented.
   */
  tools?: ToolParameters;
  /**
   * Money claims a record contradicted in this run's earlier replies (judgeRunReplies fills it): the
   * same amount said again is contradicted with the earlier reason.
   */
  earlierContradictions?: readonly EarlierContradiction[];
}

export interface EarlierContradiction {
  cents: number;
  messageIndex: number;
  reason: string;
  stated: string;
  /** The whole the amount was only a part of: said again beside the rest of that whole, it is the part, rightly. */
  whole?: number;
}

/** Each tool's name and parameter names (lib/verify/check-lookup-claims toolParameters reads definitions). */
export type ToolParameters = readonly { name: string; parameters: readonly string[] }[];

export type ScopeAttribute = "region" | "category" | "status" | "deliveredAt" | "purchasedAt";

/** A run as messages, or already normalised, with optional facts from the ticket. */
export type RunInput = unknown[] | NormalizedRun | { run: NormalizedRun | unknown[]; facts?: RunFacts };
