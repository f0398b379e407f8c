/**
 * Types of the reply verifier. See README.md beside this file for the verdict contract, the checks,
 * the clause library format (with its facts) and packs.
 */
import type { ResultKind } from "../policy/types";
import type { NormalizedRun, RunFacts } from "../run/types";

export type { ResultKind };

/**
 * Claim verdicts, mildest first. One list: the type, the severity order and the pass rule derive
 * from it, so a new verdict is a compile error wherever a table of verdicts is kept.
 * - grounded: the evidence gives it (or the cited clause is real, retrieved, in force, in scope);
 * - supported_uncited: a policy sentence with no citation that a policy fact or passage supports;
 * - not_checked: nothing code can stand behind settles it (a policy sentence no fact speaks to, an
 *   amount whose arithmetic was not reproduced): it passes, is counted, and is shown as such;
 * - unverifiable: the evidence was cut or the capture is incomplete, so a missing value proves nothing (seed 004);
 * - cited_unsupported: a cited clause that does not give the sentence's value, or that the model judge
 *   found does not say what the sentence says: held for a person;
 * - contradicted: a record, the reply's own arithmetic or a policy fact says otherwise;
 * - failed_action: the call ran and its result was an error;
 * - unperformed: the reply says an action was done, and no such write call ran;
 * - invented: a value no evidence gives, on complete evidence.
 */
export const VERDICTS = ["grounded", "supported_uncited", "not_checked", "unverifiable", "cited_unsupported", "contradicted", "failed_action", "unperformed", "invented"] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Verdicts that let a reply go out without a person. */
export const PASSING_VERDICTS: readonly Verdict[] = ["grounded", "supported_uncited", "not_checked"];
export const isPassingVerdict = (v: Verdict): boolean => PASSING_VERDICTS.includes(v);

/** Verdicts that say the reply is wrong (false alarms are counted on these). */
export const FAILING_VERDICTS: readonly Verdict[] = ["invented", "contradicted", "cited_unsupported", "unperformed", "failed_action"];
export const isFailingVerdict = (v: Verdict): boolean => FAILING_VERDICTS.includes(v);

/**
 * What a claim is about. Values (money .. phone) are checked against the evidence; `policy` is a
 * sentence stating a rule; `action` a write said to be done; `status` a record's state said in the
 * reply; `citation` a `[tool:...]` marker.
 */
export const CLAIM_KINDS = ["date", "time", "duration", "money", "percent", "identifier", "policy", "action", "status", "citation"] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** Claim kinds that are values: a value no evidence gives is invented (the verdict contract's first finding). */
export const VALUE_KINDS: readonly ClaimKind[] = ["date", "time", "duration", "money", "percent", "identifier"];

/** The part of lib/policy's Policy the verifier reads: a parsed Policy fits it. */
export interface PolicyLike {
  /** `writes` / `claims` (issue 16): which tools change the world, and which action claims each makes true. */
  tools?: Record<string, { resultKind?: ResultKind; writes?: boolean; claims?: readonly string[] }>;
  /** Packs the policy enables by name (see packs/README.md). */
  packs?: readonly string[];
}

/**
 * The actions every deployment shares. An action claim's verb is one of these or a word of one of
 * the agent's write tools' names ("I've rebooked" against `rebook_trip`): the engine reads the
 * vocabulary from the tools, and packs add words (packs/<domain>).
 */
export const ACTION_VERBS = ["cancel", "refund", "return", "change", "add", "remove", "book", "send", "compensate", "replace", "escalate", "swap", "pay", "activate", "deactivate", "suspend", "resume", "submit", "open", "close", "verify", "transfer"] as const;
export type ActionVerb = string;

export interface ClauseScope {
  regions?: string[];
  categories?: string[];
  statuses?: string[];
  maxDaysSinceDelivery?: number;
  maxDaysSincePurchase?: number;
}

/** Units a duration is stated in. Hours, days and weeks convert; business days, months and years only to themselves. */
export const DURATION_UNITS = ["minute", "hour", "day", "business_day", "week", "month", "year"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/**
 * Facts a clause states, as data the checks read instead of phrasings (issue 24). Drafted by
 * `groundcheck clauses import` with generic number, unit and list extraction, confirmed or edited by
 * the policy owner on the Policies page. `about` is the words the fact is about: a reply sentence
 * speaks to the fact when it shares them.
 */
export const FACT_KINDS = ["duration", "amount", "rate", "limit", "kinds", "statuses"] as const;
export type FactKind = (typeof FACT_KINDS)[number];

interface FactBase {
  /** What the fact is about, in the policy's words ("cancel a booking since it was made"). */
  about: string;
  /** [start, end) of the sentence it was read from, in the clause text (drafts). */
  span?: [number, number];
  /** A policy owner confirmed it; drafts are used too, but only where a confirmed fact would agree. */
  confirmed?: boolean;
}
export type PolicyFact =
  /** A window or a processing time: "within 24 hours of booking", "5 to 7 business days". `since`: what it counts from. */
  | (FactBase & { kind: "duration"; min: number; max: number; unit: DurationUnit; since?: string })
  /** A fee, a compensation, a price: "$50 per bag". */
  | (FactBase & { kind: "amount"; cents: number; per?: string })
  /** "10% of the fare". */
  | (FactBase & { kind: "rate"; ratio: number; per?: string })
  /** "at most 5 passengers": `max` of `noun`. */
  | (FactBase & { kind: "limit"; max: number; noun: string })
  /** Kinds allowed (or forbidden) for something: "paid with a gift card or a credit card". */
  | (FactBase & { kind: "kinds"; allowed?: string[]; forbidden?: string[] })
  /** An action possible only in some statuses: "can be cancelled only if it is pending". */
  | (FactBase & { kind: "statuses"; action: string; statuses: string[] });

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
  /** Typed facts the clause states (drafted at import, confirmed by the policy owner). */
  facts?: PolicyFact[];
}

/** A normalised value: what a claim says, in a form comparable with evidence. */
export type ClaimValue =
  | { type: "money"; cents: number; currency: string | null }
  | { type: "percent"; ratio: number }
  | { type: "date"; dates: string[]; relative: boolean; /** No year was said ("March 15"): any year's March 15 in the evidence gives it. */ yearless?: boolean }
  /** Minutes after midnight; a range when written "9:00-17:00". */
  | { type: "time"; minutes: number[] }
  /** `suffix`: stated as the end of a longer id ("card ending in 6644"); `form`: email or phone when it is one. */
  | { type: "identifier"; id: string; suffix?: boolean; form?: "email" | "phone" | "spoken" }
  /** A length of time ("within 5 to 7 business days", "24 hrs", "twenty-four hours"). */
  | { type: "duration"; min: number; max: number; unit: DurationUnit; about: string | null }
  | { type: "policy"; clauseIds: string[] }
  /** A write action the reply says was done (issue 16). */
  | { type: "action"; verb: string; entity: string | null; cents?: number; recipient?: string }
  /** A record's state the reply states: `entity` said to be `status`. */
  | { type: "status"; entity: string; status: string }
  | { type: "citation"; toolCallId: string };

export interface Support {
  /**
   * tool: a tool result; user: the customer's own words; clause: a clause of the library; prompt: the
   * policy as the agent's system/developer prompt gave it; call: the arguments of a call this run made
   * whose result was not an error.
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
  /** The check (checks/registry.ts) whose finding decided the verdict: false alarms are counted per check. */
  check?: string;
  /** Lexical support score (policy sentences against their best passage). */
  score?: number;
  /** True when the claim waits for a person or the model judge: never read it as passed. */
  held?: boolean;
  /**
   * Policy sentences: the best-matching passage. For supported_uncited it is the suggested citation;
   * for not_checked the clause a reviewer reads beside it; for contradicted, the text that says otherwise.
   */
  passage?: PassageRef;
  /** contradicted: what the reply says against what the source says. */
  /** `whole`: the total (cents) the claimed amount is only one part of, when that is the conflict. */
  conflict?: { claimed: string; stated: string; why: string; whole?: number };
  /** The policy fact that settled the claim (supported or contradicted). */
  fact?: PolicyFact & { clauseId?: string };
  /** Values grounded as the agent's own arithmetic: the formula and where each operand came from. */
  derivation?: { formula: string; operands: { cents: number; label: string; support: Support | null }[] };
  /** Action claims (issue 16): the write call that makes the claim true, or why none does. */
  action?: ActionMatch;
}

/** A policy passage: a clause of the library or a piece of the system/developer prompt or of a policy lookup. */
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

/** Which clock resolved relative dates, weekdays and years (the run's clock, not the wall's). */
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
  /** Policy sentences of the reply, and how many of them nothing settled (seed 004: keep fail-open honest). */
  policySentences?: number;
  policyNotChecked?: number;
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

/**
 * A pack: what one domain knows, as data first (packs/README.md). Enabled by name in the policy
 * (`packs: ["retail"]`) or passed in the options; the engine never imports one.
 */
export interface Pack {
  id: string;
  title: string;
  /** Facts the pack adds to the policy's (a rule the policy text states in a way drafting cannot read). */
  facts?: PolicyFact[];
  /** Words of tool names → the actions a tool named with them performs (`certificate: ["compensate", "send"]`). */
  toolVerbs?: Record<string, readonly string[]>;
  /** Words of replies → the action they claim (`exchanged: "swap"`). */
  claimWords?: Record<string, string>;
  /** Record fields that hold a record's state, beside the conventional `status`. */
  statusFields?: readonly string[];
  /** The values a state field takes (`membership: ["regular", "silver", "gold"]`): a reply's word for one is read against the record's. */
  stateValues?: Readonly<Record<string, readonly string[]>>;
  /** Record fields that hold when a record was created, for windows "since booking" (`created_at`). */
  createdFields?: readonly string[];
  /** Values a reply may state that no evidence gives because everybody knows them (a public help line). */
  commonValues?: readonly string[];
  /** Code where data cannot say it, registered like the engine's own checks. */
  checks?: readonly CheckDefinition[];
}

/** See checks/registry.ts: one check, registered once. Declared here so packs can define their own. */
export interface CheckDefinition {
  id: string;
  title: string;
  /** What it reads from the reply context (documentation, and the README table). */
  reads: readonly string[];
  /** The verdicts it can give. */
  finds: readonly Verdict[];
  /** value: first verdict of value claims; refine: may clear a value the first pass failed; contradict: may fail a passing claim; add: adds claims of its own. */
  stage: "value" | "refine" | "contradict" | "add";
  run(ctx: unknown, claims: readonly Claim[]): Finding[];
}

/**
 * What a check returns: a verdict for one of the reply's claims (by index), or a new claim. The
 * engine applies findings stage by stage; checks never edit the claim list.
 */
export type Finding =
  | ({ claim: number } & Partial<Pick<Claim, "support" | "score" | "held" | "passage" | "conflict" | "derivation" | "fact" | "action">> & { verdict: Verdict; reason: string })
  | { add: Omit<Claim, "check"> };

export interface VerifyOptions {
  clauses?: Clause[];
  policy?: PolicyLike;
  /** Packs to use beside those the policy names (loaded by the caller: packs/index.ts). */
  packs?: readonly Pack[];
  /** Check ids switched off (checks/registry.ts); for measuring and for an operator who disagrees with one. */
  disabledChecks?: readonly string[];
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
  /** The agent's tools and their parameter names, when the caller knows them (replay's --tools, the agent's registered tools). */
  tools?: ToolParameters;
  /** Kept for callers of the earlier verifier; no check reads it now. */
  earlierContradictions?: readonly unknown[];
}

/** Each tool's name and parameter names. */
export type ToolParameters = readonly { name: string; parameters: readonly string[]; description?: string }[];

export type ScopeAttribute = "region" | "category" | "status" | "deliveredAt" | "purchasedAt";

/** A run as messages, or already normalised, with optional facts from the ticket. */
export type RunInput = unknown[] | NormalizedRun | { run: NormalizedRun | unknown[]; facts?: RunFacts };
