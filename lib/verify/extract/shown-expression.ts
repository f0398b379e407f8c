/**
 * Arithmetic written in a reply ("$96,000 x 6.85% / 12 = $548.00"): the expression left of an "=",
 * its amounts read as the value extractor read them, and its value. Rates are hundredths.
 */
import type { ExtractedClaim } from "./claim-types";

/** Evaluate + − × / over numbers and parentheses; null when the text is anything else. */
export function evaluate(expr: string): number | null {
  const src = expr
    .replace(/[−–]/g, "-")
    .replace(/[×x]/gi, "*")
    .replace(/÷/g, "/")
    .replace(/,(?=\d{3}\b)/g, "")
    .replace(/(\d+(?:\.\d+)?)\s?%/g, "($1/100)");
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
export function leftExpression(text: string, at: number, money: readonly ExtractedClaim[], sentenceStart: number): { expr: string; start: number } | null {
  let start = at;
  const floor = Math.max(sentenceStart, at - 160);
  // Walk back over amounts, numbers, rates, operators and brackets.
  while (start > floor && /[\d.,$€£%\s+\-−–×x*/()÷]/i.test(text[start - 1])) start--;
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
  // The walk takes a comma or a stop before the expression with it ("So, $152 + $103"): not a part of it.
  expr = expr.replace(/^[\s,.+\-−–×x*/÷]+/i, "").trim();
  return /[+\-−–×x*/÷]/i.test(expr.replace(/^-/, "")) ? { expr, start } : null;
}

/** "= $548.00", "= **$548.00**": an amount written as the result of the expression before it. */
export const EQUALS_BEFORE = /=\s*(?:\*\*|__)?\s*$/;
