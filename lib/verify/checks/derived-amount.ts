/**
 * The verdict contract's third finding, the half that clears: an amount no evidence states may be
 * the agent's own arithmetic on amounts it does give. A bounded search (lib/evidence/derive-amount:
 * sums of up to four, differences, an amount or a difference times a count) over the amounts that
 * are about the matter: the reply's own, the records the reply names, the latest results, and the
 * policy's. Found: grounded, with the formula. Not found: not checked when the words say the amount
 * was worked out ("in total", "the difference", "that leaves"), else it stays invented.
 */
import { deriveAmount, formatCents, type AmountOperand, type CountOperand } from "../../evidence/derive-amount";
import type { ReplyContext } from "../context/reply-context";
import { canonicalId, type RecordVersion } from "../context/records";
import { MONEY_KEY, recordAmounts } from "../context/record-amounts";
import { findNumbers } from "../language/numbers";
import { EQUALS_BEFORE, evaluate, leftExpression } from "../extract/shown-expression";
import type { ExtractedClaim } from "../extract/claim-types";
import type { Claim, Finding, Support } from "../types";
import { defineCheck } from "./define-check";

const MAX_OPERANDS = 48;

/** Counts the reply states ("3 passengers", "both", "two items") and the lengths of the named records' lists. */
function countsOf(ctx: ReplyContext, named: RecordVersion[]): CountOperand[] {
  const out: CountOperand[] = [];
  const text = ctx.reply.text;
  for (const n of findNumbers(text)) {
    if (!Number.isInteger(n.value) || n.value < 2 || n.value > 12 || n.suffix || n.ordinal) continue;
    const before = text.slice(Math.max(0, n.start - 2), n.start);
    if (/[$€£.,]/.test(before)) continue;
    const noun = /^\s+([a-z]+)/i.exec(text.slice(n.end, n.end + 20))?.[1] ?? "";
    out.push({ n: n.value, label: noun || "times" });
  }
  if (/\b(?:both|the two|each of you)\b/i.test(text)) out.push({ n: 2, label: "(both)" });
  for (const r of named) {
    for (const [k, v] of Object.entries(r.fields ?? {})) if (Array.isArray(v) && v.length >= 2 && v.length <= 12) out.push({ n: v.length, label: `${k} of ${r.id}` });
  }
  const seen = new Set<string>();
  return out.filter((c) => (seen.has(`${c.n}`) ? false : (seen.add(`${c.n}`), true)));
}

export const derivedAmount = defineCheck({
  id: "derived-amount",
  title: "Amounts the agent worked out",
  reads: ["the reply's amounts", "records the reply names", "latest tool results", "policy amounts"],
  finds: ["grounded", "not_checked"],
  stage: "refine",
  run(ctx, claims) {
    const targets = ctx.extracted.map((c, i) => i).filter((i) => claims[i]?.kind === "money" && claims[i].verdict === "invented");
    if (!targets.length) return [];
    const ids = new Set(ctx.extracted.filter((c) => c.value.type === "identifier").map((c) => canonicalId((c.value as { id: string }).id)));
    const relevant = ctx.relevantRecords();
    const named = relevant.filter((r) => [r.id, ...r.aliases].some((x) => ids.has(canonicalId(x))));
    const evidence: AmountOperand[] = [];
    // Named records first: their amounts are the likeliest operands. A nested record is read with its parent.
    const lengths = new Map(ctx.bag.sources.filter((x) => x.kind === "tool").map((x) => [x.toolCallId, x.content.length] as const));
    for (const r of [...named, ...relevant.filter((r) => !named.includes(r))]) {
      const from = evidence.length;
      recordAmounts(r.fields, evidence, `${r.toolName ?? "record"} ${r.id}`);
      // Each operand points at the result that holds it, so the console shows the source beside the formula.
      const support: Support = { source: "tool", messageIndex: r.messageIndex, toolCallId: r.toolCallId, toolName: r.toolName, span: [0, lengths.get(r.toolCallId) ?? 0] };
      for (let k = from; k < evidence.length; k++) evidence[k].ref = support;
    }
    const policy: AmountOperand[] = ctx
      .policyIndex()
      .facts.filter((f) => f.fact.kind === "amount")
      .map((f) => ({ cents: (f.fact as { cents: number }).cents, label: `the policy's ${formatCents((f.fact as { cents: number }).cents)}${(f.fact as { per?: string }).per ? ` per ${(f.fact as { per?: string }).per}` : ""}` }));
    const counts = countsOf(ctx, named);
    const out: Finding[] = [];
    const derivedCents = new Map<number, string>();
    for (const i of targets) {
      const c = ctx.extracted[i];
      if (c.value.type !== "money") continue;
      const target = Math.abs(c.value.cents);
      // An amount the agent's calculator gave from an input no record holds stays invented: its reason names the made-up input.
      if ([...ctx.bag.unbacked.values()].some((u) => Math.round(Math.abs(u.result) * 100) === target)) continue;
      const replyOps: AmountOperand[] = [];
      claims.forEach((o, k) => {
        if (k === i || o.kind !== "money" || o.value.type !== "money") return;
        if (o.verdict === "grounded" || o.verdict === "supported_uncited" || derivedCents.has(Math.abs(o.value.cents))) replyOps.push({ cents: Math.abs(o.value.cents), label: `"${o.text}" in the reply`, ref: o.support?.find((x) => x.source !== "call") ?? o.support?.[0] });
      });
      const seen = new Set<number>();
      const operands = [...replyOps, ...evidence, ...policy].filter((o) => o.cents > 0 && !seen.has(o.cents) && (seen.add(o.cents), true)).slice(0, MAX_OPERANDS);
      const largest = Math.max(0, ...replyOps.map((o) => o.cents));
      // Up to four of the reply's own amounts; two at most where the evidence's are among them (four of
      // fifty evidence amounts would sum to nearly anything).
      const before = derivedCents.get(target);
      if (before) {
        out.push({ claim: i, verdict: "grounded", reason: `${formatCents(target)} is the amount the reply worked out before: ${before}` });
        continue;
      }
      const d = listSum(ctx, claims, i, target) ?? recordTotal(named, target) ?? shareOf(target, [...replyOps, ...evidence], counts) ?? deriveAmount(target, replyOps, counts, { remainderOf: largest || undefined }) ?? deriveAmount(target, operands, counts, { maxTerms: 2 }) ?? rateProduct(ctx, c, target, operands);
      // Arithmetic the search does not reach but the reply writes out, and which holds ("$96,000 x 6.85% / 12 = $548.00").
      const shown = d ? null : shownResult(ctx, claims, c, target);
      if (shown) {
        out.push({ claim: i, verdict: "grounded", reason: `${formatCents(target)} is the result of arithmetic the reply shows, and it holds: ${shown} (each amount and rate in it is given by the run or worked out from it)` });
        derivedCents.set(target, shown);
        continue;
      }
      if (d) {
        derivedCents.set(target, d.formula);
        const support: Support[] = [];
        out.push({
          claim: i,
          verdict: "grounded",
          reason: `${formatCents(target)} is the agent's arithmetic on amounts the run gave: ${d.formula} (${d.terms.map((t) => t.label).join("; ")}${d.count ? `; ${d.count.n} ${d.count.label}` : ""})`,
          support,
          derivation: { formula: d.formula, operands: d.terms.map((t) => ({ cents: t.cents, label: t.label, support: (t.ref as Support | undefined) ?? null })) },
        });
        continue;
      }
      const close = c.hedged ? operands.find((o) => Math.abs(o.cents - target) <= Math.max(100, 0.05 * target)) : undefined;
      if (close) {
        out.push({ claim: i, verdict: "not_checked", reason: `${formatCents(target)} is stated as an estimate, close to ${formatCents(close.cents)} (${close.label}); an estimate is not checked` });
        continue;
      }
      if (c.derived) {
        out.push({ claim: i, verdict: "not_checked", reason: `${formatCents(target)} is stated as worked out, but no sum, difference or product of the amounts the run gave (${operands.length} tried) reproduces it; the arithmetic is not checked` });
      }
    }
    return out;
  },
});

/** "$96,000 x 6.85% / 12 = $548.00": the expression before the "=" holds, and none of its amounts or rates is made up. */
function shownResult(ctx: ReplyContext, claims: readonly Claim[], c: ExtractedClaim, target: number): string | null {
  const text = ctx.reply.text;
  if (!EQUALS_BEFORE.test(text.slice(Math.max(c.sentence[0], c.span[0] - 6), c.span[0]))) return null;
  const eq = text.lastIndexOf("=", c.span[0]);
  const money = ctx.extracted.filter((x) => x.value.type === "money");
  const left = leftExpression(text, eq, money, c.sentence[0]);
  const value = left ? evaluate(left.expr) : null;
  if (!left || value === null || Math.abs(Math.round(Math.abs(value) * 100) - target) > 1) return null;
  const operands = ctx.extracted.map((x, k) => [x, k] as const).filter(([x]) => x.span[0] >= left.start && x.span[1] <= eq && (x.value.type === "money" || x.value.type === "percent"));
  if (!operands.length || operands.some(([, k]) => !claims[k] || claims[k].verdict === "invented" || claims[k].verdict === "unverifiable")) return null;
  return `${left.expr} = ${formatCents(target)}`;
}

/** The whole of a named record's list: a reservation's flights' prices added up ("$527 before"). */
function recordTotal(named: readonly RecordVersion[], target: number): ReturnType<typeof deriveAmount> {
  for (const r of named) {
    for (const [k, v] of Object.entries(r.fields)) {
      if (!Array.isArray(v) || v.length < 2 || v.length > 30) continue;
      for (const field of new Set(v.flatMap((x) => (x && typeof x === "object" ? Object.keys(x) : [])).filter((f) => MONEY_KEY.test(f)))) {
        const parts = v.map((x) => (x && typeof x === "object" ? (x as Record<string, unknown>)[field] : undefined)).filter((x): x is number => typeof x === "number");
        if (parts.length !== v.length) continue;
        const sum = parts.reduce((a, b) => a + Math.round(b * 100), 0);
        if (sum === target) return { kind: "sum", terms: parts.map((p) => ({ cents: Math.round(p * 100), label: `${r.id} ${k}[].${field}` })), formula: `${parts.map((p) => formatCents(Math.round(p * 100))).join(" + ")} = ${formatCents(target)} (every ${field} of ${r.id}'s ${k})` };
      }
    }
  }
  return null;
}

/** One part of an amount split by a count: "$414 refunded: $207 for each of the two passengers". */
function shareOf(target: number, ops: readonly AmountOperand[], counts: readonly CountOperand[]): ReturnType<typeof deriveAmount> {
  for (const c of counts) {
    const whole = ops.find((o) => o.cents === target * c.n);
    if (whole) return { kind: "product", terms: [whole], count: c, formula: `${formatCents(whole.cents)} ÷ ${c.n} ${c.label} = ${formatCents(target)}` };
  }
  return null;
}

/**
 * An amount times a rate or a number the reply states: "2.5% back, so $1,000 earns you $25", "141
 * points ($1.41) at 1 point = $0.01", "$200 / 7.5% = $2,666.67". Rates are the reply's percentages and
 * the policy's; numbers are those of the amount's own sentence. Rounded to the cent, either way.
 */
function rateProduct(ctx: ReplyContext, c: ExtractedClaim, target: number, operands: readonly AmountOperand[]): ReturnType<typeof deriveAmount> {
  const rates = new Map<number, string>();
  for (const p of ctx.extracted) if (p.value.type === "percent" && p.value.ratio > 0) rates.set(p.value.ratio, `${p.text} in the reply`);
  for (const f of ctx.policyIndex().facts) if (f.fact.kind === "rate" && f.fact.ratio > 0) rates.set(f.fact.ratio, `the policy's ${Math.round(f.fact.ratio * 1e6) / 1e4}%`);
  const sentence = ctx.reply.text.slice(c.sentence[0], c.sentence[1]);
  const numbers = findNumbers(sentence).filter((n) => !n.suffix && !n.ordinal && n.value > 1 && !/[$€£]\s?$/.test(sentence.slice(Math.max(0, n.start - 2), n.start))).map((n) => n.value).slice(0, 12);
  // The reply's own amounts count as operands here whatever their verdict: "so $1,000 of spending earns you $25" is an example worked through.
  const seen = new Set(operands.map((o) => o.cents));
  const own = ctx.extracted.filter((x) => x !== c && x.value.type === "money" && !seen.has(Math.abs(x.value.cents))).map((x) => ({ cents: Math.abs((x.value as { cents: number }).cents), label: `"${x.text}" in the reply` }));
  const ops = [...operands.slice(0, 40), ...own.slice(0, 10)];
  const near = (x: number) => Math.abs(Math.round(x) - target) <= 1;
  // A yearly rate said as a month's amount: "6.85%, or $548.00 a month on $96,000".
  const monthly = /\b(?:a|per|each|every)\s+month\b|\bmonthly\b|\/\s?mo(?:nth)?\b/i.test(sentence);
  for (const o of ops) {
    for (const [r, label] of rates) {
      if (near(o.cents * r)) return { kind: "product", terms: [o], formula: `${formatCents(o.cents)} × ${label.split(" ")[0]} = ${formatCents(target)} (${label})` };
      if (monthly && near((o.cents * r) / 12)) return { kind: "product", terms: [o], formula: `${formatCents(o.cents)} × ${label.split(" ")[0]} ÷ 12 months = ${formatCents(target)} (${label})` };
      if (near(o.cents / r)) return { kind: "product", terms: [o], formula: `${formatCents(o.cents)} ÷ ${label.split(" ")[0]} = ${formatCents(target)} (${label})` };
    }
    for (const n of numbers) if (near(o.cents * n)) return { kind: "product", terms: [o], formula: `${formatCents(o.cents)} × ${n} = ${formatCents(target)}` };
  }
  return null;
}

/**
 * A total of the amounts the reply lists right before it ("- Skateboard $200.80", "- Hose $96.35",
 * ..., "Total refund: $918.43"): all of them, or the last amount of each line, in the same block.
 */
function listSum(ctx: ReplyContext, claims: readonly Claim[], i: number, target: number): ReturnType<typeof deriveAmount> {
  const c = claims[i];
  const text = ctx.reply.text;
  // The paragraph the total closes, or the one right above when the total opens its own ("...\n\nTotal refund: $918.43").
  let blockStart = Math.max(text.lastIndexOf("\n\n", c.span[0]), 0);
  if (!claims.some((o) => o.kind === "money" && o.span[0] >= blockStart && o.span[1] <= c.span[0])) blockStart = Math.max(text.lastIndexOf("\n\n", blockStart - 1), 0);
  const prior = claims.filter((o, k) => k !== i && o.kind === "money" && o.value.type === "money" && o.span[1] <= c.span[0]);
  const before = prior.filter((o) => o.span[0] >= blockStart);
  // The block's amounts, and every amount the reply gave before the total (a list paragraphs above it).
  const sets: Claim[][] = [before, prior].filter((x) => x.length >= 2);
  if (!sets.length) return null;
  const lastPerLine = new Map<number, Claim>();
  for (const o of before) lastPerLine.set(text.lastIndexOf("\n", o.span[0]), o);
  if (lastPerLine.size >= 2 && lastPerLine.size < before.length) sets.push([...lastPerLine.values()]);
  for (const set of sets) {
    const sum = set.reduce((s, o) => s + Math.abs((o.value as { cents: number }).cents), 0);
    if (sum === target) {
      const terms = set.map((o) => ({ cents: Math.abs((o.value as { cents: number }).cents), label: `"${o.text}" in the reply`, ref: o.support?.find((x) => x.source !== "call") ?? o.support?.[0] }));
      return { kind: "sum", terms, formula: `${terms.map((t) => formatCents(t.cents)).join(" + ")} = ${formatCents(target)}` };
    }
  }
  return null;
}
