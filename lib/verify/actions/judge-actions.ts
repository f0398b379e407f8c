/**
 * Judge action claims against the write calls of this run: a claim is grounded only by a call of a
 * tool that performs that action, made before the reply, on the entity the claim names, whose
 * result is not an error. A held call not yet released has not run; a call the guard refused never
 * ran; a call whose result is an error failed (seed 003's silent tool failure). The amount and the
 * email a claim names must be the call's.
 */
import { matchOf, type RunCall } from "../context/calls";
import { parseToolJson } from "../context/parse-tool-json";
import { escapeRegExp } from "../language/escape-regexp";
import { stem } from "../language/words";
import type { ActionMatch, Claim, Support, Verdict } from "../types";
import type { ActionTool } from "./action-tools";
import { objectWords, PROFILE_RECORD, type ExtractedAction } from "./extract-action-claims";

const PARSE_LIMIT = 16_384;

/** Every scalar in `value`, as lower-case strings without a leading "#". */
function scalars(value: unknown, out: Set<string> = new Set(), depth = 0): Set<string> {
  if (depth > 8) return out;
  if (typeof value === "string" || typeof value === "number") out.add(String(value).replace(/^#/, "").toLowerCase());
  else if (Array.isArray(value)) for (const v of value) scalars(v, out, depth + 1);
  else if (value && typeof value === "object") for (const v of Object.values(value)) scalars(v, out, depth + 1);
  return out;
}

function topLevelScalars(value: unknown): Set<string> {
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return scalars(value);
  if (!value || typeof value !== "object" || Array.isArray(value)) return new Set();
  return scalars(Object.values(value).filter((v) => typeof v === "string" || typeof v === "number"));
}

/** A key whose last word counts things ("item_count", "num_units"): a count, not money, though "total" is in it. */
const COUNT_KEY = /(?:^|_)(?:count|quantity|qty|items?|units?|pieces?|nights?|tickets?)$|^(?:num|number_of)_|(?:^|_)(?:gb|mb|kb|tb|data|minutes?|mins|points?|pts|miles?|km|kg|lbs?|hours?|days?)(?:_|$)/i;

/** Keys naming money: "amount", "refund_amount", "price", "total" alone or "total_price" (not "total_items", a count). */
const MONEY_ARG = /^(?:amount|price|cost|fee|fare|refund|charge|paid|balance|value|sum|total|cents)$|(?:^|_)(?:amount|price|cost|fee|fare|refund|charge|paid|balance)(?:_|$)|_cents$|^total_(?:price|amount|cost|paid|refund|charge|due)$/i;

/** Amount arguments in cents: keys naming an amount, cents when the key says so, else major units. */
function amountArgs(value: unknown, key = "", out: number[] = [], depth = 0): number[] {
  if (depth > 8) return out;
  if (typeof value === "number" && MONEY_ARG.test(key) && !COUNT_KEY.test(key)) {
    out.push(/cents/i.test(key) ? Math.round(value) : Math.round(value * 100));
  } else if (Array.isArray(value)) for (const v of value) amountArgs(v, key, out, depth + 1);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) amountArgs(v, k, out, depth + 1);
  return out;
}

const formatCents = (c: number) => `${c < 0 ? "-" : ""}$${(Math.abs(c) / 100).toFixed(2)}`;
const RANK: Record<ActionMatch["status"], number> = { ran: 3, failed: 2, held: 1, missing: 0 };
const short = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}…` : s);
const nameWords = (name: string) => name.split(/[._\-\s]+|(?=[A-Z])/).map((w) => stem(w.toLowerCase())).filter((w) => w.length >= 3);

/**
 * What the action was done to, when a write tool's name says what it writes: "an address has been
 * added" is not made true by a tool named for a payment, though "update" can add. The object is the
 * noun right after an active verb, else the passive's subject; it restricts the tools only when some
 * write tool of the run is named with it.
 */
function claimedObject(a: ExtractedAction, toolWords: ReadonlySet<string>): string | null {
  // The noun phrase only, up to its first preposition: "the refund of $38 per passenger" is a refund, not a passenger.
  const np = (words: string) => words.split(/\b(?:of|for|per|on|in|to|with|from|at|by|via|about|under|into|onto)\b|[,;.:()]/)[0].slice(0, 60);
  const after = np(a.text.slice(a.phrase[1] - a.span[0]));
  const phrase = np(a.text.slice(Math.max(0, a.phrase[0] - a.span[0]), a.phrase[1] - a.span[0]));
  const before = np(a.text.slice(0, Math.max(0, a.phrase[0] - a.span[0])).split(/[,;:]|\band\b/).pop() ?? "");
  for (const words of [after, phrase, before]) {
    for (const w of words.match(/[A-Za-z]{3,}/g) ?? []) {
      const s = stem(w);
      for (const t of toolWords) if (sameObject(s, t)) return t;
    }
  }
  return null;
}

/** "bag" and "baggag" (baggages), "pay" and "payment": one word the prefix of the other, three letters at least. */
const sameObject = (a: string, b: string) => a.length >= 3 && b.length >= 3 && (a === b || (b.startsWith(a) && a.length >= 3) || (a.startsWith(b) && b.length >= 4));

type RecordKind = "profile" | "record";
function claimedRecord(a: ExtractedAction): RecordKind | null {
  const end = a.phrase[1] - a.span[0];
  const subject = (a.text.slice(0, end).split(/[,;:]|\band\b/).pop() ?? "").replace(/\b(?:has|have|had|is|are|was|were)\b.*$/i, "");
  for (const words of [objectWords(a.text.slice(end)), subject]) {
    if (PROFILE_RECORD.test(words)) return "profile";
  }
  return null;
}
function toolRecord(name: string): RecordKind {
  return name.toLowerCase().split(/[._\-\s]+|(?=[A-Z])/).some((w) => w === "user" || w === "profile" || w === "customer" || w === "account") ? "profile" : "record";
}

function safeJson(c: RunCall): unknown {
  const e = c.result;
  if (!e) return [];
  const s = e.content;
  if (s.length > PARSE_LIMIT) return s.slice(0, 2048).match(/[A-Za-z0-9][A-Za-z0-9_\-@.#]{0,80}/g) ?? [];
  const t = s.trimStart();
  if (!t.startsWith("{") && !t.startsWith("[")) return s.match(/[A-Za-z0-9][A-Za-z0-9_\-@.#]{0,80}/g) ?? [];
  return parseToolJson(e, PARSE_LIMIT) ?? [];
}

/** Actions that make a new thing (a certificate added, a ticket opened): the write whose result holds its id made it. */
const CREATES = new Set(["add", "book", "send", "compensat", "open", "submit", "issu", "creat", "replac"]);
const NOTICE = /\b(?:e-?mails?|confirmations?|notifications?|notices?|instructions|receipts?|labels?|links?|text messages?|sms)\b/i;

type Checked = Pick<Claim, "verdict" | "reason" | "support" | "action" | "conflict">;

export interface ActionJudgeContext {
  calls: readonly RunCall[];
  /** Every write tool the agent has (called or not): what a claim's object can be matched against. */
  writeTools: readonly string[];
  toolOf: (name: string) => ActionTool;
  captureIncomplete: boolean;
  /** The customer's own words before the reply: a thing the customer did and reported ("I submitted dispute dsp_1"). */
  customerText: string;
}

/** Judge each extracted action claim; returns claims of kind "action". */
export function judgeActions(actions: readonly ExtractedAction[], ctx: ActionJudgeContext): Omit<Claim, "check">[] {
  if (!actions.length) return [];
  const writes = ctx.calls.filter((c) => ctx.toolOf(c.name).verbs.length > 0);
  const toolWords = new Set([...writes.map((c) => c.name), ...ctx.writeTools].flatMap((n) => nameWords(n)));
  const judged = actions.map((a) => ({
    kind: "action" as const,
    text: a.text,
    span: a.span,
    value: { type: "action" as const, verb: a.verb, entity: a.ids[0] ?? null, ...(a.cents.length ? { cents: a.cents[0] } : {}), ...(a.recipient ? { recipient: a.recipient } : {}) },
    citations: a.citations,
    ...judge(a, writes, toolWords, ctx),
  }));
  // "I've flagged your case and transferred you": an act no tool names, said with one that ran, may be a part of it.
  return judged.map((c, i) => {
    if (!actions[i].open || c.verdict !== "unperformed") return c;
    const partner = judged.find((o, k) => k !== i && o.span[0] === c.span[0] && o.verdict === "grounded");
    return partner ? { ...c, verdict: "not_checked" as const, reason: `"${actions[i].verb}" names no tool of this agent, but it is said together with what ${partner.action?.tool ?? "a call"} did, and may be a part of it; not checked` } : c;
  });
}

function judge(a: ExtractedAction, calls: readonly RunCall[], toolWords: ReadonlySet<string>, ctx: ActionJudgeContext): Checked {
  const object = claimedObject(a, toolWords);
  const record = claimedRecord(a);
  const sameRecord = (c: RunCall) => !record || toolRecord(c.name) === record;
  // The object restricts the tools only when some write tool the agent has, that can do the action, is named with it.
  // "Submitted your request" is a submit or a request: any of the claim's verbs may be the named tool's.
  const verbs = [a.verb, ...(a.alsoVerbs ?? [])];
  const objectTools = object ? [...new Set([...calls.map((c) => c.name), ...ctx.writeTools])].filter((n) => nameWords(n).includes(object) && verbs.some((v) => ctx.toolOf(n).verbs.includes(v))) : [];
  const fits = (c: RunCall) => (!objectTools.length || objectTools.includes(c.name)) && sameRecord(c);
  // "A confirmation email has been sent": the system's own notice of a write that ran, not a send of the agent's.
  const notice = a.verb === "send" && NOTICE.test(a.text);
  // "The payment has been applied": any write that took a payment method or an amount paid.
  const pays = (c: RunCall) => a.verb === "pay" && c.args !== null && typeof c.args === "object" && Object.keys(c.args as object).some((k) => /pay|amount/i.test(k));
  const able = calls.filter((c) => (verbs.some((v) => ctx.toolOf(c.name).verbs.includes(v)) || pays(c) || (notice && c.status === "ran")) && fits(c));
  const ids = record === "profile" ? [] : a.ids.map((id) => id.toLowerCase());
  const touches = (c: RunCall) => {
    if (!ids.length) return true;
    const seen = scalars(c.args);
    // The result's own top-level ids count too (a new record), not every id it lists.
    if (c.result && c.status === "ran") for (const v of topLevelScalars(safeJson(c))) seen.add(v);
    // "gift card 8887175" names gift_card_8887175: an id may be the last part of the call's.
    return ids.some((id) => seen.has(id) || [...seen].some((v) => v.endsWith(`_${id}`) || v.endsWith(`-${id}`)));
  };
  let onEntity = able.filter(touches);
  // "Certificate certificate_3221322 has been added": a write whose result holds the id the claim names made it.
  if (!onEntity.some((c) => c.status === "ran") && ids.length) {
    const made = calls.filter((c) => c.status === "ran" && c.result && ids.some((id) => new RegExp(String.raw`(?<![A-Za-z0-9])${escapeRegExp(id)}(?![A-Za-z0-9])`, "i").test(c.result!.content.slice(0, 20_000))) && !ids.every((id) => scalars(c.args).has(id)));
    if (made.length && CREATES.has(a.verb)) onEntity = made;
  }
  // "A certificate for $150 has been added": the object names a write that ran (send_certificate), which made it.
  if (!onEntity.some((c) => c.status === "ran") && object && CREATES.has(a.verb)) {
    const named = calls.filter((c) => c.status === "ran" && nameWords(c.name).includes(object) && sameRecord(c));
    if (named.length) onEntity = named;
  }
  // Of the calls of the best status, the one whose amount is the claim's (the refund, not the bag update beside it).
  const fitsAmount = (c: RunCall) => a.cents.length > 0 && amountArgs(c.args).some((x) => a.cents.includes(x));
  const best = onEntity.reduce<RunCall | null>((b, c) => (!b || RANK[c.status] > RANK[b.status] || (RANK[c.status] === RANK[b.status] && (fitsAmount(c) || !fitsAmount(b))) ? c : b), null);
  const what = `"${a.verb}"${ids.length ? ` on ${a.ids.join(", ")}` : ""}`;
  const call = (c: RunCall) => `${c.name} (${c.id}, message ${c.messageIndex})`;

  // An act no tool is named for, which a write's own result reports ("Case has been flagged for priority
  // handling"; a replacement's "The old one has been cancelled"). Only a write's: a read's
  // "status: cancelled" is a state, not this agent's act.
  if (!best || best.status === "missing") {
    const word = a.text.slice(Math.max(0, a.phrase[0] - a.span[0]), a.phrase[1] - a.span[0]).match(/[a-z]+$/i)?.[0] ?? a.verb;
    const says = calls.find((c) => c.status === "ran" && c.result && (a.open || (!able.length && ctx.toolOf(c.name).verbs.length > 0 && touches(c))) && new RegExp(String.raw`\b${escapeRegExp(word)}\b`, "i").test(c.result.content.slice(0, 4000)));
    if (says) {
      const support: Support[] = [{ source: "tool", messageIndex: says.result!.index, toolCallId: says.id, toolName: says.name, span: [0, says.result!.content.length] }];
      return { verdict: "grounded", reason: `${call(says)} ran and its result says so: ${short(says.result!.content)}`, support, action: matchOf(says) };
    }
  }
  if (!best || best.status === "missing") {
    const others = able.filter((c) => !onEntity.includes(c) && c.status === "ran");
    let why: string;
    if (best?.rejected) why = `${call(best)} was refused by the guard (${best.rejected}) and never ran`;
    else if (best) why = `${call(best)} was requested but no result came back before this reply`;
    else if (others.length) why = `no call of a tool that can ${a.verb} touched ${a.ids.join(", ")} in this run (${others.map(call).join(", ")} acted on something else)`;
    else if (record === "profile" && calls.some((c) => c.status === "ran" && ctx.toolOf(c.name).verbs.includes(a.verb))) why = `no call of a tool that can ${a.verb} the customer's profile ran in this run (the ${a.verb} calls changed another record)`;
    else if (a.open && !ctx.writeTools.some((t) => ctx.toolOf(t).verbs.includes(a.verb))) why = `no tool of this agent does that ("${a.verb}" names none of its tools)`;
    else why = `no call of a tool that can ${a.verb} ran in this run`;
    // An id only the customer gave (no tool result or call holds it): what the customer did on their side and reported.
    const inRun = (id: string) => ctx.calls.some((c) => scalars(c.args).has(id) || (c.result ? c.result.content.toLowerCase().includes(id) : false));
    const reported = ids.length > 0 && ids.some((id) => !inRun(id) && new RegExp(String.raw`(?<![A-Za-z0-9])${escapeRegExp(id)}(?![A-Za-z0-9])`, "i").test(ctx.customerText));
    if (reported && !best) {
      return { verdict: "not_checked", reason: `No call of the agent's did this, but the customer's own words name ${a.ids.join(", ")}: the customer may have done it on their side; not checked`, support: [], action: { status: "missing", tool: null } };
    }
    if (ctx.captureIncomplete) {
      return { verdict: "unverifiable", reason: `The reply claims ${what} was done, but ${why}; the capture of this run is incomplete, so it may have run unseen.`, support: [], action: best ? matchOf(best) : { status: "missing", tool: null } };
    }
    return {
      verdict: "unperformed",
      reason: `No such call ran in this run: the reply claims ${what} was done, but ${why}. Make the call first, or do not claim it.`,
      support: [],
      action: best ? matchOf(best) : { status: "missing", tool: able[0]?.name ?? null },
    };
  }
  const support: Support[] = best.result ? [{ source: "tool", messageIndex: best.result.index, toolCallId: best.id, toolName: best.name, span: [0, best.result.content.length] }] : [];
  if (best.status === "held") {
    return { verdict: "unperformed", reason: `No such call ran in this run: ${call(best)} is held for a person's review and has not run. Tell the customer it is being reviewed; do not say it is done until it is released.`, support, action: matchOf(best) };
  }
  if (best.status === "failed") {
    return { verdict: "failed_action", reason: `${call(best)} ran and returned an error: ${short(best.result?.content ?? "")}. The action did not happen; tell the customer so instead of saying it is done.`, support, action: matchOf(best) };
  }
  const ran = able.filter((c) => c.status === "ran");
  const missed = untouchedSiblings(a, ids, ran);
  if (missed.length) {
    return {
      verdict: "unperformed",
      reason: `No such call ran in this run for ${a.ids.filter((id) => missed.includes(id.toLowerCase())).join(", ")}: the reply claims ${what} was done, but only ${onEntity.filter((c) => c.status === "ran").map(call).join(", ") || call(best)} acted, on ${a.ids.filter((id) => !missed.includes(id.toLowerCase())).join(", ")}. Make the call first, or do not claim it.`,
      support,
      action: matchOf(best),
    };
  }
  const missedItems = untouchedItems(a, onEntity.filter((c) => c.status === "ran"));
  if (missedItems.length) {
    return {
      verdict: "unperformed",
      reason: `No such call ran in this run for the ${missedItems.join(", ")}: the reply claims ${what} was done on it, but ${call(best)} took only ${itemsTaken(best).join(", ")} of that record's items. Make the call first, or do not claim it.`,
      support,
      action: matchOf(best),
    };
  }
  const amounts = amountArgs(best.args);
  if (a.cents.length && amounts.length) {
    const total = amounts.reduce((s, x) => s + x, 0);
    if (!a.cents.some((c) => amounts.includes(c) || c === total)) {
      return {
        verdict: "contradicted",
        reason: `${call(best)} ran, but with ${amounts.map(formatCents).join(" + ")}, not ${a.cents.map(formatCents).join(" / ")} as the reply says.`,
        support,
        action: matchOf(best),
        conflict: { claimed: a.cents.map(formatCents).join(", "), stated: amounts.map(formatCents).join(" + "), why: `the amount in the arguments of ${best.name}` },
      };
    }
  }
  if (a.recipient?.includes("@")) {
    const emails = [...scalars(best.args)].filter((v) => v.includes("@"));
    if (emails.length && !emails.includes(a.recipient.toLowerCase())) {
      return {
        verdict: "contradicted",
        reason: `${call(best)} ran, but it went to ${emails.join(", ")}, not ${a.recipient} as the reply says.`,
        support,
        action: matchOf(best),
        conflict: { claimed: a.recipient, stated: emails.join(", "), why: `the recipient in the arguments of ${best.name}` },
      };
    }
  }
  const verdict: Verdict = "grounded";
  return { verdict, reason: `Done by ${call(best)}; its result: ${short(best.result?.content ?? "")}`, support, action: matchOf(best) };
}

/** The action's own clause: a leading frame ("Of your three orders (#W1, #W2), I've updated ...") and what it keeps after ("..., keeping ...") are not acted on. */
const FRAME = /^\W*(?:of|among|out of|between|from)\b/i;
const KEPT_AFTER = /\b(?:keep(?:s|ing)?|kept|leaving|except|other than|but not|without)\b/i;
function actingClause(a: ExtractedAction): string {
  const at = a.phrase[0] - a.span[0];
  const breaks = [...a.text.matchAll(/;|,\s*(?:and|but|while|whereas|then)\b|\.\s/g)].map((m) => m.index);
  const start = Math.max(0, ...breaks.filter((b) => b < at));
  const after = breaks.filter((b) => b > at);
  let text = a.text.slice(start, after.length ? Math.min(...after) : a.text.length);
  let rel = at - start;
  if (FRAME.test(text)) {
    let depth = 0;
    for (let i = 0; i < rel; i++) {
      const ch = text[i];
      if (ch === "(") depth++;
      else if (ch === ")") depth = Math.max(0, depth - 1);
      else if (ch === "," && depth === 0) {
        text = text.slice(i + 1);
        rel -= i + 1;
        break;
      }
    }
  }
  const kept = KEPT_AFTER.exec(text.slice(Math.max(0, rel)));
  return kept ? text.slice(0, Math.max(0, rel) + kept.index) : text;
}

const SPARED = /\b(?:unchanged|as (?:it )?is|as-is|left|leave|remains?|stays?|untouched|not|no|except|other than|n['’]t)\b/i;
const shapeOf = (id: string) => id.replace(/\d/g, "9").toLowerCase();

/** Ids of the same shape as one the action touched, named in its clause, that no call of the action touched. */
function untouchedSiblings(a: ExtractedAction, allIds: string[], ran: RunCall[]): string[] {
  const clause = actingClause(a).toLowerCase();
  const ids = allIds.filter((id) => clause.includes(id));
  if (ids.length < 2 || SPARED.test(clause)) return [];
  const seen = new Set<string>();
  for (const c of ran) {
    for (const v of scalars(c.args)) seen.add(v);
    if (c.result) for (const v of topLevelScalars(safeJson(c))) seen.add(v);
  }
  const touched = new Set(ids.filter((id) => seen.has(id)).map(shapeOf));
  if (!touched.size) return [];
  return [...new Set(ids.filter((id) => !seen.has(id) && touched.has(shapeOf(id))))];
}

/** The item ids a call's arguments list (`item_ids`, `items`): the part of the record it acted on. */
function itemsTaken(c: RunCall, withNew = false): string[] {
  const args = c.args && typeof c.args === "object" ? (c.args as Record<string, unknown>) : {};
  const out: string[] = [];
  for (const [k, v] of Object.entries(args)) if (/item/i.test(k) && (withNew || !/new/i.test(k)) && Array.isArray(v)) for (const x of v) if (typeof x === "string" || typeof x === "number") out.push(String(x));
  return out;
}

/** Items of the record, named in the action's clause by name or id, that the calls which acted on it did not list. */
function untouchedItems(a: ExtractedAction, ran: RunCall[]): string[] {
  const clauses = [actingClause(a), ...(a.listed ?? []).filter((l) => !KEPT_AFTER.test(l))].map((c) => c.toLowerCase()).filter((c) => !SPARED.test(c));
  if (!clauses.length) return [];
  const taken = new Set(ran.flatMap((c) => itemsTaken(c)));
  if (!taken.size) return [];
  for (const c of ran) for (const x of itemsTaken(c, true)) taken.add(x);
  const missed = new Set<string>();
  const takenNames = new Set<string>();
  const named: { name: string; id: string }[] = [];
  for (const c of ran) {
    const rec = safeJson(c);
    const items = rec && typeof rec === "object" && Array.isArray((rec as { items?: unknown }).items) ? (rec as { items: unknown[] }).items : [];
    for (const it of items) {
      const o = it && typeof it === "object" ? (it as Record<string, unknown>) : {};
      if (typeof o.name !== "string" || (typeof o.item_id !== "string" && typeof o.item_id !== "number")) continue;
      const name = o.name.toLowerCase();
      if (taken.has(String(o.item_id))) takenNames.add(name);
      else named.push({ name, id: String(o.item_id) });
    }
  }
  for (const n of named) {
    const byName = !takenNames.has(n.name) && n.name.length >= 4 && new RegExp(String.raw`\b${escapeRegExp(n.name)}s?\b`);
    if (clauses.some((clause) => (byName && byName.test(clause)) || new RegExp(String.raw`(?<![\w-])${escapeRegExp(n.id)}(?![\w-])`).test(clause))) missed.add(n.name);
  }
  return [...missed];
}
