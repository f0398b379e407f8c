/**
 * A balance said to cover more than it holds (issue 10: arithmetic). "You can use your gift card
 * with a balance of $224 to cover the remaining cost of $234": both amounts are real, so the value
 * checks ground them; $224 does not cover $234, and the payment fails.
 *
 * A balance that is itself the subject of "cover" ("a balance of $224 to cover the remaining cost of
 * $234", "its $224 balance will cover the $234") and an amount larger than it: the larger amount is
 * contradicted. Sentences that say it covers part ("part of", "partially", "most of") or that it
 * is not enough are left alone. Nothing is added.
 */
import { dollars, replySentences } from "./run-records";
import { isContradictable, type Claim } from "./types";

const AMOUNT = String.raw`\$?(\d[\d,]*(?:\.\d{1,2})?)`;
/**
 * The balance as the subject of "cover", nothing between them but a few words: "a balance of $224
 * to cover the remaining cost of $234", "its $224 balance will cover the $234".
 */
const BALANCE_COVERS = new RegExp(
  String.raw`\b(?:(?:remaining\s+)?balance\s+of\s+${AMOUNT}|\$(\d[\d,]*(?:\.\d{1,2})?)\s+(?:remaining\s+)?balance)\s+(?:(?:on\s+it|left)\s+)?(?:to\s+cover|will\s+cover|covers|can\s+cover|is\s+enough\s+(?:for|to\s+cover))\s+(?:the\s+)?(?:remaining\s+|full\s+|entire\s+|total\s+)?(?:(?:cost|amount|price|fare|balance|difference|charge)\s+)?(?:of\s+)?\$(\d[\d,]*(?:\.\d{1,2})?)`,
  "i",
);
const PARTLY = /\b(?:part\s+of|partially|partly|most\s+of|some\s+of|first\s+\$|not\s+enough|insufficient|short\s+by)\b/i;
const cents = (s: string) => Math.round(Number(s.replace(/,/g, "")) * 100);

export function checkCoverBalance(claims: Claim[], text: string): void {
  if (!/\bbalance\b/i.test(text) || !/\bcover|\benough\b/i.test(text)) return;
  for (const line of replySentences(text)) {
    const m = BALANCE_COVERS.exec(line.text);
    if (!m || PARTLY.test(line.text) || line.text.endsWith("?")) continue;
    const balance = cents(m[1] ?? m[2]);
    const owed = cents(m[3]);
    if (owed <= balance) continue;
    const at = line.start + m.index + m[0].length;
    const covered = claims.find((c) => c.kind === "money" && c.value.type === "money" && c.value.cents === owed && c.span[1] === at && isContradictable(c.verdict));
    if (!covered) continue;
    covered.verdict = "contradicted";
    covered.reason = `the reply says a balance of ${dollars(balance)} covers ${covered.text}, which is more than the balance.`;
    covered.conflict = { claimed: line.text, stated: `balance ${dollars(balance)} < ${covered.text}`, why: "a balance covers at most what it holds" };
  }
}
