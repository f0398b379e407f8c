/**
 * The verdict contract's third finding, the half that fails: arithmetic the reply shows that does
 * not hold ("$152 + $103 = $265", a "Total" line under a list of amounts). Only what is written is recomputed; a result the reply does not show is the
 * derived-amount check's.
 */
import type { ReplyContext } from "../context/reply-context";
import type { ExtractedClaim } from "../extract/claim-types";
import type { Claim, Finding } from "../types";
import { defineCheck } from "./define-check";

const fmt = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Evaluate + − × / over numbers and parentheses; null when the text is anything else. */
export function evaluate(expr: string): number | null {
  const src = expr.replace(/[−–]/g, "-").replace(/[×x]/gi, "*").replace(/÷/g, "/").replace(/,(?=\d{3}\b)/g, "");
  if (!/^[\d.+\-*/()\s]+$/.test(src)) return null;
  let i = 0;
  const peek = () => {
    while (src[i] === " " || src[i] === "\t") i++;
    return src[i];
  };
  const num = (): number | null => {
    const c = peek();
    if (c === "(") {
      i++;
      const v = sum();
      if (peek() !== ")") return null;
      i++;
      return v;
    }
    if (c === "-") {
      i++;
      const v = num();
      return v === null ? null : -v;
    }
    const m = /^\d+(?:\.\d+)?/.exec(src.slice(i));
    if (!m) return null;
    i += m[0].length;
    return Number(m[0]);
  };
  const product = (): number | null => {
    let v = num();
    for (let c = peek(); v !== null && (c === "*" || c === "/"); c = peek()) {
      i++;
      const r = num();
      if (r === null) return null;
      v = c === "*" ? v * r : r === 0 ? null : v / r;
    }
    return v;
  };
  const sum = (): number | null => {
    let v = product();
    for (let c = peek(); v !== null && (c === "+" || c === "-"); c = peek()) {
      i++;
      const r = product();
      if (r === null) return null;
      v = c === "+" ? v + r : v - r;
    }
    return v;
  };
  const v = sum();
  return v !== null && peek() === undefined ? v : null;
}

/** The expression written left of `at` (an "="): the money claims in it replaced by their amounts. */
function leftExpression(text: string, at: number, money: ExtractedClaim[], sentenceStart: number): string | null {
  let start = at;
  const floor = Math.max(sentenceStart, at - 160);
  // Walk back over amounts, numbers, operators and brackets.
  while (start > floor && /[\d.,$€£\s+\-−–×x*/()÷]/i.test(text[start - 1])) start--;
  const inside = money.filter((m) => m.span[0] >= start && m.span[1] <= at);
  if (!inside.length) return null;
  let expr = "";
  let pos = start;
  for (const m of inside) {
    expr += text.slice(pos, m.span[0]).replace(/[$€£]/g, "");
    expr += String((m.value as { cents: number }).cents / 100);
    pos = m.span[1];
  }
  expr += text.slice(pos, at).replace(/[$€£]/g, "");
  expr = expr.replace(/^[\s+\-−–×x*/÷]+/i, "").trim();
  return /[+\-−–×x*/÷]/i.test(expr.replace(/^-/, "")) ? expr : null;
}

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
      const before = text.slice(Math.max(r.sentence[0], r.span[0] - 4), r.span[0]);
      // "A + B = R"
      if (/=\s*$/.test(before)) {
        const eq = text.lastIndexOf("=", r.span[0]);
        const expr = leftExpression(text, eq, money, r.sentence[0]);
        const value = expr ? evaluate(expr) : null;
        const cents = (r.value as { cents: number }).cents;
        if (value !== null && Math.abs(Math.round(value * 100) - cents) > 1) {
          out.push({ claim: i, verdict: "contradicted", reason: `the reply writes ${expr} = ${fmt(cents)}, but ${expr} is ${fmt(Math.round(value * 100))}`, conflict: { claimed: fmt(cents), stated: fmt(Math.round(value * 100)), why: `${expr} as the reply writes it` } });
          flagged.add(i);
        }
        continue;
      }
    }
    out.push(...listTotals(text, money, indexOf, claims, flagged));
    return out;
  },
});

const LINE = /[^\n]*/g;

/** A "Total" line right under two or more lines that each give one amount: the sum must be the lines'. */
function listTotals(text: string, money: ExtractedClaim[], indexOf: Map<ExtractedClaim, number>, claims: readonly Claim[], flagged: Set<number>): Finding[] {
  const lines: { start: number; end: number }[] = [];
  for (const m of text.matchAll(LINE)) {
    if (m.index > text.length) break;
    lines.push({ start: m.index, end: m.index + m[0].length });
    if (!m[0].length) LINE.lastIndex++;
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
