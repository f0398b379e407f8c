/**
 * What a reply says a write did with money, against the payment the write itself recorded (issue
 * 10: "a refund described as a charge"). Real agents close a flight change with "The payment for
 * the price difference has been processed using your gift card" when the tool's result records
 * -$414 to that gift card, a refund; or "an additional cost of $495 has been charged" when the
 * result charged $1,302; or "the fare difference was waived" over a -$331 refund. Each amount and
 * each id in those sentences is real, so the value checks pass them; only the record of the
 * payment can say the sentence is false.
 *
 * The payments a write made are the entries of its result's payment list (`payment_history`,
 * `payments`, `transactions`: objects with a numeric `amount`) that the run had not seen for that
 * record before the call, counted since the customer's last message (this turn's writes). A refund
 * is a negative amount or an entry whose type says refund. Only a contradiction is ever added, and
 * only when this turn's writes recorded payments: a sentence about money no write recorded is left
 * to the other checks. An amount or payment the sentence denies ("there's no $23.99 refund for now",
 * "no additional payment was charged") is not stated (negation.ts).
 */
import type { NormalizedRun, ToolResultEntry } from "../run/types";
import { matchOf, writeCalls, type ActionContext, type RunCall } from "./check-action-claims";
import { splitSentences, parseCitations } from "./parse-citations";
import { deniedAfter, NEGATION, negatedAt } from "./negation";
import { addPaymentKindClaims } from "./check-payment-kinds";
import { parseToolJson } from "./parse-tool-json";
import { pendingMoney } from "./read-pending-money";
import { isContradictable, isPassingVerdict, type Claim } from "./types";

type Direction = "charge" | "waive";

/** A payment the reply says is done: "the payment ... has been processed", "$495 has been charged", "was waived". */
const SUBJECT = String.raw`(?:payments?|charges?|(?:price|fare|cost|payment)\s+difference|additional\s+(?:cost|amount|charge|fee|payment)s?|difference|amount|fees?|balance|total|cost)`;
/**
 * Money taken beyond what was paid: a bare "the payment was processed" over a refund is loosely
 * right (the change was settled), and "the original payment has been applied" refers to the old one.
 */
const EXTRA = /\b(?:(?:price|fare|cost|payment)\s+difference|additional\s+(?:cost|amount|charge|fee|payment)|charges?|fees?)\b|\b(?:charged|billed|deducted|paid)\b/i;
const DONE = String.raw`(?:has|have)\s+(?:now\s+|also\s+|successfully\s+)*been|(?:was|were)(?:\s+successfully)?|(?:is|are)\s+now`;
const CHARGED = String.raw`(?:processed|charged|paid|covered|applied|deducted|billed|settled|collected|taken)`;
/** The subject may be the amount itself: "$600 was charged to your credit card". */
const PASSIVE_PAYMENT = new RegExp(String.raw`(?:\b${SUBJECT}\b|[$€£]\s?\d[\d,]*(?:\.\d+)?)(?:[^.;:!?]|\.(?=\d)){0,60}?\b(?:${DONE})\s+(?:successfully\s+)?(${CHARGED}|waived)\b`, "i");
const ACTIVE_PAYMENT = /\b(?:I|we)(?:\s*['’]ve|\s+have)?\s+(?:(?:just|now|also|successfully)\s+)*(charged|billed|deducted|waived)\b/i;
/** Not done yet, or not at all: "will be charged", "once it has been processed", "has not been charged". */
const NOT_DONE = /\b(?:will|would|can|could|may|might|should|once|if|when|after|before|until|not|n['’]t|never)\b/i;

export interface Payment {
  cents: number;
  method: string | null;
  call: RunCall;
}

const PARSE_LIMIT = 16_384;
const PAYMENT_KEY = /payment|transaction|charges?$/i;
const REFUND_TYPE = /refund|credit|reversal|return/i;
const ENTITY_KEYS = ["reservation_id", "order_id", "booking_id", "id"];

export function parseResult(e: ToolResultEntry): Record<string, unknown> | null {
  const v = parseToolJson(e, PARSE_LIMIT);
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

interface Entry { cents: number; method: string | null; key: string }

/** The record's payment entries: arrays under a payment-like key whose objects carry a numeric amount. */
export function paymentEntries(obj: Record<string, unknown>): Entry[] | null {
  for (const [k, v] of Object.entries(obj)) {
    if (!PAYMENT_KEY.test(k) || !Array.isArray(v)) continue;
    const entries: Entry[] = [];
    for (const item of v) {
      if (!item || typeof item !== "object") continue;
      const o = item as Record<string, unknown>;
      if (typeof o.amount !== "number") continue;
      const type = Object.entries(o).find(([key, val]) => /type|kind/i.test(key) && typeof val === "string")?.[1] as string | undefined;
      const sign = type && REFUND_TYPE.test(type) ? -1 : 1;
      const method = Object.entries(o).find(([key, val]) => /payment_(?:method_)?id|method|source/i.test(key) && typeof val === "string")?.[1] as string | undefined;
      const cents = Math.round(o.amount * 100) * sign;
      entries.push({ cents, method: method ?? null, key: `${method ?? ""}|${cents}` });
    }
    return entries;
  }
  return null;
}

export function entityOf(obj: Record<string, unknown>): string | null {
  for (const k of ENTITY_KEYS) if (typeof obj[k] === "string" || typeof obj[k] === "number") return String(obj[k]);
  return null;
}

/** Where this turn began: the seq of the customer's last message before the reply (-1: none). */
function turnStartSeq(run: NormalizedRun, beforeSeq: number): number {
  let at = -1;
  for (const e of run.entries) if (e.seq < beforeSeq && e.role === "user") at = e.seq;
  return at;
}

/** The payments this turn's writes recorded: entries new to their record since it was last seen. */
export function paymentsThisTurn(run: NormalizedRun, beforeSeq: number, calls: RunCall[], turnStart = turnStartSeq(run, beforeSeq)): Payment[] {
  const writeByResult = new Map<ToolResultEntry, RunCall>();
  for (const c of calls) if (c.result && c.status === "ran") writeByResult.set(c.result, c);
  const seen = new Map<string, Map<string, number>>();
  const out: Payment[] = [];
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role !== "tool") continue;
    const obj = parseResult(e);
    const entries = obj && paymentEntries(obj);
    const entity = obj && entityOf(obj);
    if (!entries || !entity) continue;
    const before = seen.get(entity) ?? new Map<string, number>();
    const call = writeByResult.get(e);
    // An exchange's price difference or a return's items, settled outside the payment list.
    const pending = pendingMoney(obj);
    if (call && e.seq > turnStart) {
      const left = new Map(before);
      for (const x of [...entries, ...pending]) {
        const n = left.get(x.key) ?? 0;
        if (n > 0) left.set(x.key, n - 1);
        else out.push({ cents: x.cents, method: x.method, call });
      }
    }
    const now = new Map<string, number>();
    for (const x of [...entries, ...pending]) now.set(x.key, (now.get(x.key) ?? 0) + 1);
    seen.set(entity, now);
  }
  return out;
}

export interface ReplyPayments {
  /** The write calls before the reply, each with its status. */
  calls: RunCall[];
  /** The payments every write before the reply recorded. */
  all: Payment[];
  /** Those of this turn's writes (paymentsThisTurn). */
  turn: Payment[];
}

const replyPayments = new WeakMap<ActionContext, ReplyPayments>();

/**
 * The write calls and payments before the reply, read once per reply's context: the payment, balance
 * and refund-destination checks all ask. This turn's payments are those of writes whose result came
 * after the turn began: `seen` does not depend on the turn, so they are `all` filtered.
 */
export function paymentsOf(ctx: ActionContext): ReplyPayments {
  let r = replyPayments.get(ctx);
  if (r) return r;
  const calls = writeCalls(ctx);
  const all = paymentsThisTurn(ctx.run, ctx.beforeSeq, calls, -1);
  const turnStart = turnStartSeq(ctx.run, ctx.beforeSeq);
  r = { calls, all, turn: all.filter((p) => p.call.result!.seq > turnStart) };
  replyPayments.set(ctx, r);
  return r;
}

type Sentence = ReturnType<typeof splitSentences>[number];

/**
 * "You will save a total of $7,222" after writes that recorded refunds of $6,594 and $3,925: the
 * refund the reply states must be one the writes recorded, or their sum. Refunds still to come on
 * a condition ("if you cancel ...") and sentences with no amount are left alone.
 */
function refundStated(claims: Claim[], money: Claim[], sentence: Sentence, payments: Payment[]): void {
  const body = sentence.text;
  const refunds = payments.filter((p) => p.cents < 0);
  if (!REFUND_STATED.test(body) || CONDITIONAL.test(body) || /\?\s*$/.test(body.trim())) return;
  const [s, e] = sentence.span;
  // "Each passenger's fare of $250 will be refunded": a share of the refund, not its amount. Only
  // the amount's own clause says so: in "Each is now 'return requested', and the $918.43 total will
  // be refunded" the total is the whole refund.
  const share = (c: Claim) => PER_SHARE.test(clauseAround(body, c.span[0] - s, c.span[1] - s));
  // "So there's no $23.99 refund for now", "No refund of $23.99 is due": the amount is denied, not stated;
  // so is "the $23.99 boots refund won't happen", the denial after it.
  const denied = (c: Claim) => negatedAt(body, c.span[0] - s) || deniedAfter(body, c.span[1] - s);
  const stated = money.filter((c) => c.span[0] >= s && c.span[1] <= e && isContradictable(c.verdict) && !share(c) && !denied(c));
  if (!stated.length) return;
  if (!refunds.length) {
    chargeToldAsRefund(stated, body, payments);
    return;
  }
  const sum = -refunds.reduce((a, p) => a + p.cents, 0);
  const net = -payments.reduce((a, p) => a + p.cents, 0);
  const fits = (c: number) => c === sum || c === net || refunds.some((p) => -p.cents === c);
  // "The $918.43 goes back to PayPal" after three returns: the refunds' sum, stated alone, is the record's.
  for (const c of stated) {
    const cents = (c.value as { cents: number }).cents;
    if (c.verdict !== "invented" || !fits(cents)) continue;
    const one = refunds.find((p) => -p.cents === cents);
    c.verdict = "grounded";
    // A return's refund is its items' prices, which no result states as one number.
    c.reason = one ? `the refund this turn's write recorded: ${describe([one])} (${one.call.name})` : `the refunds this turn's writes recorded add up to it: ${describe(refunds)}`;
    c.support = refunds.flatMap((p) => (p.call.result ? [{ source: "tool" as const, messageIndex: p.call.result.index, toolCallId: p.call.id, toolName: p.call.name, span: [0, p.call.result.content.length] as [number, number] }] : []));
  }
  const wrong = stated.find((c) => !fits((c.value as { cents: number }).cents));
  if (!wrong || stated.some((c) => fits((c.value as { cents: number }).cents))) return;
  const call = refunds[0].call;
  wrong.verdict = "contradicted";
  wrong.reason = `The refund does not match the record: the reply says ${wrong.text}, but this turn's writes recorded ${describe(refunds)} (${dollars(sum)} in all; ${call.name}, ${call.id}, message ${call.messageIndex}). Tell the customer what the record shows.`;
  wrong.support = call.result ? [{ source: "tool", messageIndex: call.result.index, toolCallId: call.id, toolName: call.name, span: [0, call.result.content.length] }] : [];
  wrong.conflict = { claimed: body.trim(), stated: describe(refunds), why: "the refunds this turn's writes recorded" };
}

/**
 * "Since it's cheaper, you'll get $5.08 refunded" when this turn's write charged the customer $5.08
 * and refunded nothing: the direction is wrong, the amount is right.
 */
function chargeToldAsRefund(stated: Claim[], body: string, payments: Payment[]): void {
  const c = stated.find((x) => payments.some((p) => p.cents > 0 && p.cents === (x.value as { cents: number }).cents));
  if (!c) return;
  const p = payments.find((x) => x.cents === (c.value as { cents: number }).cents)!;
  c.verdict = "contradicted";
  c.reason = `The refund does not match the record: the reply says ${c.text} comes back to the customer, but this turn's writes recorded it as a charge (${describe([p])}; ${p.call.name}, ${p.call.id}, message ${p.call.messageIndex}). Tell the customer what the record shows.`;
  c.support = p.call.result ? [{ source: "tool", messageIndex: p.call.result.index, toolCallId: p.call.id, toolName: p.call.name, span: [0, p.call.result.content.length] }] : [];
  c.conflict = { claimed: body.trim(), stated: describe([p]), why: "a charge this turn's writes recorded, not a refund" };
}

const dollars = (c: number) => `${c < 0 ? "-" : ""}$${(Math.abs(c) / 100).toFixed(2)}`;
const describe = (p: Payment[]) => p.map((x) => `${dollars(x.cents)}${x.method ? ` to ${x.method}` : ""}`).join(", ");

const PER_SHARE = /\b(?:each|per\s+(?:passenger|person|traveler|traveller|item|ticket))\b/i;
/** The clause of `text` around [from, to): clauses break at ";", ":" and ", and/but/while/so". */
function clauseAround(text: string, from: number, to: number): string {
  const breaks = [...text.matchAll(/[;:]|,\s*(?:and|but|while|whereas|so|then)\b/g)].map((m) => m.index);
  const start = Math.max(0, ...breaks.filter((b) => b < from));
  const after = breaks.filter((b) => b >= to);
  return text.slice(start, after.length ? Math.min(...after) : text.length);
}

/** A refund or saving the reply says the customer gets: "you will save a total of $7,222", "a refund of $414", "you'll get $26.34 back". */
const REFUND_STATED = /\b(?:refund(?:s|ed)?|save|saving|savings|credited|reimburs\w*)\b|\b(?:goes|go|going|comes|come|coming|sent|paid|returned)\s+back\s+to\b|\b(?:get|gets|getting|receive|receiving)\s+(?:[$€£]\s?\d[\d,]*(?:\.\d+)?\s+)?back\b/i;
/** A refund that hangs on something not yet done: "if you cancel", "would be refunded". */
const CONDITIONAL = /\b(?:if|once|when|would|could|may|might|should|unless|not|n['’]t|never)\b/i;

/** "The payment method has been updated to use your gift card": a switch of method told as done. */
const METHOD_SWITCH = /\bpayment(?:\s+method)?s?\b[^.;!?]{0,60}?\b(?:has|have)\s+(?:now\s+|also\s+)?(?:been\s+)?(?:successfully\s+)?(?:updated|changed|switched|moved)\s+to\s+(?:use\s+)?(?:your\s+|the\s+|a\s+)?(gift\s*card|credit\s*card|certificate|paypal)/i;
const methodKey = (words: string) => words.toLowerCase().replace(/\s+/g, "_");

/**
 * A switch of payment method told as done, after this turn's writes ran on a record with a payment
 * list and recorded no payment of that kind (airline task 4: the repeated updates with a gift card
 * changed nothing; payment_history still shows only the credit card's $209 and $50).
 */
function methodSwitchClaims(claims: Claim[], text: string, ctx: ActionContext, calls: RunCall[], payments: Payment[]): void {
  const m = METHOD_SWITCH.exec(text);
  if (!m || NOT_DONE.test(text.slice(Math.max(0, m.index - 30), m.index + m[0].length).split(/[,;.]/).pop() ?? "")) return;
  const kind = methodKey(m[1]);
  if (payments.some((p) => p.method?.toLowerCase().includes(kind))) return;
  const turnStart = turnStartSeq(ctx.run, ctx.beforeSeq);
  const ran = calls.filter((c) => c.status === "ran" && c.result && c.seq > turnStart && paymentEntries(parseResult(c.result) ?? {}) !== null);
  if (!ran.length) return;
  const call = ran[ran.length - 1];
  const sentence = splitSentences(text, parseCitations(text)).find((x) => x.span[0] <= m.index && x.span[1] >= m.index + m[0].length);
  if (!sentence) return;
  const lead = sentence.text.length - sentence.text.trimStart().length;
  const span: [number, number] = [sentence.span[0] + lead, sentence.span[0] + lead + sentence.text.trim().length];
  const recorded = payments.length ? describe(payments) : "no new payment";
  const found = {
    verdict: "contradicted" as const,
    reason: `The payment does not match the record: the reply says the payment now uses a ${m[1].toLowerCase()}, but this turn's writes recorded ${recorded} (${call.name}, ${call.id}, message ${call.messageIndex}). Tell the customer what the record shows.`,
    support: call.result ? [{ source: "tool" as const, messageIndex: call.result.index, toolCallId: call.id, toolName: call.name, span: [0, call.result.content.length] as [number, number] }] : [],
    action: matchOf(call),
    conflict: { claimed: sentence.text.trim(), stated: recorded, why: `the payments ${call.name} recorded` },
  };
  const existing = claims.find((c) => c.kind === "action" && c.span[0] <= span[0] && c.span[1] >= span[1]);
  if (existing) {
    if (isPassingVerdict(existing.verdict)) Object.assign(existing, found);
    return;
  }
  claims.push({ kind: "action", text: sentence.text.trim(), span, value: { type: "action", verb: "change", entity: null }, citations: { tools: sentence.tools, clauses: sentence.clauses }, ...found });
}

export function addPaymentClaims(claims: Claim[], text: string, ctx: ActionContext): void {
  // "All refunds will go to the PayPal account on file" when the profile has no PayPal.
  addPaymentKindClaims(claims, text, ctx);
  const refundWords = REFUND_STATED.test(text);
  const switched = METHOD_SWITCH.test(text);
  if (!PASSIVE_PAYMENT.test(text) && !ACTIVE_PAYMENT.test(text) && !refundWords && !switched) return;
  const { calls, turn: payments } = paymentsOf(ctx);
  if (switched) methodSwitchClaims(claims, text, ctx, calls, payments);
  if (!payments.length) {
    claims.sort((a, b) => a.span[0] - b.span[0]);
    return;
  }
  // Sentences come in order: one pass over the money claims, sorted by where they start.
  const money = claims.filter((c) => c.kind === "money" && c.value.type === "money").sort((a, b) => a.span[0] - b.span[0]);
  let next = 0;
  for (const sentence of splitSentences(text, parseCitations(text))) {
    const body = sentence.text;
    const m = PASSIVE_PAYMENT.exec(body) ?? ACTIVE_PAYMENT.exec(body);
    if (!m) {
      if (refundWords) refundStated(claims, money, sentence, payments);
      continue;
    }
    // "No additional payment was charged": denied, as "has not been charged" is not done.
    const upTo = body.slice(0, m.index + m[0].length).split(/[,;]/).pop() ?? "";
    if (/\?\s*$/.test(body.trim()) || NOT_DONE.test(upTo) || NEGATION.test(upTo)) continue;
    const direction: Direction = /waived/i.test(m[1]) ? "waive" : "charge";
    const [s, e] = sentence.span;
    while (next < money.length && money[next].span[0] < s) next++;
    const stated: number[] = [];
    for (let i = next; i < money.length && money[i].span[0] < e; i++) if (money[i].span[1] <= e) stated.push((money[i].value as { cents: number }).cents);
    const charged = payments.filter((p) => p.cents > 0);
    const total = payments.reduce((sum, p) => sum + p.cents, 0);
    let why: string | null = null;
    if (direction === "charge" && !stated.length && !EXTRA.test(body)) continue;
    if (direction === "waive" && payments.some((p) => p.cents !== 0)) {
      why = `the reply says it was waived, but ${payments[0].call.name} recorded ${describe(payments)}`;
    } else if (direction === "charge" && charged.length === 0) {
      why = `the reply says a payment was taken, but ${payments[0].call.name} recorded a refund: ${describe(payments)}`;
    } else if (direction === "charge" && stated.length) {
      const sum = stated.reduce((a, b) => a + b, 0);
      const fits = stated.some((c) => charged.some((p) => p.cents === c) || c === total) || sum === total || sum === charged.reduce((a, p) => a + p.cents, 0);
      if (!fits) why = `the reply says ${stated.map(dollars).join(" + ")}, but ${charged[0].call.name} recorded ${describe(payments)}`;
    }
    if (!why) continue;
    const call = payments[0].call;
    const lead = body.length - body.trimStart().length;
    const span: [number, number] = [s + lead, s + lead + body.trim().length];
    const found = {
      verdict: "contradicted" as const,
      reason: `The payment does not match the record: ${why} (${call.id}, message ${call.messageIndex}). Tell the customer what the record shows.`,
      support: call.result ? [{ source: "tool" as const, messageIndex: call.result.index, toolCallId: call.id, toolName: call.name, span: [0, call.result.content.length] as [number, number] }] : [],
      action: matchOf(call),
      conflict: { claimed: body.trim(), stated: describe(payments), why: `the payments ${call.name} recorded` },
    };
    const existing = claims.find((c) => c.kind === "action" && c.span[0] <= span[0] && c.span[1] >= span[1]);
    if (existing) {
      if (isPassingVerdict(existing.verdict)) Object.assign(existing, found);
      continue;
    }
    claims.push({ kind: "action", text: body.trim(), span, value: { type: "action", verb: direction, entity: null, ...(stated.length ? { cents: stated[0] } : {}) }, citations: { tools: sentence.tools, clauses: sentence.clauses }, ...found });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
