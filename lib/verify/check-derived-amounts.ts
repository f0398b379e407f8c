/**
 * Amounts the reply derives from amounts it grounded: a total written right after (or right
 * before) the items it adds up, or the result of an equation written out on one line
 * ("$1,625 - $1,327 = $298"). Only consecutive amounts and explicit equations count: the sum of
 * any two numbers in a large dump would ground almost anything. A derived amount is grounded with
 * its terms' support and a reason that shows the arithmetic.
 */
import type { Claim } from "./types";

const MAX_TERMS = 6;

const cents = (c: Claim) => (c.value.type === "money" ? c.value.cents : NaN);
const fmt = (n: number) => (n / 100).toFixed(2).replace(/\.00$/, "");

function derive(target: Claim, terms: Claim[], ops: number[], how: string): boolean {
  const total = terms.reduce((s, t, i) => s + ops[i] * cents(t), 0);
  if (total !== cents(target) || terms.some((t) => t.verdict !== "grounded")) return false;
  const expr = terms.map((t, i) => `${i === 0 ? (ops[i] < 0 ? "-" : "") : ops[i] < 0 ? " - " : " + "}${fmt(cents(t))}`).join("");
  target.verdict = "grounded";
  target.reason = `derived (${how}): ${expr} = ${fmt(total)}, each term found in the evidence`;
  target.support = terms.flatMap((t) => t.support.slice(0, 1));
  return true;
}

/** The +/- signs between consecutive amounts of an equation on one line, or null if it is not one. */
function equationOps(reply: string, terms: Claim[], target: Claim): number[] | null {
  const ops = [1];
  for (let i = 1; i < terms.length; i++) {
    const between = reply.slice(terms[i - 1].span[1], terms[i].span[0]).replace(/\([^)]*\)/g, "").trim();
    if (between === "+" || between === "-" || between === "−") ops.push(between === "+" ? 1 : -1);
    else return null;
  }
  const before = reply.slice(terms[terms.length - 1].span[1], target.span[0]).replace(/\([^)]*\)/g, "").trim();
  return before === "=" ? ops : null;
}

/** Mutates the money claims that only arithmetic on grounded amounts explains. */
export function checkDerivedAmounts(claims: Claim[], reply: string): void {
  const money = claims.filter((c) => c.kind === "money");
  for (let pass = 0; pass < 2; pass++) {
    money.forEach((target, i) => {
      if (target.verdict === "grounded") return;
      const line = (c: Claim) => reply.lastIndexOf("\n", c.span[0] - 1);
      // An equation ending in this amount, on its line.
      for (let k = Math.min(i, MAX_TERMS); k >= 2; k--) {
        const terms = money.slice(i - k, i);
        if (terms.some((t) => line(t) !== line(target))) continue;
        const ops = equationOps(reply, terms, target);
        if (ops && derive(target, terms, ops, "equation in the reply")) return;
      }
      // A total right after its items, or right before them.
      for (let k = 2; k <= MAX_TERMS; k++) {
        const before = money.slice(Math.max(0, i - k), i);
        if (before.length === k && derive(target, before, before.map(() => 1), "total of the amounts listed before it")) return;
        const after = money.slice(i + 1, i + 1 + k);
        if (after.length === k && derive(target, after, after.map(() => 1), "total of the amounts listed after it")) return;
      }
    });
  }
}
