/**
 * Money the agent worked out itself: a price difference, a total of several items, a fare times
 * the passengers, a fee the policy sets per passenger. A money claim found nowhere in the evidence
 * is grounded as derived when lib/evidence's deriveAmount explains it from amounts that are about
 * the matter at hand, and the reason shows the formula with where each operand came from.
 *
 * Which operands, for precision: the reply's own grounded amounts nearest the claim (up to four
 * terms: a total of the items listed); then, for two-term arithmetic only (a difference, a sum),
 * the amounts in the records the reply names (the numbers beside an id the reply quotes); and the
 * amounts the policy sets, alone or times a count the reply states. Sums of arbitrary evidence
 * numbers are never tried: in a large dump they would ground almost anything.
 *
 * Bounded work (issue 14: a reply dense in amounts froze the server): each claim looks at a fixed
 * window of neighbours, at most MAX_TARGETS claims are tried, deriveAmount is O(n^2) in a capped n.
 */
import { escapeRegExp } from "./escape-regexp";
import { deriveAmount, formatCents, type AmountOperand } from "../evidence/derive-amount";
import type { PolicyAmount } from "../evidence/policy-amounts";
import { passageRef } from "./match-policy";
import type { EvidenceBag } from "./build-evidence-bag";
import type { ToolResultEntry } from "../run/types";
import type { Claim, Support } from "./types";
import { sameProductPrices } from "./same-product-prices";
import { replySentences } from "./run-records";
import { countsIn } from "./stated-counts";
import { distinctiveTerms } from "./score-support";

/** "$30 each", "$50 per bag", "$30 a passenger": the amount is a rate. */
const RATE_AFTER = /^\s*(?:each|apiece|per\s+\w+|an?\s+(?:passenger|person|bag|item|night|traveller|traveler))\b/i;
const NEIGHBOURS = 12;
const MAX_TARGETS = 200;
const NEAR_ID_CHARS = 400;
const NEAR_ID_MAX = 40;

const NUMBER = /-?\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|-?\d+(?:\.\d{1,2})?/g;

interface Operand extends AmountOperand {
  ref: Support | null;
}

/** A total a record states only in parts: a reservation's flight prices added up. */
export interface RecordTotal extends AmountOperand {
  parts: readonly number[];
  ref: Support | null;
}

/** Numbers in the evidence right around the ids the reply quotes (a variant's price beside its item id). */
function amountsNearIds(bag: EvidenceBag, claims: Claim[]): Operand[] {
  const out: Operand[] = [];
  const seen = new Set<string>();
  for (const c of claims) {
    if (c.kind !== "identifier" || c.verdict !== "grounded") continue;
    for (const s of c.support) {
      if (s.source !== "tool" || out.length >= NEAR_ID_MAX) continue;
      const src = bag.sources.find((x) => x.messageIndex === s.messageIndex && x.toolCallId === s.toolCallId);
      if (!src) continue;
      const from = Math.max(0, s.span[0] - NEAR_ID_CHARS);
      const window = src.content.slice(from, s.span[1] + NEAR_ID_CHARS);
      for (const m of window.matchAll(NUMBER)) {
        const raw = m[0].replace(/,/g, "");
        // Prices, not ids: a decimal amount, or a short whole number under a price-like key.
        const key = window.slice(Math.max(0, m.index - 80), m.index);
        if (!raw.includes(".") && !/(price|amount|total|cost|fee|balance|refund|paid|charge|fare)[^}\]]*$/i.test(key)) continue;
        const cents = Math.round(Math.abs(Number(raw)) * 100);
        const at = from + m.index;
        const k = `${cents}@${src.messageIndex}:${at}`;
        if (!Number.isFinite(cents) || cents === 0 || seen.has(k)) continue;
        seen.add(k);
        out.push({ cents, label: `${src.label} (message ${src.messageIndex})`, ref: { source: "tool", messageIndex: src.messageIndex, toolCallId: src.toolCallId, toolName: src.label, span: [at, at + m[0].length] } });
        if (out.length >= NEAR_ID_MAX) break;
      }
    }
  }
  return out;
}

const centsOf = (c: Claim) => (c.value.type === "money" ? c.value.cents : NaN);

const ITEM_NAME = /"name"\s*:\s*"([^"]{2,60})"/g;
const ITEM_PRICE = /"price"\s*:\s*(\d+(?:\.\d{1,2})?)/;
const MAX_NAMED = 8;

interface NamedItem { display: string; name: RegExp; cents: number; at: number; len: number }

/** Each result's named, priced items (a name, then the price before the next name), read once per run entry. */
const namedItems = new WeakMap<ToolResultEntry, NamedItem[]>();

function namedItemsIn(content: string): NamedItem[] {
  const out: NamedItem[] = [];
  if (!content.includes('"price"')) return out;
  for (const m of content.matchAll(ITEM_NAME)) {
    const name = m[1].toLowerCase();
    const head = name.split(/\s+/).pop() ?? name;
    if (head.length < 3) continue;
    const rest = content.slice(m.index + m[0].length, m.index + m[0].length + 600);
    const next = rest.search(/"name"\s*:/);
    const p = ITEM_PRICE.exec(next >= 0 ? rest.slice(0, next) : rest);
    if (!p) continue;
    const cents = Math.round(Number(p[1]) * 100);
    if (!cents) continue;
    const at = m.index + m[0].length + p.index + p[0].length - p[1].length;
    out.push({ display: m[1], name: new RegExp(String.raw`\b(?:${escapeRegExp(name)}|${escapeRegExp(head)})(?:e?s)?\b`), cents, at, len: p[1].length });
  }
  return out;
}

/**
 * "Returning the kettle and the keyboard would come to $384.62": the prices of the record's items the
 * sentence names, by full name or by the name's last word ("Electric Kettle" as "the kettle"). Only
 * items named in the claim's own sentence, so the sum is of what the sentence says it adds.
 */
function namedItemPrices(bag: EvidenceBag, sentence: string): Operand[] {
  const out: Operand[] = [];
  const lower = sentence.toLowerCase();
  const seen = new Set<string>();
  for (const src of bag.sources) {
    if (src.kind !== "tool") continue;
    let items = src.entry && namedItems.get(src.entry);
    if (!items) {
      items = namedItemsIn(src.content);
      if (src.entry) namedItems.set(src.entry, items);
    }
    for (const item of items) {
      if (!item.name.test(lower)) continue;
      const k = `${item.display.toLowerCase()}:${item.cents}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push({ cents: item.cents, label: `the price of ${item.display} in ${src.label} (message ${src.messageIndex})`, ref: { source: "tool", messageIndex: src.messageIndex, toolCallId: src.toolCallId, toolName: src.label, span: [item.at, item.at + item.len] } });
      if (out.length >= MAX_NAMED) return out;
    }
  }
  return out;
}

/**
 * "Estimated total refund: $918.43" after five item prices: the total of the grounded amounts
 * listed right before (or right after) it, however many, as long as the run is unbroken.
 */
function runningTotal(target: Claim, money: Claim[]): ReturnType<typeof deriveAmount> {
  const i = money.indexOf(target);
  for (const step of [-1, 1]) {
    let sum = 0;
    const terms: Operand[] = [];
    for (let j = i + step; j >= 0 && j < money.length && terms.length < 24; j += step) {
      const c = money[j];
      if (c.verdict !== "grounded") break;
      sum += centsOf(c);
      terms.push({ cents: centsOf(c), label: `"${c.text}" in the reply`, ref: c.support[0] ?? null });
      if (sum === centsOf(target) && terms.length >= 2) {
        const ordered = step < 0 ? terms.reverse() : terms;
        return { kind: "sum", terms: ordered, formula: `${ordered.map((t) => formatCents(t.cents)).join(" + ")} = ${formatCents(sum)}` };
      }
      if (sum > centsOf(target)) break;
    }
  }
  return null;
}

/** "($725 vs $503)", "($161 + $192)": the two amounts a parenthesis right after an amount works it out from. */
const STATED_OPEN = /^[^()$\n.;!?]{0,60}\(\s*$/;
const STATED_OP = /^\s*(vs\.?|versus|against|compared\s+(?:with|to)|instead\s+of|rather\s+than|[-−–+])\s*$/i;

/** Each amount whose operands the reply writes in a parenthesis right after it, with the operator. */
function statedOperands(money: Claim[], reply: string): Map<Claim, [Claim, Claim, "+" | "-"]> {
  const out = new Map<Claim, [Claim, Claim, "+" | "-"]>();
  const ordered = money.slice().sort((x, y) => x.span[0] - y.span[0]);
  for (let k = 0; k + 2 < ordered.length; k++) {
    const [t, a, b] = [ordered[k], ordered[k + 1], ordered[k + 2]];
    if (!STATED_OPEN.test(reply.slice(t.span[1], a.span[0]))) continue;
    const op = STATED_OP.exec(reply.slice(a.span[1], b.span[0]));
    if (!op || !/^\s*\)/.test(reply.slice(b.span[1]))) continue;
    out.set(t, [a, b, op[1] === "+" ? "+" : "-"]);
  }
  return out;
}

/**
 * Mutates the money claims that only arithmetic on what the run saw explains.
 * `recordTotals`: sums a record states only in parts (a reservation's flight prices, 94 + 80 = $174
 * per passenger), matched first and then for two-term arithmetic ("$174 - $136 = $38 back per
 * passenger"). Read once, when the first claim not the policy's is tried: finding the reservation
 * reads every tool result. `isPassenger`:
 * whether a first name is a passenger's on the records, for a count said as "you and Ivan".
 */
export function checkDerivedAmounts(claims: Claim[], reply: string, bag: EvidenceBag, policyAmounts: readonly PolicyAmount[] = [], recordTotals: () => readonly RecordTotal[] = () => [], isPassenger?: (name: string) => boolean): void {
  const money = claims.filter((c) => c.kind === "money");
  // An amount found in the evidence and judged wrong there (only as a negative amount, money going back,
  // where the reply says it was charged) is no missing value: arithmetic does not turn its sign around.
  const open = () => money.filter((c) => c.verdict !== "grounded" && c.verdict !== "supported_uncited" && !(c.verdict === "invented" && c.support.length > 0)).slice(0, MAX_TARGETS);
  if (open().length === 0) return;
  const counts = countsIn(reply, isPassenger);
  const policyOps: Operand[] = policyAmounts.map((a) => ({
    cents: a.cents,
    label: `the policy (${a.passage.source === "clause" ? `clause ${a.passage.clauseId}` : `system prompt`}: "${a.passage.text.slice(Math.max(0, a.span[0] - 30), a.span[1] + 30).trim()}")`,
    ref: a.passage.source === "clause"
      ? { source: "clause", clauseId: a.passage.clauseId, clauseVersion: a.passage.clauseVersion, span: [a.passage.span[0] + a.span[0], a.passage.span[0] + a.span[1]] }
      : { source: "prompt", messageIndex: a.passage.messageIndex, span: [a.passage.span[0] + a.span[0], a.passage.span[0] + a.span[1]] },
  }));
  // An amount the policy itself sets ("$30 insurance per passenger") is the policy's, stated uncited;
  // also one the evidence has only going back, when the reply gives it as the rate ("$60 of travel
  // insurance ($30 each)" beside a reservation whose $30 came back once).
  const asRate = (c: Claim) => c.verdict === "invented" && c.support.length > 0 && RATE_AFTER.test(reply.slice(c.span[1], c.span[1] + 24));
  // Of two policy amounts alike ($50 a bag, $50 a passenger for a delay), the one whose passage shares
  // most words with the claim's sentence: "a certificate for the delay: $50 × 3 passengers".
  let sentences: ReturnType<typeof replySentences> | null = null;
  const passageTerms = policyAmounts.map((a) => new Set(distinctiveTerms(a.passage.text)));
  const policyOrder = (target: Claim): number[] => {
    sentences ??= replySentences(reply);
    const line = sentences.find((l) => l.start <= target.span[0] && target.span[1] <= l.end);
    const words = distinctiveTerms(line?.text ?? "");
    const shared = passageTerms.map((set) => words.filter((w) => set.has(w)).length);
    return policyAmounts.map((_, k) => k).sort((a, b) => shared[b] - shared[a] || a - b);
  };
  for (const target of [...open(), ...money.filter(asRate)]) {
    const k = policyAmounts.some((a) => a.cents === centsOf(target)) ? policyOrder(target).find((x) => policyAmounts[x].cents === centsOf(target))! : -1;
    if (k < 0) continue;
    const rate = policyAmounts[k];
    target.verdict = "supported_uncited";
    target.held = false;
    target.reason = `${policyOps[k].label} sets this amount${rate.per ? ` per ${rate.per}` : ""}`;
    target.support = policyOps[k].ref ? [policyOps[k].ref] : [];
    target.passage = passageRef(rate.passage);
  }
  let nearIds: Operand[] | null = null;
  let totals: readonly RecordTotal[] | null = null;
  let sameProduct: Operand[] | null = null;
  const namedBySentence = new Map<number, Operand[]>();
  // Derived amounts become operands of later ones ("$8.28 + $33.64 = $41.92" after both differences).
  const stated = statedOperands(money, reply);
  // An operand written out for an amount is not derived from that amount ("$222 more ($725 vs $503)":
  // $725 is not $503 + $222).
  const operandOf = new Map<Claim, Claim>();
  for (const [target, [a, b]] of stated) {
    operandOf.set(a, target);
    operandOf.set(b, target);
  }
  const reference = (c: Claim): Operand => ({ cents: centsOf(c), label: `"${c.text}" in the reply${c.derivation ? ` (${c.derivation.formula})` : ""}`, ref: c.support[0] ?? null });
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    for (const target of open()) {
      if (target.verdict === "supported_uncited") continue;
      // A record's total itself, first: "compared with $527 before", the old reservation's four prices
      // added up, rather than arithmetic on the reply's other amounts.
      totals ??= recordTotals();
      const whole = totals.find((t) => t.cents === centsOf(target));
      let found: ReturnType<typeof deriveAmount> = whole ? { kind: "sum", terms: [whole], formula: `${whole.parts.map(formatCents).join(" + ")} = ${formatCents(whole.cents)}` } : null;
      // The operands the reply writes beside the amount are the only ones it may come from.
      const own = stated.get(target);
      if (!found && own) {
        const [a, b, op] = own;
        if (a.verdict !== "grounded" || b.verdict !== "grounded") continue;
        const [hi, lo] = centsOf(a) >= centsOf(b) ? [a, b] : [b, a];
        const value = op === "+" ? centsOf(a) + centsOf(b) : centsOf(hi) - centsOf(lo);
        if (value !== centsOf(target)) continue;
        found = op === "+"
          ? { kind: "sum", terms: [reference(a), reference(b)], formula: `${formatCents(centsOf(a))} + ${formatCents(centsOf(b))} = ${formatCents(value)}` }
          : { kind: "difference", terms: [reference(hi), reference(lo)], formula: `${formatCents(centsOf(hi))} − ${formatCents(centsOf(lo))} = ${formatCents(value)}` };
      }
      const i = money.indexOf(target);
      const neighbours: Operand[] = [];
      for (let d = 1; d <= NEIGHBOURS && neighbours.length < 2 * NEIGHBOURS && !found; d++) {
        for (const j of [i - d, i + d]) {
          const c = money[j];
          // An amount the reply itself derived is an operand with its own formula shown: the chain.
          if (c && c.verdict === "grounded" && centsOf(c) > 0 && operandOf.get(target) !== c) neighbours.push(reference(c));
        }
      }
      // What is left is taken from the largest amount the reply stated before it (its latest total):
      // "$3,609 for all three ... would leave $2,782", not from the per-passenger $1,203 it replaced.
      const remainderOf = Math.max(0, ...money.filter((c) => c.span[1] <= target.span[0] && c.verdict === "grounded").map(centsOf));
      found ??= deriveAmount(centsOf(target), neighbours, counts, { maxTerms: 4, ...(remainderOf > centsOf(target) ? { remainderOf } : {}) }) ?? runningTotal(target, money);
      if (!found && policyOps.length) found = deriveAmount(centsOf(target), policyOrder(target).map((k) => policyOps[k]), counts, { maxTerms: 2 });
      if (!found) {
        nearIds ??= amountsNearIds(bag, claims);
        found = deriveAmount(centsOf(target), [...neighbours.slice(0, 8), ...nearIds, ...policyOps, ...totals], counts, { maxTerms: 2, maxOperands: 64 });
      }
      if (!found) {
        // The prices of the items the claim's sentence names ("the kettle and the keyboard ... $384.62").
        // Sums only: a difference tried first would stop the search and hide the sum.
        sentences ??= replySentences(reply);
        const line = sentences.find((l) => l.start <= target.span[0] && target.span[1] <= l.end);
        if (line && !namedBySentence.has(line.start)) namedBySentence.set(line.start, namedItemPrices(bag, line.text));
        const named = line ? namedBySentence.get(line.start)! : [];
        if (named.length >= 2) found = deriveAmount(centsOf(target), named, [], { maxTerms: 4, maxOperands: MAX_NAMED, differences: false });
      }
      if (!found) {
        // A named variant's price against the customer's own item of that product, in another result.
        sameProduct ??= sameProductPrices(bag, claims);
        if (sameProduct.length) found = deriveAmount(centsOf(target), sameProduct, [], { maxTerms: 2, maxOperands: 64 });
      }
      if (!found) continue;
      const terms = found.terms as Operand[];
      target.verdict = "grounded";
      target.held = false;
      target.reason = `derived: ${found.formula}, from ${terms.map((t) => t.label).join(" and ")}${found.count ? `, ${found.count.n} ${found.count.label} as the reply states` : ""}`;
      target.support = terms.map((t) => t.ref).filter((s): s is Support => s !== null);
      target.derivation = { formula: found.formula, operands: terms.map((t) => ({ cents: t.cents, label: t.label, support: t.ref })) };
      changed = true;
    }
    if (!changed) break;
  }
}
