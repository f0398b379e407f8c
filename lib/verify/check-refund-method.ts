/**
 * Where a refund may go, by the policy's rule for the process: "The refund must either go to the
 * original payment method, or an existing gift card" (a return), "the total will be refunded via the
 * original payment method" (a cancellation). A passage that says where a process's refund goes names
 * the original payment method, and perhaps an existing gift card besides; a process whose passages
 * say no such thing (an exchange's price difference, paid to or from any method the customer gives)
 * is left alone.
 *
 * Applied to what the reply says a refund goes to ("I can send the refund for #W5490111 to your
 * PayPal", "I can put the refunds on your gift card instead", "route each order's refund to the other
 * order's payment method"):
 * - contradicted: a method that is neither the original payment method of the orders the sentence is
 *   about (the order records the run read: their `payment_history`) nor an alternative the process's
 *   rule allows; a new gift card or another order's method is never the original. The process is
 *   the sentence's, else the reply's, else the customer's last message's; none named: any rule's
 *   alternative counts. Denials, restrictions ("only", "not") and price differences are not offers.
 * - supported: an uncited policy sentence that denies such a method ("a refund to an Amex is not
 *   allowed", the order being paid with PayPal) or restates the rule ("refunds can go to PayPal only
 *   for orders originally paid with PayPal"), which the matcher's wording alone does not reach.
 */
import { escapeRegExp } from "./escape-regexp";
import type { NormalizedRun } from "../run/types";
import type { PolicyPassage } from "../evidence/policy-passages";
import { addPolicyConflict } from "./add-policy-conflict";
import { processesOf, processOfPassage } from "./check-duration-claim";
import { entityOf, parseResult, paymentEntries } from "./check-payment-claims";
import { KINDS, kindOfMethod } from "./check-refund-destination";
import { passageRef, passageSupport, passageWhere, perPolicy, type PolicyIndex } from "./match-policy";
import { parseCitations, splitSentences } from "./parse-citations";
import { resultsBefore } from "./run-records";
import type { Claim } from "./types";

interface RefundRule { process: string | null; giftCard: boolean; passage: PolicyPassage }

const rulesOf = perPolicy((index: PolicyIndex): RefundRule[] =>
  index.passages
    .filter((p) => /\brefund/i.test(p.text) && /\boriginal\s+payment\s+methods?\b/i.test(p.text))
    .map((p) => ({ process: [...processOfPassage(p)][0] ?? null, giftCard: /\bexisting\s+gift\s+cards?\b/i.test(p.text), passage: p })),
);

/** The processes that refund money; "delivered" or "booking" in a sentence names a status or a record, not where a refund comes from. */
const REFUNDING = new Set(["cancellation", "return", "exchange", "modification", "payment change"]);
const refundProcesses = (text: string) => new Set([...processesOf(text)].filter((p) => REFUNDING.has(p)));
/** Around the sentence (the reply, the customer's words) "change" is too loose to name a process: "let me know what you'd like changed". */
const nearbyProcesses = (text: string) => refundProcesses(text.replace(/\bchang\w*/gi, ""));

const REFUND = /\brefund\w*|\breimburs\w*|\bmoney\s+back\b/i;
/** Not an offer: a denial or a restriction ("can't go to", "only for orders paid with"), or a price difference (any method the customer gives). */
const NOT_OFFER = /\b(?:not|never|cannot|unable|only|nor)\b|n['’]t\b/i;
const DIFFERENCE = /\bdifference\b/i;
/** A destination right before the method: "to your", "on the existing", "onto a new", or a list's next one ("to your Visa and PayPal"). */
const DET = String.raw`(?:(?:your|the|a|an|their|that|this|my|existing|new|store|same)\s+)*`;
const DEST_BEFORE = new RegExp(String.raw`\b(?:to|on|onto|into|via)\s+${DET}(?:(?:[\w'’-]+\s+){0,5}?[\w'’-]+\s*(?:,|\band|\bor)\s+${DET})?$`, "i");
/**
 * Between a method and the order it is for: "for", "for order", "ending 7285 for", "account for the
 * order"; only words that name the method, so "to PayPal and the refund for #W2" keeps PayPal apart.
 */
const FOR_ORDER = /^(?:\s+(?:ending(?:\s+in)?\s+\d+|account|card|on\s+file)){0,2}\s+(?:for|from)\s+(?:(?:the\s+)?order\s+)?$/i;
const OTHER_METHOD = /\b(?:other|different|another)\b(?:\s+order['’]s)?\s+(?:payment\s+)?(?:method|card|account)s?\b/gi;

type Kind = "paypal" | "gift_card" | "credit_card" | "new_gift_card" | "other";
interface Destination { kind: Kind; at: number; text: string }

/** Every method kind's pattern, global for matchAll. */
const KINDS_ALL = KINDS.map(([re, kind]) => [new RegExp(re.source, "gi"), kind] as const);

function destinations(clause: string): Destination[] {
  const out: Destination[] = [];
  for (const [re, kind] of KINDS_ALL) {
    for (const m of clause.matchAll(re)) {
      const before = clause.slice(Math.max(0, m.index - 40), m.index);
      if (!DEST_BEFORE.test(before)) continue;
      const isNew = kind === "gift_card" && /\bnew\s+(?:store\s+)?$/i.test(before);
      out.push({ kind: isNew ? "new_gift_card" : (kind as Kind), at: m.index, text: m[0] });
    }
  }
  for (const m of clause.matchAll(OTHER_METHOD)) {
    if (DEST_BEFORE.test(clause.slice(Math.max(0, m.index - 40), m.index)) && !/gift/i.test(m[0])) out.push({ kind: "other", at: m.index, text: m[0] });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Each order record the run read before the reply (its latest): id → the kinds of method that paid it. */
function originalMethods(run: NormalizedRun, beforeSeq: number): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const e of resultsBefore(run, beforeSeq)) {
    const obj = parseResult(e);
    const entries = obj && paymentEntries(obj);
    const id = obj && entityOf(obj);
    if (!entries || !id) continue;
    const kinds = new Set(entries.filter((x) => x.cents > 0).map((x) => kindOfMethod(x.method)).filter((k): k is string => !!k));
    if (kinds.size) out.set(id, kinds);
  }
  return out;
}

const idPattern = (id: string) => new RegExp(String.raw`#?\b${escapeRegExp(id.replace(/^#/, ""))}\b`, "gi");

/** The rules that say where the refund of `processes` goes; null when one of them has none (its refund goes where the customer says). */
function applicable(rules: RefundRule[], processes: Set<string>): RefundRule[] | null {
  if (!processes.size) return rules;
  const out: RefundRule[] = [];
  for (const p of processes) {
    const own = rules.filter((r) => r.process === p || r.process === null);
    if (!own.length) return null;
    out.push(...own);
  }
  return out;
}

interface Verdict { rule: RefundRule; allowed: boolean; why: string }

/**
 * Whether a refund to `d` keeps the rules: the original method of the orders in scope (`every`: each
 * of them; else at least one the run read), or an alternative a rule allows. Null: cannot tell.
 */
function judge(d: Destination, rules: RefundRule[], scope: Set<string>[], every: boolean): Verdict | null {
  const giftRule = rules.find((r) => r.giftCard);
  if (d.kind === "gift_card" && giftRule) return { rule: giftRule, allowed: true, why: "an existing gift card" };
  const rule = giftRule ?? rules[0];
  const alternatives = giftRule ? "the original payment method or an existing gift card" : "the original payment method";
  if (d.kind === "new_gift_card" || d.kind === "other") return { rule, allowed: false, why: `a ${d.kind === "other" ? "different payment method" : "new gift card"} is not ${alternatives}` };
  if (!scope.length) return null;
  const original = every ? scope.every((k) => k.has(d.kind)) : scope.some((k) => k.has(d.kind));
  if (original) return { rule, allowed: true, why: "the original payment method" };
  const paid = scope.length === 1 ? "the order was not paid with" : every ? "not every one of the orders was paid with" : "none of the orders the run read was paid with";
  return { rule, allowed: false, why: `${paid} ${d.kind.replace(/_/g, " ")}, and a refund may go only to ${alternatives}` };
}

export function addRefundMethodClaims(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number, policyIndex: () => PolicyIndex, customerWords: string): void {
  if (!REFUND.test(text)) return;
  const rules = rulesOf(policyIndex());
  if (!rules.length) return;
  let records: Map<string, Set<string>> | null = null;
  const fromReply = nearbyProcesses(text);
  for (const sentence of splitSentences(text, parseCitations(text))) {
    const body = sentence.text;
    if (!REFUND.test(body) || DIFFERENCE.test(body)) continue;
    const own = refundProcesses(body);
    const processes = own.size ? own : fromReply.size ? fromReply : nearbyProcesses(customerWords);
    const ruling = applicable(rules, processes);
    if (!ruling) continue;
    records ??= originalMethods(run, beforeSeq);
    const denial = NOT_OFFER.test(body);
    // Each order id the sentence names, where it stands: a destination is about the nearest one before it.
    const at = [...records.keys()].flatMap((id) => [...body.matchAll(idPattern(id))].map((m) => ({ id, at: m.index })));
    const named = destinations(body);
    for (const d of named) {
      // "to PayPal for #W7387996": the order right after the method is its own; else the nearest before it.
      const end = d.at + d.text.length;
      const after = at.filter((x) => x.at >= end && FOR_ORDER.test(body.slice(end, x.at))).sort((a, b) => a.at - b.at)[0];
      const before = after ?? at.filter((x) => x.at < d.at).sort((a, b) => b.at - a.at)[0];
      // "the refunds for both orders go to PayPal"; not "both refunds go to your Visa and PayPal", which shares them out.
      const both = !at.length && named.length === 1 && /\bboth\b/i.test(body) && records.size === 2;
      const ids = before ? [before.id] : at.length ? [...new Set(at.map((x) => x.id))] : [...records.keys()];
      const v = judge(d, ruling, ids.map((id) => records!.get(id)!), !!before || both);
      if (!v || v.allowed) continue;
      if (denial) {
        supportDenial(claims, sentence.span, v.rule.passage, d);
        continue;
      }
      const s = sentence.span[0];
      const lead = body.length - body.trimStart().length;
      addPolicyConflict(claims, v.rule.passage, {
        sentence: body.trim(),
        span: [s + lead, s + lead + body.trim().length],
        covers: [s + d.at, s + d.at + d.text.length],
        reason: (p) => `sends a refund to ${d.text} where ${passageWhere(p)} does not allow it: ${v.why} ("${p.text}")`,
        stated: v.rule.passage.text,
        why: v.why,
      });
    }
    // "Refunds can go to PayPal only for orders originally paid with PayPal": the rule restated.
    if (/\bonly\b/i.test(body) && /\b(?:original(?:ly)?|paid\s+(?:with|by|via|using))\b/i.test(body)) {
      const d = named.find((x) => x.kind !== "gift_card" || !ruling.some((r) => r.giftCard));
      if (d) supportDenial(claims, sentence.span, (ruling.find((r) => r.giftCard) ?? ruling[0]).passage, d);
    }
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}

/** An invented uncited policy claim over the sentence that denies (or restricts) a refund the rule does not allow: supported by the rule. */
function supportDenial(claims: Claim[], [s, e]: [number, number], passage: PolicyPassage, d: Destination): void {
  for (const c of claims) {
    if (c.kind !== "policy" || c.verdict !== "invented" || c.citations.clauses.length || c.span[0] < s || c.span[1] > e) continue;
    const p = passageRef(passage);
    c.verdict = "supported_uncited";
    c.reason = `cites no clause; it denies a refund to ${d.text}, which ${passageWhere(p)} does not allow for this order: "${p.text}"; suggested citation ${p.id}`;
    c.support = [passageSupport(p)];
    c.passage = p;
  }
}
