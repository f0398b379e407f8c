/**
 * Where the reply says a refund goes, against where this turn's writes sent it: "both refunds will go
 * to your PayPal account" after a return refunded to the Visa and one to PayPal, "the $0.35 difference
 * went onto your gift card" after a modification refunded PayPal. A method is read by its kind
 * (PayPal, gift card, credit card: "credit_card_3124723", "Visa ending in 7285"); a refund the
 * sentence names by amount must have gone to a kind it names, "both / all" refunds to kinds it names,
 * and without either, at least one refund. Conditional and modal sentences ("can go to the original
 * method or a gift card") state options, not where a refund went: left alone.
 */
import { matchOf, type ActionContext } from "./check-action-claims";
import { paymentsOf, type Payment } from "./check-payment-claims";
import { parseCitations, splitSentences } from "./parse-citations";
import type { Claim } from "./types";

export const MOVES = /\b(?:refunds?|refunded|reimburs\w*|credited)\b|\b(?:goes|go|went|going|gone|sent|paid|returned|comes?|coming|issued|applied)\s+(?:back\s+)?(?:to|onto|into)\b/i;
const MODAL = /\b(?:if|unless|can|could|would|may|might|should|must|need|either|or an?|whichever|once|when|not|n['’]t|never)\b|\?\s*$/i;
// The end is "no letter after", not \b: a method id ("credit_card_3124723", "paypal_1234") runs on with "_".
export const KINDS: [RegExp, string][] = [
  [/\bpay\s?pal(?![a-z])/i, "paypal"],
  [/\bgift[\s_-]?cards?(?![a-z])/i, "gift_card"],
  [/\b(?:credit[\s_-]?cards?|visa|master\s?card|amex|american express|discover|debit card|card ending)(?![a-z])/i, "credit_card"],
];
const ALL = /\b(?:both|all|each|every)\b/i;

export const kindOfMethod = (id: string | null) => (id ? KINDS.find(([re]) => re.test(id.replace(/_/g, " ")))?.[1] ?? null : null);

export function addRefundDestinationClaims(claims: Claim[], text: string, ctx: ActionContext): void {
  if (!MOVES.test(text) || !KINDS.some(([re]) => re.test(text))) return;
  const refunds = paymentsOf(ctx).turn.filter((p) => p.cents < 0 && kindOfMethod(p.method));
  if (!refunds.length) return;
  for (const sentence of splitSentences(text, parseCitations(text))) {
    const body = sentence.text;
    if (!MOVES.test(body) || MODAL.test(body)) continue;
    const stated = new Set(KINDS.filter(([re]) => re.test(body)).map(([, k]) => k));
    if (!stated.size) continue;
    const [s, e] = sentence.span;
    const money = claims.filter((c) => c.kind === "money" && c.value.type === "money" && c.span[0] >= s && c.span[1] <= e);
    let wrong: Payment[] = [];
    let target: Claim | undefined;
    for (const m of money) {
      const cents = (m.value as { cents: number }).cents;
      const one = refunds.filter((p) => -p.cents === cents);
      const sum = -refunds.reduce((a, p) => a + p.cents, 0);
      const behind = one.length ? one : cents === sum && refunds.length > 1 ? refunds : [];
      const off = behind.filter((p) => !stated.has(kindOfMethod(p.method)!));
      if (behind.length && off.length) [wrong, target] = [off, m];
    }
    if (!wrong.length && !money.length) {
      if (ALL.test(body)) wrong = refunds.filter((p) => !stated.has(kindOfMethod(p.method)!));
      else if (!refunds.some((p) => stated.has(kindOfMethod(p.method)!))) wrong = refunds;
    }
    if (!wrong.length) continue;
    const call = wrong[0].call;
    const recorded = wrong.map((p) => `-$${(-p.cents / 100).toFixed(2)} to ${p.method}`).join(", ");
    const found = {
      verdict: "contradicted" as const,
      reason: `The refund's destination does not match the record: the reply sends it to ${[...stated].join(" / ").replace(/_/g, " ")}, but this turn's writes recorded ${recorded} (${call.name}, ${call.id}, message ${call.messageIndex}). Tell the customer where the record sends it.`,
      support: call.result ? [{ source: "tool" as const, messageIndex: call.result.index, toolCallId: call.id, toolName: call.name, span: [0, call.result.content.length] as [number, number] }] : [],
      conflict: { claimed: body.trim(), stated: recorded, why: "the method this turn's refunds went to" },
    };
    if (target) {
      Object.assign(target, found);
      continue;
    }
    const lead = body.length - body.trimStart().length;
    const span: [number, number] = [s + lead, s + lead + body.trim().length];
    claims.push({ kind: "action", text: body.trim(), span, value: { type: "action", verb: "refund", entity: null }, citations: { tools: sentence.tools, clauses: sentence.clauses }, action: matchOf(call), ...found });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
