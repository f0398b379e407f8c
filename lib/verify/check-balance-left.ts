/**
 * "$71.96 was charged to your gift card. That leaves $14.04 on it": the balance left after this
 * turn's payment is the agent's arithmetic on two records, the balance a lookup showed for the method
 * (`"gift_card_4332117": {"balance": 86.0}`) and the charge the write recorded to it. A money claim
 * found nowhere, in a sentence about what is left, is grounded when it is that balance less this
 * turn's charges to one method (all of them, or one). Read only for such a claim after a payment.
 */
import { paymentsOf, type Payment } from "./check-payment-claims";
import type { ActionContext } from "./check-action-claims";
import { parseToolJson } from "./parse-tool-json";
import { dollars, replySentences, resultsBefore } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const LEFT = /\b(?:balance|left|remaining|remains?|leaves|leaving)\b/i;
/**
 * The words that say what is left, before "balance", which may name the balance it started from
 * ("with the $86.00 balance you started with, about $14.04 should remain": tau2 retail 20, probe).
 */
const LEFT_OVER = /\b(?:left|remaining|remains?|leaves|leaving)\b/i;
const PARSE_LIMIT = 256 * 1024;

/**
 * What a method holds: its `balance`, or the `amount` of a stored-value method (a gift card or a
 * certificate: the airline profile's `"gift_card_6941833": {"source": "gift_card", "amount": 203}`).
 * A card's `amount` is no balance.
 */
function storedValue(inner: Record<string, unknown>, method: string): number | null {
  if (typeof inner.balance === "number") return Math.round(inner.balance * 100);
  const kind = typeof inner.source === "string" ? inner.source : method;
  return typeof inner.amount === "number" && /gift[\s_-]?card|certificate|voucher/i.test(kind) ? Math.round(inner.amount * 100) : null;
}

/**
 * The latest balance a result before the reply gave the method: a profile's payment methods keyed by
 * it (`"payment_methods": {"gift_card_4332117": {"balance": 86.0}}`), or the method's own record.
 * Results are parsed once per entry (parseToolJson) and only looked up, never walked.
 */
function balanceOf(ctx: ActionContext, method: string): { cents: number; messageIndex: number; seq: number; toolCallId: string; toolName: string | null; length: number } | null {
  let found: ReturnType<typeof balanceOf> = null;
  for (const e of resultsBefore(ctx.run, ctx.beforeSeq)) {
    const v = parseToolJson(e, PARSE_LIMIT);
    if (!v || typeof v !== "object" || Array.isArray(v)) continue;
    const o = v as Record<string, unknown>;
    const holders = [o, ...Object.entries(o).filter(([k, x]) => /payment|method|wallet|card/i.test(k) && x && typeof x === "object" && !Array.isArray(x)).map(([, x]) => x as Record<string, unknown>)];
    for (const h of holders) {
      const inner = (h[method] ?? (h.id === method ? h : null)) as Record<string, unknown> | null;
      const cents = inner && typeof inner === "object" ? storedValue(inner, method) : null;
      if (cents !== null) found = { cents, messageIndex: e.index, seq: e.seq, toolCallId: e.toolCallId, toolName: e.toolName, length: e.content.length };
    }
  }
  return found;
}

/**
 * What may be left on a method: its latest balance less the charges made after that reading (all
 * of them, or any one), since a balance read again after the write already holds them.
 */
function leftOn(ctx: ActionContext, method: string, paid: Payment[]) {
  const balance = balanceOf(ctx, method);
  if (!balance) return null;
  const after = paid.filter((p) => p.call.seq > balance.seq);
  const charged = after.reduce((a, p) => a + p.cents, 0);
  return { balance, after, charged, allowed: new Set([balance.cents - charged, ...after.map((p) => balance.cents - p.cents)]) };
}

/** Charges with a method, by method. */
function chargesByMethod(payments: Payment[]): Map<string, Payment[]> {
  const out = new Map<string, Payment[]>();
  for (const p of payments) if (p.cents > 0 && p.method) out.set(p.method, [...(out.get(p.method) ?? []), p]);
  return out;
}

/**
 * "Your gift card now has $41.92 left" when $41.92 is what was charged to it: the amount left on the
 * method this turn's write charged must be its latest balance, or that less the charges. The amount
 * is the one nearest the word that says what is left, in a sentence naming a gift card or the method.
 */
function wrongBalanceLeft(claims: Claim[], text: string, ctx: ActionContext, all: Payment[]): void {
  const byMethod = chargesByMethod(all);
  const lefts = new Map<string, ReturnType<typeof leftOn>>();
  for (const s of replySentences(text)) {
    const word = LEFT_OVER.exec(s.text) ?? LEFT.exec(s.text);
    if (!word || /\?\s*$/.test(s.text.trim()) || /\b(?:if|would|will be|could)\b/i.test(s.text)) continue;
    // The amount nearest the word that says what is left ("now has $41.92 left", "leaving $14.04").
    const at = s.start + word.index;
    const c = claims.filter((x) => x.kind === "money" && x.span[0] >= s.start && x.span[1] <= s.end).sort((a, b) => Math.abs(a.span[0] - at) - Math.abs(b.span[0] - at))[0];
    if (!c || !isPassingVerdict(c.verdict)) continue;
    // Every charged method the sentence names: "$39 from your smaller gift card and $124 from the other
    // one, which leaves $79 on it" is right of the second card; what is left fits one of them or none.
    const named: { method: string; left: NonNullable<ReturnType<typeof leftOn>> }[] = [];
    for (const [method, paid] of byMethod) {
      const kind = method.replace(/_\d+$/, "").replace(/_/g, " ");
      if (!s.text.toLowerCase().includes(kind) && !s.text.includes(method)) continue;
      if (!lefts.has(method)) lefts.set(method, leftOn(ctx, method, paid));
      const left = lefts.get(method);
      if (left) named.push({ method, left });
    }
    if (!named.length || named.some((n) => n.left.allowed.has((c.value as { cents: number }).cents))) continue;
    const { method, left: { balance, after, charged } } = named[0];
    c.verdict = "contradicted";
    c.reason = `The balance left does not match the record: the reply says ${c.text} is left on ${method}, but the latest balance read was ${dollars(balance.cents)} (message ${balance.messageIndex})${after.length ? `, and ${after.map((p) => dollars(p.cents)).join(" + ")} was charged to it after that` : ", after its charges"}.`;
    c.support = [{ source: "tool", messageIndex: balance.messageIndex, toolCallId: balance.toolCallId, ...(balance.toolName ? { toolName: balance.toolName } : {}), span: [0, balance.length] }];
    c.conflict = { claimed: s.text.trim(), stated: `${dollars(balance.cents)} less ${dollars(charged)}`, why: "the method's latest balance and the charges to it since" };
  }
}

/** A sentence about what is left on a method: the word, a money amount, and a gift card or a method id. */
const METHOD_NAMED = /\bgift[\s_-]?cards?\b|\b[a-z]+_[a-z_]*\d{4,}\b/i;

export function addBalanceLeft(claims: Claim[], text: string, ctx: ActionContext): void {
  if (!LEFT.test(text) || !METHOD_NAMED.test(text)) return;
  const money = claims.filter((c) => c.kind === "money");
  const sentences = replySentences(text).filter((s) => LEFT.test(s.text) && METHOD_NAMED.test(s.text) && money.some((c) => c.span[0] >= s.start && c.span[1] <= s.end));
  if (!sentences.length) return;
  const open = money.filter((c) => c.verdict === "invented");
  const left = open.filter((c) => sentences.some((s) => s.start <= c.span[0] && s.end >= c.span[1]));
  // Every write's payments, for what is left on a method; this turn's alone, for a balance derived.
  const { all, turn: charges } = paymentsOf(ctx);
  wrongBalanceLeft(claims, text, ctx, all);
  if (!left.length) return;
  for (const [method, paid] of chargesByMethod(charges)) {
    const found = leftOn(ctx, method, paid);
    // Only charges after the balance was read come off it: one read again after the write holds them.
    if (!found?.after.length) continue;
    const { balance, after } = found;
    for (const c of left) {
      if (c.verdict !== "invented" || !found.allowed.has((c.value as { cents: number }).cents)) continue;
      c.verdict = "grounded";
      c.reason = `the balance left on ${method}: ${dollars(balance.cents)} (message ${balance.messageIndex}) less this turn's charge${after.length > 1 ? "s" : ""} of ${after.map((p) => dollars(p.cents)).join(" + ")} (${after[0].call.name}, message ${after[0].call.messageIndex})`;
      c.support = [{ source: "tool", messageIndex: balance.messageIndex, toolCallId: balance.toolCallId, ...(balance.toolName ? { toolName: balance.toolName } : {}), span: [0, balance.length] }];
    }
  }
}
