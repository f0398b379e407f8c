/**
 * Judge action claims (issue 16) against the write calls of this run: a claim is grounded only by a
 * call of a tool that performs that action, made before the reply, on the entity the claim names,
 * whose result is not an error. A held call not yet released has not run; a call the guard refused
 * never ran; a call whose result is an error failed (seed 003's silent tool failure).
 */
import { escapeRegExp } from "./escape-regexp";
import type { AssistantEntry, NormalizedRun, ToolResultEntry } from "../run/types";
import { objectWords, PROFILE_RECORD, type ExtractedAction } from "./extract-action-claims";
import { actionToolIndex } from "./infer-action-tools";
import { parseToolJson } from "./parse-tool-json";
import type { ActionMatch, Claim, PolicyLike, Support, Verdict } from "./types";

/** A tool result the guard wrote instead of running the call ("held_for_review", "unknown_id", ...). */
const HELD_CODES = new Set(["held_for_review", "held_escalated", "ungrounded_args"]);
const ERROR_RESULT = /^\s*(?:(?:error|exception|traceback|failed|failure)\b|\{\s*"(?:error|errors)"\s*:)/i;

export interface RunCall {
  id: string;
  name: string;
  args: unknown;
  seq: number;
  messageIndex: number;
  result: ToolResultEntry | null;
  status: ActionMatch["status"];
  rejected?: string;
}

function parseArgs(raw: unknown): unknown {
  if (typeof raw !== "string") return raw ?? {};
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Results this long are read by their head only: a guard error or a tool error is short, a dump is not. */
const PARSE_LIMIT = 16_384;

function statusOf(result: ToolResultEntry | null): { status: ActionMatch["status"]; rejected?: string } {
  if (!result) return { status: "missing" };
  const content = result.content;
  if (content.trimStart().startsWith("{")) {
    let obj: Record<string, unknown> | null = null;
    // Not JSON after all (null): read it as text below.
    if (content.length <= PARSE_LIMIT) obj = parseToolJson(result, PARSE_LIMIT) as Record<string, unknown> | null;
    else {
      const head = content.slice(0, 512);
      obj = {
        is_error: /"is_error"\s*:\s*true/.test(head) || undefined,
        code: head.match(/"code"\s*:\s*"([^"]+)"/)?.[1],
        error: /^\s*\{\s*"errors?"\s*:/.test(head) || undefined,
      };
    }
    if (obj && obj.is_error === true && typeof obj.code === "string") {
      if (HELD_CODES.has(obj.code)) return { status: "held" };
      if (obj.code === "tool_failed") return { status: "failed" };
      return { status: "missing", rejected: obj.code };
    }
    if (obj && (obj.error !== undefined || obj.errors !== undefined || obj.ok === false || obj.success === false)) return { status: "failed" };
  }
  if (result.isError || ERROR_RESULT.test(content.slice(0, 60))) return { status: "failed" };
  return { status: "ran" };
}

/** Every tool call before `beforeSeq` with its latest result before then. */
export function callsOf(run: NormalizedRun, beforeSeq: number): RunCall[] {
  const calls: RunCall[] = [];
  const byId = new Map<string, RunCall>();
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role === "assistant") {
      for (const c of (e as AssistantEntry).toolCalls) {
        const call: RunCall = { id: c.id, name: c.name, args: parseArgs(c.rawArguments), seq: e.seq, messageIndex: e.index, result: null, status: "missing" };
        calls.push(call);
        byId.set(c.id, call);
      }
    } else if (e.role === "tool") {
      const call = byId.get(e.toolCallId);
      // The latest result counts: a held call released later answers again under its id.
      if (call) call.result = e;
    }
  }
  return calls;
}

/** Every scalar in `value`, as lower-case strings without a leading "#". */
function scalars(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === "string" || typeof value === "number") out.add(String(value).replace(/^#/, "").toLowerCase());
  else if (Array.isArray(value)) for (const v of value) scalars(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) scalars(v, out);
  return out;
}

function topLevelScalars(value: unknown): Set<string> {
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return scalars(value);
  if (!value || typeof value !== "object" || Array.isArray(value)) return new Set();
  return scalars(Object.values(value).filter((v) => typeof v === "string" || typeof v === "number"));
}

/**
 * A key whose last word counts things ("total_baggages": 1, "item_count", "num_passengers"): a count,
 * not money, though "total" is in it. Airline task 19: one checked bag added was read as "$1.00".
 */
const COUNT_KEY = /(?:^|_)(?:count|quantity|qty|bags?|baggages?|items?|passengers?|travell?ers?|nights?|seats?|tickets?|pieces?|units?)$|^(?:num|number_of)_/i;

/** Amount arguments in cents: keys naming an amount, cents when the key says so, else major units. */
function amountArgs(value: unknown, key = "", out: number[] = []): number[] {
  if (typeof value === "number" && /(?:^|_)(?:amount|price|total|cost|refund)(?:_|$)|_cents$|^cents$/i.test(key) && !COUNT_KEY.test(key)) {
    out.push(/cents/i.test(key) ? Math.round(value) : Math.round(value * 100));
  } else if (Array.isArray(value)) for (const v of value) amountArgs(v, key, out);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) amountArgs(v, k, out);
  return out;
}

const formatCents = (c: number) => `${c < 0 ? "-" : ""}$${(Math.abs(c) / 100).toFixed(2)}`;
const RANK: Record<ActionMatch["status"], number> = { ran: 3, failed: 2, held: 1, missing: 0 };

/**
 * What an action was done to, when a write tool's name says what it writes: "three checked bags have
 * been added" is not made true by update_reservation_flights, though "update" can add (tau-bench
 * airline: bags claimed added after a flight change only). Containers (order, reservation) name no
 * object: every write on a reservation is a write on it.
 */
const OBJECTS: [RegExp, string][] = [
  [/\b(?:bags?|baggages?|luggage|suitcases?)\b/i, "bag"],
  [/\bpassengers?\b/i, "passenger"],
  [/\bflights?\b/i, "flight"],
  [/\bcabin\b/i, "cabin"],
  [/\binsurance\b/i, "insurance"],
  [/\baddress(?:es)?\b/i, "address"],
  [/\bitems?\b/i, "item"],
];
/** The object named first in `words` ("first"), or nearest their end ("last"). */
const objectOf = (words: string, which: "first" | "last" = "first"): string | null => {
  let best: { at: number; name: string } | null = null;
  for (const [re, name] of OBJECTS) {
    const at = which === "first" ? words.search(re) : Math.max(-1, ...[...words.matchAll(new RegExp(re.source, "gi"))].map((m) => m.index));
    if (at >= 0 && (!best || (which === "first" ? at < best.at : at > best.at))) best = { at, name };
  }
  return best?.name ?? null;
};
/** The object the claim names: right after an active verb ("I've added one bag"), else the passive's subject ("one bag has been added"). */
function claimedObject(a: ExtractedAction): string | null {
  const after = a.text.slice(a.phrase[1] - a.span[0]).split(/\b(?:to|for|on|in|with|at|from)\b|[,;.]/)[0].slice(0, 40);
  const own = objectOf(after) ?? objectOf(a.text.slice(a.phrase[0] - a.span[0], a.phrase[1] - a.span[0]));
  if (own) return own;
  return objectOf(a.text.slice(0, Math.max(0, a.phrase[0] - a.span[0])).split(/[,;:]|\band\b/).pop() ?? "", "last");
}
/**
 * Which record the action changed: the customer's profile ("I also updated the default address on
 * your profile") or an order or reservation. Read from the active verb's object, else the passive's
 * subject; null when the sentence names neither there.
 */
type RecordKind = "profile" | "record";
const RECORD_WORDS = /\b(?:orders?|reservations?|bookings?)\b|#?\bW\d{7}\b/i;
function claimedRecord(a: ExtractedAction): RecordKind | null {
  const end = a.phrase[1] - a.span[0];
  // The passive's phrase holds its subject: "The default address on your profile has been updated".
  for (const words of [objectWords(a.text.slice(end)), a.text.slice(0, end).split(/[,;:]|\band\b/).pop() ?? ""]) {
    if (PROFILE_RECORD.test(words)) return "profile";
    if (RECORD_WORDS.test(words)) return "record";
  }
  return null;
}
/** The record a tool's name says it writes: modify_user_address the profile, modify_pending_order_address the order. */
function toolRecord(name: string): RecordKind | null {
  const words = name.toLowerCase().split(/[._\-\s]+|(?=[A-Z])/);
  if (words.some((w) => w === "user" || w === "profile" || w === "customer")) return "profile";
  if (words.some((w) => /^(?:orders?|reservations?|bookings?)$/.test(w))) return "record";
  return null;
}

/** The objects a tool's name says it writes (none for cancel_order, update_order). */
const toolObjects = (name: string): string[] => name.split(/[._\-\s]+|(?=[A-Z])/).map((w) => objectOf(w)).filter((x): x is string => x !== null);
const short = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}…` : s);

export interface ActionContext {
  run: NormalizedRun;
  beforeSeq: number;
  policy?: PolicyLike;
  captureIncomplete?: boolean;
}

type Checked = Pick<Claim, "verdict" | "reason" | "support" | "action" | "conflict">;

/** The write calls made before `beforeSeq`, each with its status. Read results (often megabytes) are never parsed here. */
export function writeCallsBefore(run: NormalizedRun, beforeSeq: number, policy?: PolicyLike): RunCall[] {
  const toolOf = actionToolIndex(policy);
  const calls = callsOf(run, beforeSeq).filter((c) => toolOf(c.name).verbs.length > 0);
  for (const c of calls) Object.assign(c, statusOf(c.result));
  return calls;
}

const writesOf = new WeakMap<ActionContext, RunCall[]>();
/** The reply's write calls, read from the run once per action context: every check of the reply shares them (read-only). */
export function writeCalls(ctx: ActionContext): RunCall[] {
  let calls = writesOf.get(ctx);
  if (!calls) writesOf.set(ctx, (calls = writeCallsBefore(ctx.run, ctx.beforeSeq, ctx.policy)));
  return calls;
}

/** Judge each extracted action claim; returns full claims of kind "action". */
export function checkActionClaims(actions: ExtractedAction[], ctx: ActionContext): Claim[] {
  if (!actions.length) return [];
  const toolOf = actionToolIndex(ctx.policy);
  // Only write calls can ground an action.
  const calls = writeCalls(ctx);
  return actions.map((a) => {
    const checked = judge(a, calls, toolOf, ctx);
    return {
      kind: "action" as const,
      text: a.text,
      span: a.span,
      value: { type: "action" as const, verb: a.verb, entity: a.ids[0] ?? null, ...(a.cents.length ? { cents: a.cents[0] } : {}), ...(a.recipient ? { recipient: a.recipient } : {}) },
      citations: a.citations,
      ...checked,
    };
  });
}

export function matchOf(c: RunCall): ActionMatch {
  return {
    status: c.status,
    tool: c.name,
    toolCallId: c.id,
    messageIndex: c.messageIndex,
    arguments: c.args,
    ...(c.result ? { result: c.result.content } : {}),
    ...(c.rejected ? { rejected: c.rejected } : {}),
  };
}

function judge(a: ExtractedAction, calls: RunCall[], toolOf: ReturnType<typeof actionToolIndex>, ctx: ActionContext): Checked {
  const object = claimedObject(a);
  const record = claimedRecord(a);
  // A write on the order does not change the profile, nor one on the profile the order.
  const sameRecord = (c: RunCall) => !record || !toolRecord(c.name) || toolRecord(c.name) === record;
  const fits = (c: RunCall) => {
    const objects = object ? toolObjects(c.name) : [];
    return (objects.length === 0 || objects.includes(object!)) && sameRecord(c);
  };
  const able = calls.filter((c) => toolOf(c.name).verbs.includes(a.verb) && fits(c));
  // The profile is the customer's own: the order ids beside it name what else the sentence did.
  const ids = record === "profile" ? [] : a.ids.map((id) => id.toLowerCase());
  const touches = (c: RunCall) => {
    if (!ids.length) return true;
    const seen = scalars(c.args);
    // The result's own top-level ids count too (a replacement order, a new reservation), not every id it
    // lists: a user-level write returns the user's whole order list.
    if (c.result && c.status === "ran") for (const v of topLevelScalars(safeJson(c.result))) seen.add(v);
    return ids.some((id) => seen.has(id));
  };
  const onEntity = able.filter(touches);
  const best = onEntity.reduce<RunCall | null>((b, c) => (!b || RANK[c.status] >= RANK[b.status] ? c : b), null);
  const what = `"${a.verb}"${ids.length ? ` on ${a.ids.join(", ")}` : ""}`;
  const call = (c: RunCall) => `${c.name} (${c.id}, message ${c.messageIndex})`;

  if (!best || best.status === "missing") {
    const others = able.filter((c) => !onEntity.includes(c) && c.status === "ran");
    let why: string;
    if (best?.rejected) why = `${call(best)} was refused by the guard (${best.rejected}) and never ran`;
    else if (best) why = `${call(best)} was requested but no result came back before this reply`;
    else if (others.length) why = `no call of a tool that can ${a.verb} touched ${a.ids.join(", ")} in this run (${others.map(call).join(", ")} acted on something else)`;
    else if (able.length === 0 && record) {
      const elsewhere = calls.filter((c) => c.status === "ran" && toolOf(c.name).verbs.includes(a.verb) && !sameRecord(c));
      why = elsewhere.length ? `no call of a tool that can ${a.verb} the ${record === "profile" ? "customer's profile" : "order or reservation"} ran in this run (${elsewhere.map(call).join(", ")} changed ${record === "profile" ? "an order or reservation, not the profile" : "the profile, not the order or reservation"})` : `no call of a tool that can ${a.verb} ran in this run`;
    } else if (able.length === 0) why = `no call of a tool that can ${a.verb} ran in this run`;
    else why = `no ${a.verb} call ran in this run`;
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
    return {
      verdict: "unperformed",
      reason: `No such call ran in this run: ${call(best)} is held for a person's review and has not run. Tell the customer it is being reviewed; do not say it is done until it is released.`,
      support,
      action: matchOf(best),
    };
  }
  if (best.status === "failed") {
    return {
      verdict: "failed_action",
      reason: `${call(best)} ran and returned an error: ${short(best.result?.content ?? "")}. The action did not happen; tell the customer so instead of saying it is done.`,
      support,
      action: matchOf(best),
    };
  }
  // "Both orders, #W4776164 and #W6247578, have been updated": each record of the kind it touched.
  const missed = untouchedSiblings(a, ids, able.filter((c) => c.status === "ran"));
  if (missed.length) {
    return {
      verdict: "unperformed",
      reason: `No such call ran in this run for ${a.ids.filter((id) => missed.includes(id.toLowerCase())).join(", ")}: the reply claims ${what} was done, but only ${onEntity.filter((c) => c.status === "ran").map(call).join(", ") || call(best)} acted, on ${a.ids.filter((id) => !missed.includes(id.toLowerCase())).join(", ")}. Make the call first, or do not claim it.`,
      support,
      action: matchOf(best),
    };
  }
  // "The exchange is submitted for both the desk lamp and the water bottle" after a call that took the lamp alone.
  const missedItems = untouchedItems(a, onEntity.filter((c) => c.status === "ran"));
  if (missedItems.length) {
    return {
      verdict: "unperformed",
      reason: `No such call ran in this run for the ${missedItems.join(", ")}: the reply claims ${what} was done on it, but ${call(best)} took only ${itemsTaken(best).join(", ")} of that record's items. Make the call first, or do not claim it.`,
      support,
      action: matchOf(best),
    };
  }
  // It ran: the amount and the recipient the reply names must be the call's.
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

/**
 * The part of the action's clause that names what it acted on. A leading frame the choice is made
 * from ("Of your three orders (#W1, #W2, #W3), I've updated the one that was pending, #W2") and what
 * the clause keeps after the action ("..., keeping the Water Bottle and Pet Bed on the order",
 * "except #W2") are not acted on. Clauses break at ";" and ", and/but/while".
 */
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

/** Words that keep a named record out of the action: "#W6247578 stays as it is", "except #W2". */
const SPARED = /\b(?:unchanged|as (?:it )?is|as-is|left|leave|remains?|stays?|untouched|not|no|except|other than|n['’]t)\b/i;
const shapeOf = (id: string) => id.replace(/\d/g, "9").toLowerCase();

/**
 * Ids the sentence names beside the record the action touched, of the same shape (another order id
 * beside an order id), that no call of the action touched. None when the sentence spares a record.
 */
function untouchedSiblings(a: ExtractedAction, allIds: string[], ran: RunCall[]): string[] {
  // Only the ids of the action's own clause: "..., and the return for the watch on #W9389413 is submitted" is another action's.
  const clause = actingClause(a);
  const ids = allIds.filter((id) => clause.toLowerCase().includes(id));
  if (ids.length < 2 || SPARED.test(clause)) return [];
  const seen = new Set<string>();
  for (const c of ran) {
    for (const v of scalars(c.args)) seen.add(v);
    if (c.result) for (const v of topLevelScalars(safeJson(c.result))) seen.add(v);
  }
  const touched = new Set(ids.filter((id) => seen.has(id)).map(shapeOf));
  if (!touched.size) return [];
  return [...new Set(ids.filter((id) => !seen.has(id) && touched.has(shapeOf(id))))];
}

/** The item ids a call's arguments list (item_ids, items, ...): the part of the record it acted on. */
function itemsTaken(c: RunCall, withNew = false): string[] {
  const args = c.args && typeof c.args === "object" ? (c.args as Record<string, unknown>) : {};
  const out: string[] = [];
  for (const [k, v] of Object.entries(args)) if (/item/i.test(k) && (withNew || !/new/i.test(k)) && Array.isArray(v)) for (const x of v) if (typeof x === "string" || typeof x === "number") out.push(String(x));
  return out;
}

/**
 * Items of the record, named in the action's clause by their name ("the water bottle"), that the
 * calls which acted on the record did not list. Only for calls that list items (a whole-record
 * action names none), and only names no listed item shares.
 */
function untouchedItems(a: ExtractedAction, ran: RunCall[]): string[] {
  // The action's clause, and each line of the list it introduces ("...submitted for order #W1:\n- Desk lamp ...\n- Water bottle ..."), but a line that keeps its item.
  const clauses = [actingClause(a), ...(a.listed ?? []).filter((l) => !KEPT_AFTER.test(l))].map((c) => c.toLowerCase()).filter((c) => !SPARED.test(c));
  if (!clauses.length) return [];
  const taken = new Set(ran.flatMap((c) => itemsTaken(c)));
  if (!taken.size) return [];
  // The items it put in (a modification's new_item_ids replace the old in the record's list) were acted on too.
  for (const c of ran) for (const x of itemsTaken(c, true)) taken.add(x);
  const missed = new Set<string>();
  const takenNames = new Set<string>();
  const named: { name: string; id: string }[] = [];
  for (const c of ran) {
    const rec = c.result ? safeJson(c.result) : null;
    const items = rec && typeof rec === "object" && Array.isArray((rec as { items?: unknown }).items) ? ((rec as { items: unknown[] }).items) : [];
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
    // An item of the record the call did not list, named by its name or by its own id.
    if (clauses.some((clause) => (byName && byName.test(clause)) || new RegExp(String.raw`(?<![\w-])${n.id}(?![\w-])`).test(clause))) missed.add(n.name);
  }
  return [...missed];
}

/** A result's JSON (parsed once per entry, shared with the other record readers), else its words; [] for broken JSON. */
function safeJson(e: ToolResultEntry): unknown {
  const s = e.content;
  if (s.length > PARSE_LIMIT) return s.slice(0, 2048).match(/[A-Za-z0-9][A-Za-z0-9_\-@.#]*/g) ?? [];
  const t = s.trimStart();
  if (!t.startsWith("{") && !t.startsWith("[")) return s.match(/[A-Za-z0-9][A-Za-z0-9_\-@.#]*/g) ?? [];
  return parseToolJson(e, PARSE_LIMIT) ?? [];
}
