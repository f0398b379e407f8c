/**
 * Percentages the agent worked out: a ratio of two amounts ("$3,000 / $4,000 = 75%"), a sum or a
 * difference of rates the run gave ("4.0% + 0.25% + 0.025% = 4.275%", "10% − 2.5% = 7.5%"), what is
 * left of a whole ("the other 25%"). Found: grounded, with the arithmetic. Not found: not checked when
 * the words say it was worked out, else it stays invented.
 */
import type { ReplyContext } from "../context/reply-context";
import { amountsInText, recordAmounts } from "../context/record-amounts";
import { findNumbers } from "../language/numbers";
import type { AmountOperand } from "../../evidence/derive-amount";
import type { Finding } from "../types";
import { defineCheck } from "./define-check";

const PERCENT_IN_TEXT = /(\d+(?:\.\d+)?)\s?(?:%|percent\b)/g;

/** Rates the evidence states: the policy's rate facts and percentages written in the relevant results. */
function evidenceRates(ctx: ReplyContext): number[] {
  const out = new Set<number>();
  for (const f of ctx.policyIndex().facts) if (f.fact.kind === "rate") out.add(Math.round(f.fact.ratio * 1e8) / 1e6);
  for (const s of ctx.bag.sources) {
    if (s.kind === "call" || s.content.length > 100_000) continue;
    PERCENT_IN_TEXT.lastIndex = 0;
    for (let m = PERCENT_IN_TEXT.exec(s.content); m && out.size < 80; m = PERCENT_IN_TEXT.exec(s.content)) out.add(Number(m[1]));
  }
  return [...out];
}

/** Amounts written in the latest results' text ("current_balance: $1,500.00"), newest first. */
function evidenceAmounts(ctx: ReplyContext): number[] {
  const out = new Set<number>();
  for (const s of [...ctx.bag.sources].reverse()) {
    if (out.size >= 24) break;
    if (s.kind === "call" || s.content.length > 100_000) continue;
    for (const cents of amountsInText(s.content, 24 - out.size)) out.add(cents);
  }
  return [...out];
}

export const derivedPercent = defineCheck({
  id: "derived-percent",
  title: "Percentages the agent worked out",
  reads: ["the reply's amounts and rates", "rates the evidence states"],
  finds: ["grounded", "not_checked"],
  stage: "refine",
  run(ctx, claims) {
    const targets = ctx.extracted.map((_, i) => i).filter((i) => claims[i]?.kind === "percent" && claims[i].verdict === "invented");
    if (!targets.length) return [];
    const amounts = ctx.extracted.filter((c) => c.value.type === "money").map((c) => Math.abs((c.value as { cents: number }).cents));
    const numbers = findNumbers(ctx.reply.text).filter((n) => !n.suffix && n.value > 0).map((n) => n.value);
    const replyRates = ctx.extracted.filter((c) => c.value.type === "percent").map((c) => Math.round((c.value as { ratio: number }).ratio * 1e8) / 1e6);
    const rates = [...new Set([...replyRates, ...evidenceRates(ctx)])].slice(0, 60);
    // A ratio may be of amounts the records give and the reply does not repeat ("a share of around 37.5%").
    const held: AmountOperand[] = [];
    for (const r of ctx.relevantRecords()) recordAmounts(r.fields, held, "");
    const recordCents = [...new Set([...held.map((o) => o.cents), ...evidenceAmounts(ctx)])].slice(0, 24);
    const out: Finding[] = [];
    for (const i of targets) {
      const c = ctx.extracted[i];
      if (c.value.type !== "percent") continue;
      const want = Math.round(c.value.ratio * 1e8) / 1e6;
      const decimals = (c.text.match(/\.(\d+)/)?.[1].length ?? 0);
      const same = (x: number) => Math.abs(Number(x.toFixed(decimals)) - want) < 1e-9 || Math.abs(x - want) < 1e-6;
      let found: string | null = null;
      const pool = [...new Set([...amounts, ...numbers.map((n) => Math.round(n * 100)), ...recordCents])].slice(0, 48);
      for (let a = 0; a < pool.length && !found; a++) for (let b = 0; b < pool.length && !found; b++) if (a !== b && pool[b] > 0 && same((pool[a] / pool[b]) * 100)) found = `${pool[a] / 100} / ${pool[b] / 100} = ${want}%`;
      const others = rates.filter((r) => r !== want);
      for (let a = 0; a < others.length && !found; a++) {
        if (same(100 - others[a])) found = `100% − ${others[a]}% = ${want}%`;
        for (let b = a + 1; b < others.length && !found; b++) {
          if (same(others[a] + others[b])) found = `${others[a]}% + ${others[b]}% = ${want}%`;
          else if (same(Math.abs(others[a] - others[b]))) found = `${Math.max(others[a], others[b])}% − ${Math.min(others[a], others[b])}% = ${want}%`;
          for (let k = b + 1; k < others.length && !found; k++) if (same(others[a] + others[b] + others[k])) found = `${others[a]}% + ${others[b]}% + ${others[k]}% = ${want}%`;
        }
      }
      if (found) out.push({ claim: i, verdict: "grounded", reason: `the agent's arithmetic on the run's amounts and rates: ${found}` });
      else if (c.derived) out.push({ claim: i, verdict: "not_checked", reason: `${c.text} is stated as worked out, and no ratio of the reply's amounts nor sum of the run's rates reproduces it; not checked` });
    }
    return out;
  },
});
