/**
 * A total the reply states against the total a tool stated (issue 10: "an amount contradicted by a
 * later tool result"). The booking tool answered "Error: payment amount does not add up, total
 * price is 375, but paid 299" three times; the agent replies "The total price for the flights is
 * indeed $299. It seems there was an error in the booking process", then "the correct total price,
 * including any additional fees, is $374". Both amounts are in the evidence (the $299 in the same
 * error, the $374 from the agent's calculator), so the value checks ground them.
 *
 * Tool results that say "total price is 375" (a total named, "is", a number) state the total; the
 * latest one before the reply counts, until the same tool answers without an error. A reply sentence naming the same total ("the total price ...
 * is $299") with another amount, and not the stated one, is contradicted. Only text results are
 * read (JSON fields are the value checks' and the payment checks' business). Nothing is added.
 */
import type { NormalizedRun } from "../run/types";
import { dollars, replySentences } from "./run-records";
import { isContradictable, type Claim } from "./types";

const LABELS = String.raw`total\s+(?:price|cost|amount|fare)`;
const STATED = new RegExp(String.raw`\b(${LABELS})\s+(?:is|was|of|=|:)\s*\$?(\d[\d,]*(?:\.\d{1,2})?)`, "gi");
const SAID = new RegExp(String.raw`\b(${LABELS})\b`, "i");
const norm = (label: string) => label.toLowerCase().replace(/\s+/g, " ");

export function checkStatedTotals(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  if (!SAID.test(text)) return;
  const stated = new Map<string, { cents: number; messageIndex: number; toolCallId: string; toolName: string | null; length: number }>();
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role !== "tool") continue;
    // A later answer of the same tool that is no error (a booking that went through) ends what its
    // error said: the total it named was for the attempt that failed.
    if (!/^\s*error\b/i.test(e.content)) for (const [k, v] of stated) if (v.toolName === e.toolName) stated.delete(k);
    if (/^\s*[[{]/.test(e.content) || e.content.length > 4096) continue;
    for (const m of e.content.matchAll(STATED)) {
      stated.set(norm(m[1]), { cents: Math.round(Number(m[2].replace(/,/g, "")) * 100), messageIndex: e.index, toolCallId: e.toolCallId, toolName: e.toolName, length: e.content.length });
    }
  }
  if (!stated.size) return;
  for (const line of replySentences(text)) {
    const label = SAID.exec(line.text);
    const s = label && stated.get(norm(label[1]));
    if (!s) continue;
    const money = claims.filter((c) => c.kind === "money" && c.value.type === "money" && c.span[0] >= line.start + label.index && c.span[1] <= line.end);
    if (!money.length || money.some((c) => (c.value as { cents: number }).cents === s.cents)) continue;
    const c = money[0];
    if (!isContradictable(c.verdict)) continue;
    const total = dollars(s.cents);
    c.verdict = "contradicted";
    c.reason = `${c.text} is given as the ${norm(label[1])}, but the ${s.toolName ?? "tool"} result (message ${s.messageIndex}) says the ${norm(label[1])} is ${total}.`;
    c.support = [{ source: "tool", messageIndex: s.messageIndex, toolCallId: s.toolCallId, toolName: s.toolName, span: [0, s.length] }];
    c.conflict = { claimed: line.text, stated: `${norm(label[1])}: ${total}`, why: "the total the tool itself stated" };
  }
}
