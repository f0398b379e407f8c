/**
 * The counts a reply states, for arithmetic over them: "3 passengers", "two nights", "x 2", "for both
 * of you", "all three of you". Read by the derived-amount check (a fare times the passengers) and the
 * policy match (a policy rate times the passengers is no other number of the policy's).
 */
import type { CountOperand } from "../evidence/derive-amount";

const COUNT = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(passengers?|travell?ers?|people|persons?|adults?|items?|bags?|nights?|tickets?|seats?|units?|pieces?)\b|(?:\b|\s)[x×]\s?(\d+)\b/gi;
const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
/** "for both of you", "both passengers": a count of two, said without the number. */
const BOTH = /\bboth\s+(?:of\s+(?:you|them|us)|passengers|travell?ers|people|adults|tickets|seats|bags|items|nights)\b/i;
/** "for the two of you", "all three of us": the people the reply speaks to, counted. */
const OF_YOU = /\b(?:the|all|for)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+(?:you|us|them)\b/gi;

/**
 * "for you and Ivan", "you, Ivan and Mia", "Ivan and you": the customer and the passengers named with
 * them, counted when every name is one a record gives a passenger of theirs.
 */
const YOU_AND = /\b(?:(?:you|yourself)(?:,\s*([A-Z][a-z]+))?,?\s+and\s+([A-Z][a-z]+)|([A-Z][a-z]+)\s+and\s+(?:you|yourself))\b/g;

/**
 * Counts from 2 to 50, each number once, labelled with what was counted. `isPassenger` says whether a
 * first name is a passenger's on the run's records: without it, "you and Ivan" counts nothing.
 */
export function countsIn(text: string, isPassenger?: (name: string) => boolean): CountOperand[] {
  const out: CountOperand[] = [];
  const both = BOTH.exec(text);
  if (both) out.push({ n: 2, label: `(${both[0].toLowerCase()})` });
  if (isPassenger) {
    for (const m of text.matchAll(YOU_AND)) {
      const names = [m[1], m[2], m[3]].filter((x): x is string => !!x);
      const n = names.length + 1;
      if (names.every(isPassenger) && !out.some((c) => c.n === n)) out.push({ n, label: `(${m[0]})` });
    }
  }
  for (const m of text.matchAll(OF_YOU)) {
    const n = WORDS[m[1].toLowerCase()] ?? Number(m[1]);
    if (n >= 2 && n <= 50 && !out.some((c) => c.n === n)) out.push({ n, label: `(${m[0].toLowerCase()})` });
  }
  for (const m of text.matchAll(COUNT)) {
    const n = m[3] ? Number(m[3]) : (WORDS[m[1].toLowerCase()] ?? Number(m[1]));
    if (n >= 2 && n <= 50 && !out.some((c) => c.n === n)) out.push({ n, label: m[2] ? m[2].toLowerCase() : "times" });
  }
  return out;
}
