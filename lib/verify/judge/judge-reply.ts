/**
 * The model judge over a verified reply: the policy sentences code left not checked go to the judge
 * in one batch, each with the passage beside it; answers are cached by sentence and passage text, so
 * a clause edit (new text) asks again and a repeated sentence does not. Past the item cap, the
 * timeout or any failure, sentences stay not checked with the reason: a judge that fails never fails
 * a reply, and never passes one it did not read.
 */
import { countVerdicts, worstVerdict } from "../telemetry";
import type { Claim, VerifyResult } from "../types";
import { DEFAULT_JUDGE_MAX_ITEMS, DEFAULT_JUDGE_TIMEOUT_MS, type JudgeItem, type JudgeLimits, type JudgeModel, type JudgeVerdict } from "./judge-types";

const CACHE_SIZE = 5000;
const cache = new Map<string, JudgeVerdict & { model: string }>();

/** FNV-1a 64-bit over the text, as hex: the cache key of a sentence and its passages. */
function hash(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    h ^= BigInt(text.charCodeAt(i));
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16);
}

/** By model, sentence, and each passage's id, clause version and text: an edited or re-versioned clause is asked again. */
const cacheKey = (model: string, item: JudgeItem, versions: string) => hash(`${model}\u0000${item.sentence}\u0000${versions}\u0000${item.passages.map((p) => `${p.id}\u0001${p.text}`).join("\u0002")}`);

function remember(key: string, v: JudgeVerdict & { model: string }) {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, v);
}

/** Only for tests: forget what was judged. */
export const clearJudgeCache = () => cache.clear();

/** Which claims the judge may decide: policy sentences left not checked that have a passage to read them against. */
export const judgeable = (c: Claim): boolean => c.kind === "policy" && c.verdict === "not_checked" && !!c.passage;

function applyVerdict(c: Claim, v: JudgeVerdict, model: string, cached: boolean): Claim {
  const who = `the model judge (${model}${cached ? ", cached" : ""})`;
  const base = c.reason;
  switch (v.answer) {
    case "supported":
      return { ...c, verdict: c.citations.clauses.length ? "grounded" : "supported_uncited", held: false, check: "model-judge", reason: `${who} found it supported: ${v.reason}` };
    case "contradicted":
      return { ...c, verdict: "contradicted", held: true, check: "model-judge", reason: `${who} found the policy says otherwise: ${v.reason}`, ...(c.passage ? { conflict: { claimed: c.text, stated: c.passage.text, why: v.reason } } : {}) };
    case "unsupported":
      return { ...c, verdict: "cited_unsupported", held: true, check: "model-judge", reason: `${who} found the policy does not state it: ${v.reason}` };
    default:
      return { ...c, reason: `${base}; ${who} could not tell: ${v.reason}` };
  }
}

function recount(result: VerifyResult, claims: Claim[]): VerifyResult {
  const held = claims.filter((c) => c.held).length;
  const policy = claims.filter((c) => c.kind === "policy");
  return {
    ...result,
    verdict: worstVerdict(claims),
    held: held > 0,
    claims,
    telemetry: { ...result.telemetry, counts: countVerdicts(claims), held, policySentences: policy.length, policyNotChecked: policy.filter((c) => c.verdict === "not_checked").length },
  };
}

export async function judgeReply(result: VerifyResult, judge: JudgeModel, limits: JudgeLimits = {}): Promise<VerifyResult> {
  const maxItems = limits.maxItems ?? DEFAULT_JUDGE_MAX_ITEMS;
  const claims = [...result.claims];
  const asked: { index: number; item: JudgeItem; key: string }[] = [];
  let skipped = 0;
  claims.forEach((c, index) => {
    if (!judgeable(c)) return;
    const item: JudgeItem = { id: `s${asked.length + 1}`, sentence: c.text, passages: [{ id: c.passage!.id, text: c.passage!.text }] };
    const key = cacheKey(judge.name, item, c.passage!.clauseVersion ?? "");
    const hit = cache.get(key);
    if (hit) claims[index] = applyVerdict(c, hit, hit.model, true);
    else if (asked.length < maxItems) asked.push({ index, item, key });
    else skipped++;
  });
  if (skipped) {
    for (let i = 0; i < claims.length; i++) {
      if (judgeable(claims[i]) && !asked.some((a) => a.index === i)) claims[i] = { ...claims[i], reason: `${claims[i].reason}; past the judge's limit of ${maxItems} sentences per reply, not sent to it` };
    }
  }
  if (!asked.length) return recount(result, claims);
  const timeoutMs = limits.timeoutMs ?? DEFAULT_JUDGE_TIMEOUT_MS;
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  let verdicts: readonly JudgeVerdict[] | null = null;
  let failure = "";
  try {
    verdicts = await Promise.race([
      judge.judge(asked.map((a) => a.item), ctrl.signal),
      new Promise<never>((_, reject) => ctrl.signal.addEventListener("abort", () => reject(new Error(`timed out after ${timeoutMs} ms`)), { once: true })),
    ]);
  } catch (e) {
    failure = ctrl.signal.aborted ? `the judge timed out after ${timeoutMs} ms` : `the judge failed: ${(e as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
  const byId = new Map((verdicts ?? []).map((v) => [v.id, v] as const));
  for (const a of asked) {
    const v = byId.get(a.item.id);
    if (!v) {
      claims[a.index] = { ...claims[a.index], reason: `${claims[a.index].reason}; ${failure || "the judge gave no verdict for it"}, so it stays not checked` };
      continue;
    }
    remember(a.key, { ...v, model: judge.name });
    claims[a.index] = applyVerdict(claims[a.index], v, judge.name, false);
  }
  return recount(result, claims);
}
