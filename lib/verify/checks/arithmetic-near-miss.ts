/**
 * Arithmetic that does not hold over amounts the sentence itself names: "the chair ($499.28) for
 * 4168944673 ($471.82) saves you $17.46" when the difference is $27.46. When no sum, difference or
 * product reproduces the stated amount, but one of the sentence's own operands gives an amount one
 * digit away (or with two digits swapped), the slip is one code can stand behind. Only the amounts
 * the sentence writes are operands: wider, a one-digit coincidence would be likely, and the claim
 * stays not checked.
 */
import type { ReplyContext } from "../context/reply-context";
import { formatCents } from "../../evidence/derive-amount";
import type { Claim, Finding } from "../types";
import { defineCheck } from "./define-check";


/** One digit different, or two neighbouring digits swapped, in numbers of the same length. */
export function digitSlip(a: number, b: number): boolean {
  const x = String(Math.abs(a));
  const y = String(Math.abs(b));
  if (x.length !== y.length || x === y) return false;
  const diff: number[] = [];
  for (let i = 0; i < x.length && diff.length <= 2; i++) if (x[i] !== y[i]) diff.push(i);
  if (diff.length === 1) return true;
  return diff.length === 2 && diff[1] === diff[0] + 1 && x[diff[0]] === y[diff[1]] && x[diff[1]] === y[diff[0]];
}

export const arithmeticNearMiss = defineCheck({
  id: "arithmetic-near-miss",
  title: "Arithmetic slips over the amounts a sentence names",
  reads: ["the amounts the sentence writes"],
  finds: ["contradicted"],
  stage: "contradict",
  run(ctx: ReplyContext, claims: readonly Claim[]) {
    const out: Finding[] = [];
    ctx.extracted.forEach((c, i) => {
      if (c.value.type !== "money" || i >= claims.length || !c.derived || c.hedged) return;
      const current = claims[i];
      if (current.verdict !== "invented" && current.verdict !== "not_checked") return;
      const target = Math.abs(c.value.cents);
      const ops = new Set<number>();
      for (const o of ctx.extracted) {
        if (o === c || o.value.type !== "money" || o.sentence[0] !== c.sentence[0]) continue;
        ops.add(Math.abs(o.value.cents));
      }
      const list = [...ops].filter((x) => x > 0).slice(0, 12);
      if (list.length < 2 || list.includes(target)) return;
      const candidates: { value: number; formula: string }[] = [];
      for (let a = 0; a < list.length; a++) {
        for (let b = a + 1; b < list.length; b++) {
          candidates.push({ value: Math.abs(list[a] - list[b]), formula: `${formatCents(Math.max(list[a], list[b]))} − ${formatCents(Math.min(list[a], list[b]))}` });
          candidates.push({ value: list[a] + list[b], formula: `${formatCents(list[a])} + ${formatCents(list[b])}` });
        }
      }
      if (candidates.some((x) => x.value === target)) return;
      const slip = candidates.find((x) => digitSlip(x.value, target));
      if (!slip) return;
      out.push({
        claim: i,
        verdict: "contradicted",
        reason: `${slip.formula} = ${formatCents(slip.value)}, amounts the sentence names, but the reply says ${formatCents(target)}: one digit off`,
        conflict: { claimed: formatCents(target), stated: formatCents(slip.value), why: `${slip.formula}, from the amounts the sentence names` },
      });
    });
    return out;
  },
});
