/**
 * verifyReply: judge a reply to a customer, before it is sent, against what the run saw and the
 * policy it was given. The engine: read the reply's claims, build the reply context once, run the
 * registered checks stage by stage (value, refine, contradict, add), apply their findings, and
 * report. A reply is stopped only by findings code can stand behind (README, "The verdict contract").
 */
import { normalizeRun } from "../run/normalize-run";
import type { NormalizedRun } from "../run/types";
import { CHECKS, STAGES } from "./checks/registry";
import type { Check } from "./checks/define-check";
import { buildReplyContext, clockOf } from "./context/reply-context";
import { readReplyText } from "./context/reply-text";
import type { ExtractedClaim } from "./extract/claim-types";
import { extractPolicySentences, extractToolCitations } from "./extract/extract-policy";
import { extractValues } from "./extract/extract-values";
import { buildEvidenceBag } from "./evidence/build-bag";
import { findHits, type Hit } from "./evidence/find-hits";
import { needlesOf } from "./evidence/needles";
import { packEvidence } from "./evidence/pack";
import { indexClauses } from "./policy/clauses";
import { countVerdicts, worstVerdict } from "./telemetry";
import { isFailingVerdict, isPassingVerdict, VALUE_KINDS, type Claim, type Finding, type RunInput, type VerifyOptions, type VerifyResult } from "./types";

export const DEFAULT_CHUNK_SIZE = 2048;
export { DEFAULT_SUPPORT_THRESHOLD } from "./checks/clause-citation";

/** Messages, a normalised run, or `{ run, facts }` → a normalised run; odd input → an empty run. */
export function toNormalizedRun(input: RunInput | unknown): NormalizedRun {
  const inner = input && typeof input === "object" && !Array.isArray(input) && "run" in input ? (input as { run: unknown }).run : input;
  if (inner && typeof inner === "object" && !Array.isArray(inner) && Array.isArray((inner as NormalizedRun).entries)) return inner as NormalizedRun;
  try {
    return normalizeRun(inner);
  } catch {
    return { format: "openai", entries: [] };
  }
}

/**
 * The reply as text. A structured reply handed over parsed ({ message: "..." }) is read as the JSON
 * it was sent as; anything else is a caller's mistake, refused rather than passed as empty.
 */
function replyText(reply: unknown): string {
  if (typeof reply === "string") return reply;
  if (reply && typeof reply === "object") return JSON.stringify(reply);
  throw new TypeError(`verifyReply: the reply must be a string or a JSON object, not ${reply === null ? "null" : typeof reply}`);
}

/** Whether a finding may change a claim in this stage (refine only clears failures; contradict only fails). */
function applies(stage: Check["stage"], current: Claim): boolean {
  if (stage === "value") return true;
  if (stage === "refine") return current.verdict === "invented" || current.verdict === "unverifiable";
  if (stage === "contradict") return isPassingVerdict(current.verdict) || current.verdict === "invented";
  return false;
}

/** Extracted claims, before any check: "not checked" until a check speaks. */
function pending(c: ExtractedClaim): Claim {
  return { kind: c.kind, text: c.text, span: c.span, value: c.value, citations: c.citations, verdict: "not_checked", reason: "no check speaks to it", support: [] };
}

function apply(check: Check, findings: Finding[], claims: Claim[]): void {
  for (const f of findings) {
    if ("add" in f) {
      claims.push({ ...f.add, check: check.id });
      continue;
    }
    const current = claims[f.claim];
    if (!current || !applies(check.stage, current)) continue;
    const { claim, ...rest } = f;
    claims[claim] = { kind: current.kind, text: current.text, span: current.span, value: current.value, citations: current.citations, support: [], ...rest, check: check.id };
  }
}

/**
 * Verify `reply` against the run. Without `beforeSeq` the whole run counts as before the reply (the
 * reply is about to be sent); judgeRunReplies passes each reply's own position. Never throws on odd
 * runs: they give a verdict.
 */
export function verifyReply(run: RunInput | unknown, reply: string | Record<string, unknown>, options: VerifyOptions = {}, beforeSeq = Infinity): VerifyResult {
  const normalized = toNormalizedRun(run);
  const { clock, ref } = clockOf(normalized, options.now);
  const raw = replyText(reply);
  const view = readReplyText(raw, { jsonPaths: options.replyJsonPaths });
  const packs = options.packs ?? [];
  const clauseIndex = indexClauses(options.clauses);
  const extracted = [...extractValues(view.text, ref), ...extractPolicySentences(view.text), ...extractToolCitations(view.text)].sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1]);
  const bag = buildEvidenceBag(normalized, beforeSeq, {
    policy: options.policy,
    clauses: options.clauses,
    clauseIndex,
    chunkSize: options.chunkSize ?? DEFAULT_CHUNK_SIZE,
    customerWords: options.customerWordsAsEvidence !== false,
  });
  // One search for every value; identical values (the same id twice) share their hits.
  const values = extracted.filter((c) => VALUE_KINDS.includes(c.kind));
  const keyOf = (c: ExtractedClaim) => `${JSON.stringify(c.value)}|${c.literal ?? ""}`;
  const unique = new Map<string, ExtractedClaim>();
  for (const c of values) if (!unique.has(keyOf(c))) unique.set(keyOf(c), c);
  const found = findHits(bag, [...unique.values()].map((c) => needlesOf(c.value, c.literal)));
  const hitsByKey = new Map([...unique.keys()].map((k, i) => [k, found[i]] as const));
  const hitsOf = (c: ExtractedClaim): Hit[] => hitsByKey.get(keyOf(c)) ?? [];
  const packer = options.packer ?? "claim-aware";
  const packed = packEvidence(packer, bag, values.map(hitsOf), options.budget ?? 0);
  const ctx = buildReplyContext({ run: normalized, beforeSeq, reply: view, raw, options, packs, clauseIndex, bag, packed, extracted, hitsOf, clock });

  const claims: Claim[] = extracted.map(pending);
  const disabled = new Set(options.disabledChecks ?? []);
  const checks: Check[] = [...CHECKS, ...packs.flatMap((p) => (p.checks ?? []) as Check[])];
  for (const stage of STAGES) {
    for (const check of checks) {
      if (check.stage !== stage || disabled.has(check.id)) continue;
      apply(check, check.run(ctx, claims), claims);
    }
  }
  if (view.format === "json") for (const c of claims) c.span = [view.toRaw(c.span[0]), view.toRaw(c.span[1])];
  claims.sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1]);
  const held = claims.filter((c) => c.held).length;
  const policyClaims = claims.filter((c) => c.kind === "policy");
  return {
    verdict: worstVerdict(claims),
    clock: { day: clock.day, source: clock.source, detail: clock.detail },
    replyFormat: view.format,
    held: held > 0,
    claims,
    telemetry: {
      bytesBefore: bag.bytesBefore,
      bytesAfter: packed.bytesAfter,
      truncated: packed.cut,
      bytesByTool: bag.bytesByTool,
      counts: countVerdicts(claims),
      held,
      packer,
      policySentences: policyClaims.length,
      policyNotChecked: policyClaims.filter((c) => c.verdict === "not_checked").length,
    },
  };
}

/** Whether a result would stop the reply (a failing claim, or one waiting for a person). */
export const stopsReply = (r: Pick<VerifyResult, "claims" | "held">): boolean => r.held || r.claims.some((c) => isFailingVerdict(c.verdict));
