/**
 * An amount a record contradicted in an earlier reply does not become right by being said again
 * (issue 10). Airline task 20: "the price difference is $146" is contradicted (HAT266's fare alone,
 * against the flights the change replaces); two turns later "using the gift card for the payment
 * of $146" passes, because $146 is still a fare in the search result. Task 17: "$1,023" for an
 * upgrade that leaves the return legs in economy, contradicted, then "a cost difference of $1,023"
 * passes on the agent's calculator.
 *
 * judgeRunReplies passes each reply the money claims contradicted in the replies before it; a
 * passing money claim of the same amount is contradicted with the earlier reason, unless the
 * sentence takes it back ("not $299", "instead of $146"). checkBuiltOnContradicted (below) carries
 * the same contradictions into the calculator totals built on them.
 */
import { signedOperands } from "../evidence/calculator-results";
import { sentenceSpans } from "../evidence/policy-passages";
import type { NormalizedRun } from "../run/types";
import { paymentEntries, parseResult } from "./check-payment-claims";
import { calculationBehind, calculatorExpressionsBefore, resultsBefore } from "./run-records";
import { isPassingVerdict, type Claim, type EarlierContradiction } from "./types";

const TAKEN_BACK = /\b(?:not|instead of|rather than|no longer|wrong|incorrect|mistake|error)\b[^.;:!?]{0,12}$/i;
/**
 * The agent's own earlier figure named as such: "my earlier figure of $7,222", "the previous total,
 * $7,222", or "the $7,222 I quoted before".
 */
const EARLIER_BEFORE = /\b(?:my|our|the|that)\s+(?:\w+\s+)?(?:earlier|previous|first|original|initial|old)\s+(?:figure|total|amount|number|quote|estimate|calculation|price|sum)\s*(?:of|was|,|:)?\s*$/i;
const EARLIER_AFTER = /^\s*(?:that\s+|which\s+)?(?:I|we)\s+(?:\w+\s+)?(?:quoted|gave|mentioned|said|stated|told\s+you|calculated|worked\s+out)\b/i;
/** What says that earlier figure was wrong: "only counted one passenger", "sorry about that". */
const CORRECTION = /\b(?:sorry|apolog\w*|mistake|error|wrong|incorrect|only\s+counted|counted\s+only|left\s+out|missed|overlooked|forgot|was\s+off|should\s+have|correct(?:ion|ed)?|miscalculat\w*|undercounted|overcounted|overstated|understated)\b/i;

/** "(My earlier figure of $7,222 only counted one passenger — sorry about that.)": a correction, not a restatement. */
export function correctsEarlierFigure(text: string, c: Claim, start: number, end: number): boolean {
  const named = EARLIER_BEFORE.test(text.slice(start, c.span[0])) || EARLIER_AFTER.test(text.slice(c.span[1], end));
  return named && CORRECTION.test(text.slice(start, end));
}

/**
 * "HAT134 ($210) and HAT045 ($370)", "$364 + $210 + $370 + $259": the part said again with the rest of
 * the whole it was mistaken for (a run of up to four of the sentence's amounts, `c` among them, adding
 * up to it) is that part, rightly. "$364 + $210 + $259" still leaves HAT045's $370 out.
 */
function besideTheRest(c: Claim, whole: number, inSentence: Claim[]): boolean {
  const at = inSentence.indexOf(c);
  const cents = (x: Claim) => Math.abs((x.value as { cents: number }).cents);
  for (let from = Math.max(0, at - 3); from <= at; from++) {
    let sum = 0;
    for (let to = from; to < Math.min(inSentence.length, from + 4); to++) {
      sum += cents(inSentence[to]);
      if (to >= at && to > from && sum === whole) return true;
    }
  }
  return false;
}

/**
 * A payment a write recorded after message `after` of the amount `c` states, to a method the words
 * around `c` name: "Paid: $299 from your certificate" after book_reservation's result recorded
 * `{"payment_id": "certificate_8998287", "amount": 299}`. What the record charged is what was paid,
 * however the agent first worked it out; the earlier replies' contradictions stand for themselves.
 */
function paidAsRecorded(c: Claim, text: string, money: Claim[], run: NormalizedRun, beforeSeq: number, after: number): boolean {
  const cents = Math.abs((c.value as { cents: number }).cents);
  const methods: string[] = [];
  for (const e of resultsBefore(run, beforeSeq)) {
    if (e.index <= after || !e.content.includes(String(Math.floor(cents / 100)))) continue;
    const obj = parseResult(e);
    for (const p of (obj && paymentEntries(obj)) ?? []) if (Math.abs(p.cents) === cents && p.method) methods.push(p.method);
  }
  if (!methods.length) return false;
  // The words between the amounts before and after it, within its sentence: "$299 from your certificate and".
  const at = money.indexOf(c);
  const [start, end] = sentenceSpans(text).find(([s, e]) => c.span[0] >= s && c.span[0] < e) ?? [0, text.length];
  const words = text.slice(Math.max(start, money[at - 1]?.span[1] ?? 0), Math.min(end, money[at + 1]?.span[0] ?? text.length)).toLowerCase();
  // The method by its kind ("gift card", "certificate") or its id.
  return methods.some((m) => {
    const kind = m.replace(/_?\d+$/, "").replace(/_/g, " ").toLowerCase();
    return (kind.length >= 4 && words.includes(kind)) || words.includes(m.toLowerCase());
  });
}

export function checkRestatedAmounts(claims: Claim[], text: string, earlier: readonly EarlierContradiction[] | undefined, run?: NormalizedRun, beforeSeq = Infinity): void {
  if (!earlier?.length) return;
  const spans = sentenceSpans(text);
  const money = claims.filter((c) => c.kind === "money" && c.value.type === "money").sort((a, b) => a.span[0] - b.span[0]);
  for (const c of claims) {
    if (c.kind !== "money" || c.value.type !== "money" || !isPassingVerdict(c.verdict)) continue;
    const cents = Math.abs(c.value.cents);
    const before = [...earlier].reverse().find((e) => e.cents === cents);
    if (!before) continue;
    const [start, end] = spans.find(([s, e]) => c.span[0] >= s && c.span[0] < e) ?? [0, text.length];
    if (TAKEN_BACK.test(text.slice(start, c.span[0])) || correctsEarlierFigure(text, c, start, end)) continue;
    if (run && paidAsRecorded(c, text, money, run, beforeSeq, before.messageIndex)) continue;
    if (before.whole && besideTheRest(c, before.whole, money.filter((m) => m.span[0] >= start && m.span[1] <= end))) continue;
    c.verdict = "contradicted";
    c.held = true;
    c.reason = `${c.text} restates the amount the reply at message ${before.messageIndex} gave, which the record contradicts: ${before.reason}`;
    c.conflict = { claimed: text.slice(start, Math.min(text.length, c.span[1] + 60)).trim(), stated: before.stated, why: `the same amount was contradicted at message ${before.messageIndex}` };
  }
}

/** The contradicted money claims of a judged reply, for the replies after it. */
export function contradictionsOf(claims: readonly Claim[], messageIndex: number): EarlierContradiction[] {
  return claims
    // A restatement's own contradiction points back to the first; the first stays the one cited. The
    // parts of a split are real amounts (a gift card's $128): the split is wrong, not each part; so is a
    // new fare whose difference the reply told the wrong way round (the sentence is wrong, not $136).
    .filter((c) => c.kind === "money" && c.value.type === "money" && c.verdict === "contradicted" && !/^(?:the same amount|a split of|the direction of)/.test(c.conflict?.why ?? ""))
    .map((c) => ({ cents: Math.abs((c.value as { cents: number }).cents), messageIndex, reason: c.reason, stated: c.conflict?.stated ?? c.reason, ...(c.conflict?.whole ? { whole: c.conflict.whole } : {}) }));
}

/**
 * A total the agent's calculator built on an amount a record contradicts is contradicted too
 * (airline task 9: "SFO to SEA ... Price: $210" is HAT134's fare alone, so "$833 per passenger" =
 * calculate("364 + 210 + 259") is wrong with it, and so is "$2,499" = "833 * 3" two turns later).
 * The contradicted amounts are this reply's own and those of the replies before it.
 */
export function checkBuiltOnContradicted(claims: Claim[], run: NormalizedRun, beforeSeq: number, earlier: readonly EarlierContradiction[] | undefined, text = ""): void {
  const money = claims.filter((c) => c.kind === "money" && c.value.type === "money");
  if (!money.some((c) => isPassingVerdict(c.verdict))) return;
  const bad = new Map<number, string>();
  for (const e of earlier ?? []) bad.set(e.cents, `${dollarsOf(e.cents)} at message ${e.messageIndex}: ${e.reason}`);
  const mark = () => {
    for (const c of money) if (c.verdict === "contradicted") bad.set(Math.abs((c.value as { cents: number }).cents), `${c.text} in this reply: ${c.reason}`);
  };
  mark();
  if (!bad.size) return;
  const expressions = calculatorExpressionsBefore(run, beforeSeq);
  const ordered = money.slice().sort((a, b) => a.span[0] - b.span[0]);
  // Twice: a total built on a total this pass contradicted.
  for (let pass = 0; pass < 2 && expressions.size > 0; pass++) {
    for (const c of money) {
      if (!isPassingVerdict(c.verdict)) continue;
      const expr = calculationBehind(c, expressions);
      if (!expr) continue;
      const own = Math.abs((c.value as { cents: number }).cents);
      const hit = termsOf(expr).find((k) => k !== own && bad.has(k));
      if (hit === undefined) continue;
      // A write after the calculation recorded the amount as paid with the method the reply names.
      const calc = c.support.find((x) => x.source === "tool" && x.toolCallId !== undefined && expressions.has(x.toolCallId));
      if (calc?.source === "tool" && calc.messageIndex !== undefined && paidAsRecorded(c, text, ordered, run, beforeSeq, calc.messageIndex)) continue;
      c.verdict = "contradicted";
      c.held = true;
      c.reason = `${c.text} comes from calculate("${expr}"), which uses ${dollarsOf(hit)}, an amount a record contradicts (${bad.get(hit)})`;
      c.conflict = { claimed: c.text, stated: bad.get(hit)!, why: `built on ${dollarsOf(hit)}, which is contradicted` };
    }
    mark();
  }
  // "Gift Card: $128, Credit Card: $171" after "$299" was contradicted: a split of that total.
  for (let i = 0; i < ordered.length; i++) {
    let sum = 0;
    for (let j = i; j < Math.min(ordered.length, i + 4); j++) {
      if (!isPassingVerdict(ordered[j].verdict)) break;
      sum += Math.abs((ordered[j].value as { cents: number }).cents);
      if (j === i || !bad.has(sum) || money.some((c) => Math.abs((c.value as { cents: number }).cents) === sum)) continue;
      for (const c of ordered.slice(i, j + 1)) {
        c.verdict = "contradicted";
        c.held = true;
        c.reason = `${ordered.slice(i, j + 1).map((x) => x.text).join(" + ")} splits ${dollarsOf(sum)}, an amount a record contradicts (${bad.get(sum)})`;
        c.conflict = { claimed: ordered.slice(i, j + 1).map((x) => x.text).join(" + "), stated: bad.get(sum)!, why: `a split of ${dollarsOf(sum)}, which is contradicted` };
      }
      break;
    }
  }
}

/** An expression's numbers and its products of two ("2 * 50" is the $100 a reply states for two bags), in cents. */
function termsOf(expr: string): number[] {
  const out = signedOperands(expr).map((o) => Math.round(o.value * 100));
  for (const m of expr.matchAll(/(\d+(?:\.\d+)?)\s*[*×x]\s*(\d+(?:\.\d+)?)/g)) out.push(Math.round(Number(m[1]) * Number(m[2]) * 100));
  return out;
}

const dollarsOf = (cents: number) => `$${(cents / 100).toFixed(2)}`;
