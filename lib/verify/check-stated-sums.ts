/**
 * A total stated beside the amounts it adds up, with another value: "Economy on HAT136 ($152) and
 * HAT039 ($103) comes to $265." Each amount is real, and $265 may be any number some search result
 * holds, so the value checks ground all three; the sentence's own arithmetic is wrong.
 *
 * Only the plain shape is read: two or more amounts, then "comes to / come to / adds up to / totals /
 * for a total of / in total" and the total, in one sentence, with nothing else counted between them
 * (no fee, bag, insurance, tax, passengers, per, each, times). The total must be their sum, or the sum
 * times a count the reply states; otherwise the total's claim is contradicted. Only a contradiction is
 * ever made.
 */
import { replySentences } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const TOTAL = /\b(?:comes?\s+to|came\s+to|adds?\s+up\s+to|totals?|totalling|totaling|for\s+a\s+total\s+of|in\s+total\s+(?:is|of)|sums?\s+to)(?:\s+(?:of|is))?\s*:?$/i;
/** Something else counted in: the total is not the plain sum of the amounts before it. */
const OTHER_TERMS = /\b(?:fees?|bags?|baggage|insurance|tax(?:es)?|passengers?|travell?ers?|people|persons?|per|each|times|plus\s+(?:the|a|an)|minus|less|after|before|discount|credit|refund|remaining|balance|difference|x\d|×)\b|[×x]\s?\d/i;
const COUNT = /\b(\d+|two|three|four|five)\s+(?:passengers?|travell?ers?|people|persons?|tickets?)\b/gi;
const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

const cents = (c: Claim) => (c.value.type === "money" ? c.value.cents : NaN);

export function checkStatedSums(claims: Claim[], text: string): void {
  if (!/\b(?:comes?|came|adds?|add|totals?|totall?ing|total|sums?)\b/i.test(text)) return;
  const money = claims.filter((c) => c.kind === "money");
  if (money.length < 3) return;
  const counts = [1, ...[...text.matchAll(COUNT)].map((m) => WORDS[m[1].toLowerCase()] ?? Number(m[1]))];
  for (const line of replySentences(text)) {
    const inside = money.filter((c) => c.span[0] >= line.start && c.span[1] <= line.end);
    for (let k = 2; k < inside.length; k++) {
      const total = inside[k];
      const lead = text.slice(inside[k - 1].span[1], total.span[0]).replace(/[*_]/g, "").trimEnd();
      if (lead.length > 40 || !TOTAL.test(lead)) continue;
      // The amounts added: the unbroken run right before the total (short gaps, no ";" or ":").
      let first = k - 1;
      while (first > 0) {
        const gap = text.slice(inside[first - 1].span[1], inside[first].span[0]);
        if (gap.length > 60 || /[;:]/.test(gap)) break;
        first--;
      }
      const terms = inside.slice(first, k);
      if (terms.length < 2) continue;
      // Between the first amount and the total: only names of what is added, and "and" / "+".
      const between = text.slice(terms[0].span[0], total.span[0]);
      if (OTHER_TERMS.test(between) || !isPassingVerdict(total.verdict)) continue;
      const sum = terms.reduce((a, c) => a + cents(c), 0);
      if (!Number.isFinite(sum) || counts.some((n) => sum * n === cents(total))) continue;
      const shown = (c: number) => `$${(c / 100).toLocaleString("en-US", { minimumFractionDigits: c % 100 ? 2 : 0 })}`;
      total.verdict = "contradicted";
      total.reason = `the sentence adds ${terms.map((t) => t.text).join(" + ")} = ${shown(sum)}, but states ${total.text}.`;
      total.support = terms.flatMap((t) => t.support.slice(0, 1));
      total.conflict = { claimed: `${terms.map((t) => t.text).join(" + ")} = ${total.text}`, stated: `${terms.map((t) => t.text).join(" + ")} = ${shown(sum)}`, why: "the sum of the amounts the sentence adds" };
      break;
    }
  }
}
