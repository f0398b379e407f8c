/**
 * The verdict contract's third finding, the half that fails: arithmetic the reply shows that does
 * not hold ("$152 + $103 = $265", a "Total" line under a list of amounts). Only what is written is recomputed; a result the reply does not show is the
 * derived-amount check's.
 */
import type { ReplyContext } from "../context/reply-context";
import type { ExtractedClaim } from "../extract/claim-types";
import { EQUALS_BEFORE, evaluate, leftExpression } from "../extract/shown-expression";
import type { Claim, Finding } from "../types";
import { defineCheck } from "./define-check";

export { evaluate } from "../extract/shown-expression";

const fmt = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const shownArithmetic = defineCheck({
  id: "shown-arithmetic",
  title: "Arithmetic the reply shows",
  reads: ["the reply's amounts and the operators between them"],
  finds: ["contradicted"],
  stage: "contradict",
  run(ctx: ReplyContext, claims: readonly Claim[]) {
    const text = ctx.reply.text;
    const money = ctx.extracted.filter((c) => c.value.type === "money");
    if (money.length < 2) return [];
    const indexOf = new Map(ctx.extracted.map((c, i) => [c, i] as const));
    const out: Finding[] = [];
    const flagged = new Set<number>();
    for (const r of money) {
      const i = indexOf.get(r)!;
      if (i >= claims.length || flagged.has(i)) continue;
      const before = text.slice(Math.max(r.sentence[0], r.span[0] - 6), r.span[0]);
      // "A + B = R"; in a chain "3 × $85 + 2 × $65 = $255 + $130 = $385" an amount an operator follows starts the next expression.
      if (EQUALS_BEFORE.test(before) && /^\s*(?:\*\*|__)?\s*[+\-−–×x*/÷]\s*[\d$€£(]/.test(text.slice(r.span[1], r.span[1] + 8))) continue;
      if (EQUALS_BEFORE.test(before)) {
        const eq = text.lastIndexOf("=", r.span[0]);
        const expr = leftExpression(text, eq, money, r.sentence[0])?.expr;
        const value = expr ? evaluate(expr) : null;
        const cents = (r.value as { cents: number }).cents;
        if (value !== null && Math.abs(Math.round(value * 100) - cents) > 1) {
          out.push({ claim: i, verdict: "contradicted", reason: `the reply writes ${expr} = ${fmt(cents)}, but ${expr} is ${fmt(Math.round(value * 100))}`, conflict: { claimed: fmt(cents), stated: fmt(Math.round(value * 100)), why: `${expr} as the reply writes it` } });
          flagged.add(i);
        }
        continue;
      }
      // "$23,353 across the 5 items ($6,594 + $3,925 + ...)": the working in brackets right after the amount.
      // Only brackets that are this amount's own: no other figure between, and not a part of a longer expression ("($561 + $1,339) × 3").
      const after = /^[^()\n.;:=$€£]{0,60}\(([^()\n]{3,240})\)(?!\s*[×x*+\-−–/÷]\s*[\d$€£(])/.exec(text.slice(r.span[1], Math.min(r.sentence[1] + 1, r.span[1] + 320)));
      if (after) {
        const close = r.span[1] + after.index + after[0].length - 1;
        const open = close - after[1].length;
        const left = leftExpression(text, close, money, open);
        const value = left && left.start <= open + 1 ? evaluate(left.expr) : null;
        const cents = (r.value as { cents: number }).cents;
        if (left && value !== null && Math.abs(Math.round(value * 100) - Math.abs(cents)) > 1) {
          out.push({ claim: i, verdict: "contradicted", reason: `the reply gives ${fmt(cents)} as ${left.expr}, but ${left.expr} is ${fmt(Math.round(value * 100))}`, conflict: { claimed: fmt(cents), stated: fmt(Math.round(value * 100)), why: `${left.expr} as the reply writes it` } });
          flagged.add(i);
        }
      }
    }
    out.push(...listTotals(text, money, indexOf, claims, flagged));
    return out;
  },
});

/** A "Total" line right under two or more lines that each give one amount: the sum must be the lines'. */
function listTotals(text: string, money: ExtractedClaim[], indexOf: Map<ExtractedClaim, number>, claims: readonly Claim[], flagged: Set<number>): Finding[] {
  const lines: { start: number; end: number }[] = [];
  let from = 0;
  for (const line of text.split("\n")) {
    lines.push({ start: from, end: from + line.length });
    from += line.length + 1;
  }
  const out: Finding[] = [];
  const amountsIn = (l: { start: number; end: number }) => money.filter((c) => c.span[0] >= l.start && c.span[1] <= l.end);
  for (let k = 0; k < lines.length; k++) {
    const line = text.slice(lines[k].start, lines[k].end);
    if (!/^\s*(?:[-*•|]\s*)?(?:\*\*|__)?\s*(?:grand\s+|new\s+)?total\b/i.test(line)) continue;
    const own = amountsIn(lines[k]);
    if (own.length !== 1) continue;
    const parts: number[] = [];
    for (let j = k - 1; j >= 0; j--) {
      const l = text.slice(lines[j].start, lines[j].end);
      if (!l.trim()) {
        if (parts.length) break;
        continue;
      }
      const a = amountsIn(lines[j]);
      if (a.length !== 1 || /\b(?:total|subtotal|balance|remaining|paid|difference)\b/i.test(l)) break;
      parts.push((a[0].value as { cents: number }).cents);
    }
    if (parts.length < 2) continue;
    const i = indexOf.get(own[0])!;
    if (flagged.has(i) || i >= claims.length) continue;
    const sum = parts.reduce((s, x) => s + x, 0);
    const cents = (own[0].value as { cents: number }).cents;
    // Only a total nothing else gives: a total the evidence states, or a sum that matches, stands.
    if (Math.abs(sum - cents) <= 1 || claims[i].verdict === "grounded") continue;
    out.push({ claim: i, verdict: "contradicted", reason: `the reply lists ${parts.reverse().map(fmt).join(" + ")} = ${fmt(sum)}, but its total says ${fmt(cents)}`, conflict: { claimed: fmt(cents), stated: fmt(sum), why: "the sum of the amounts listed above the total" } });
    flagged.add(i);
  }
  return out;
}
