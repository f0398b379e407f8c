/**
 * A balance said to cover more than it holds (issue 10: arithmetic). "You can use your gift card
 * with a balance of $224 to cover the remaining cost of $234": both amounts are real, so the value
 * checks ground them; $224 does not cover $234, and the payment fails.
 *
 * A sentence that gives a balance ("a balance of $224", "$224 balance") and says it covers ("to
 * cover", "will cover", "covers", "is enough for") an amount larger than it is contradicted on the
 * larger amount. Sentences that say it covers part ("part of", "partially", "most of") or that it
 * is not enough are left alone. Nothing is added.
 */
import { isPassingVerdict, type Claim } from "./types";

const BALANCE = /\b(?:balance\s+of|remaining\s+balance\s+of)\s+\$?(\d[\d,]*(?:\.\d{1,2})?)|\$(\d[\d,]*(?:\.\d{1,2})?)\s+(?:remaining\s+)?balance\b/i;
const COVERS = /\b(?:to\s+cover|will\s+cover|covers|can\s+cover|is\s+enough\s+(?:for|to\s+cover)|to\s+pay\s+for|to\s+pay\s+the)\b/i;
const PARTLY = /\b(?:part\s+of|partially|partly|most\s+of|some\s+of|towards?|not\s+enough|insufficient|doesn['’]t\s+cover|does\s+not\s+cover|won['’]t\s+cover|short\s+by|remaining\s+after)\b/i;

export function checkCoverBalance(claims: Claim[], text: string): void {
  if (!COVERS.test(text) || !/\bbalance\b/i.test(text)) return;
  for (const sm of text.matchAll(/[^.!?\n]+(?:\.(?=\d)[^.!?\n]*)*[.!?]?/g)) {
    const sentence = sm[0];
    const b = BALANCE.exec(sentence);
    const cover = COVERS.exec(sentence);
    if (!b || !cover || PARTLY.test(sentence) || sentence.trim().endsWith("?")) continue;
    const balance = Math.round(Number((b[1] ?? b[2]).replace(/,/g, "")) * 100);
    const start = sm.index + cover.index;
    const end = sm.index + sentence.length;
    const covered = claims.find((c) => c.kind === "money" && c.value.type === "money" && c.span[0] >= start && c.span[1] <= end && isPassingVerdict(c.verdict) && c.value.cents > balance);
    if (!covered) continue;
    covered.verdict = "contradicted";
    covered.reason = `the reply says a balance of $${(balance / 100).toFixed(2)} covers ${covered.text}, which is more than the balance.`;
    covered.conflict = { claimed: sentence.trim(), stated: `balance $${(balance / 100).toFixed(2)} < ${covered.text}`, why: "a balance covers at most what it holds" };
  }
}
