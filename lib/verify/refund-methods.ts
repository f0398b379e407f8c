/**
 * "The $169 goes back to gift card 2200803 within 5 to 7 business days": the method named is where
 * this turn's refund went, a fact of the record (check-refund-destination judges it), and the rule the
 * sentence restates is the policy's "The refund will go to original payment methods in 5 to 7 business
 * days". Its words ("gift card") would otherwise send the sentence to the payment rules ("at most three
 * gift cards") and leave the timing unmatched. Only a method named with its id or card ending, in a
 * sentence about money going back, that a refund recorded this turn went to: the policy is then asked
 * about "the original payment method", which is what the record shows it to be.
 */
import { KINDS, MOVES } from "./check-refund-destination";
import type { Payment } from "./check-payment-claims";

/** A method's kind words, then its id or ending: "gift card 2200803", "Visa ending in 7803", "credit_card_4938634". */
const METHOD = new RegExp(String.raw`(?:${KINDS.map(([re]) => re.source).join("|")})(?:[\s_-]+(?:ending|ends)?\s*(?:in|with)?\s*#?|\s*\(\s*)?(\d{4,})\b\)?`, "gi");

/** Spans, within the sentence, of the payment methods it names that this turn's refunds went to. */
export function refundMethodSpans(sentence: string, refunds: readonly Payment[]): [number, number][] {
  if (!MOVES.test(sentence)) return [];
  const out: [number, number][] = [];
  for (const m of sentence.matchAll(METHOD)) {
    const digits = m[1];
    if (refunds.some((p) => p.cents < 0 && p.method !== null && new RegExp(String.raw`${digits}$`).test(p.method))) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}
