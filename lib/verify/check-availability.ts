/**
 * An option offered that its own record says is not available (issue 10). Agents list search
 * results as options ("Option 2: HAT229 + HAT266, Total Price $239 (Economy)") when the search
 * showed HAT229 with `available_seats.economy: 0`, or offer a variant whose record says
 * `"available": false`. The id and the price are real, so the value checks ground them; the record
 * beside them says the customer cannot have it, and the booking fails later.
 *
 * Records are the tool results' objects that carry an id (flight_number, item_id, ...) and an
 * availability: a per-class count (`available_seats: {economy: 0}`) or a flag (`available: false`).
 * An id mentioned where the reply offers options is contradicted when every record of it says the
 * offered class (or the item) is unavailable; the class is the one the reply names near the id, or
 * the only one it names at all. A line saying it is unavailable, a sentence denying it seats or stock
 * ("HAT088 has no economy seats left", negation.ts), or a line naming the customer's current booking
 * is left alone; what the reply says of an id's stock is read from the id's own sentence. The id's
 * own claim turns contradicted; nothing is added.
 */
import { sentenceSpans } from "../evidence/policy-passages";
import type { NormalizedRun, ToolResultEntry } from "../run/types";
import { deniesMention } from "./negation";
import { parseToolJson } from "./parse-tool-json";
import { isPassingVerdict, type Claim } from "./types";

const ID_KEYS = ["flight_number", "item_id", "product_id", "variant_id", "sku"];
const SEAT_KEYS = /^available_(?:seats|rooms|units)$|^seats_available$|^availability$/;
const FLAG_KEYS = /^(?:available|in_stock|is_available)$/;
/** Results larger than this are not parsed for availability: a search answer is a few KB. */
const PARSE_LIMIT = 512 * 1024;

/** An id's availability: per class (a count), or as a whole (a flag). */
interface Availability { classes?: Record<string, number>; flag?: boolean; toolName: string; messageIndex: number; toolCallId: string; length: number }

const parsed = new WeakMap<ToolResultEntry, Map<string, Availability[]>>();
function recordsOf(e: ToolResultEntry): Map<string, Availability[]> {
  let out = parsed.get(e);
  if (out) return out;
  out = new Map();
  const s = e.content;
  if (s.length <= PARSE_LIMIT && /available|in_stock/.test(s)) {
    const stack: unknown[] = [parseToolJson(e, PARSE_LIMIT)];
    let steps = 0;
    while (stack.length && steps++ < 100_000) {
      const v = stack.pop();
      // One by one: a spread of a 200,000-element array overflows the call stack.
      if (Array.isArray(v)) for (const x of v) stack.push(x);
      else if (v && typeof v === "object") {
        const o = v as Record<string, unknown>;
        const idKey = ID_KEYS.find((k) => typeof o[k] === "string" || typeof o[k] === "number");
        if (idKey) {
          const a: Availability = { toolName: e.toolName ?? "tool", messageIndex: e.index, toolCallId: e.toolCallId, length: s.length };
          for (const [k, x] of Object.entries(o)) {
            if (SEAT_KEYS.test(k) && x && typeof x === "object" && !Array.isArray(x)) {
              a.classes = Object.fromEntries(Object.entries(x as Record<string, unknown>).filter(([, n]) => typeof n === "number")) as Record<string, number>;
            } else if (FLAG_KEYS.test(k) && typeof x === "boolean") a.flag = x;
          }
          if (a.classes || a.flag !== undefined) {
            const id = String(o[idKey]).toLowerCase();
            out.set(id, [...(out.get(id) ?? []), a]);
          }
        }
        for (const x of Object.values(o)) if (x && typeof x === "object") stack.push(x);
      }
    }
  }
  parsed.set(e, out);
  return out;
}

const CLASSES: [RegExp, string][] = [
  [/\bbasic[\s_-]+economy\b/gi, "basic_economy"],
  [/\b(?<!basic[\s_-]+)economy\b/gi, "economy"],
  [/\bbusiness\b/gi, "business"],
  [/\bfirst[\s_-]+class\b/gi, "first"],
  [/\bpremium[\s_-]+economy\b/gi, "premium_economy"],
];
/** The travel classes a text names, in order: "basic economy" is never also "economy". */
export function classesIn(text: string): { at: number; name: string }[] {
  const out: { at: number; name: string }[] = [];
  for (const [re, name] of CLASSES) for (const m of text.matchAll(re)) out.push({ at: m.index, name });
  return out.sort((a, b) => a.at - b.at);
}

/** The reply offers or proposes: "here are the options", "Here's the new return ... Shall I go ahead?", "the cheapest is". */
const OFFERING = /\b(?:options?|available|in[\s-]stock|would you like|would you prefer|choose|select|proceed|confirm|book|here are|here['’]s|here is|go ahead|shall i|should i|cheapest|lowest[\s-]priced|least expensive)\b/i;
const SAYS_UNAVAILABLE = /\b(?:not available|unavailable|sold out|no (?:seats|availability)|not enough seats|fully booked|out of stock|0 seats)\b|\b(?:not|isn['’]t|aren['’]t|no longer)\s+in[\s-]stock\b|\b(?:in[\s-]stock|available|availability)\s*[:=]\s*(?:no|false|none|0)\b/i;
/** What a sentence may deny of an id: "HAT088 has no economy seats left", "no seats remain in economy", "isn't available". */
const AVAILABILITY = /\b(?:seats|stock|availab\w*|left|remain\w*)\b/i;
const SAYS_IN_STOCK = /\b(?:is|are)\s+(?:currently\s+|still\s+)?(?:in[\s-]stock|available)\b|\bin[\s-]stock\s+(?:is|are)\b/i;
const STOCK_HEADER = /\b(?:in[\s-]stock|available|availability|stock)\b/i;
const NO_CELL = /^(?:no|n|false|none|0|out|out of stock|unavailable|sold out|✗|✘|❌|x)\.?$/i;

/**
 * A markdown table row whose availability column says no: "| 9025753381 | RGB | $231.58 | No |"
 * under "| Item | Backlight | Price | In stock |". The header is the first row of the table. The
 * reply's tables are read once (`tableHeaders`), not walked back to their header for every id.
 */
function rowSaysUnavailable(headers: Map<number, string[]>, lineStart: number, line: string): boolean {
  const header = headers.get(lineStart);
  if (!header) return false;
  const col = header.findIndex((h) => STOCK_HEADER.test(h));
  return col >= 0 && NO_CELL.test(tableCells(line)[col] ?? "");
}

const tableCells = (row: string) => row.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());

/** Each table line's start, with the cells of its table's first row. */
function tableHeaders(text: string): Map<number, string[]> {
  const out = new Map<number, string[]>();
  let header: string[] | null = null;
  let start = 0;
  while (start <= text.length) {
    const end = text.indexOf("\n", start);
    const line = text.slice(start, end < 0 ? text.length : end);
    if (line.trimStart().startsWith("|")) {
      header ??= tableCells(line);
      out.set(start, header);
    } else header = null;
    if (end < 0) break;
    start = end + 1;
  }
  return out;
}
const CURRENT = /\b(?:current(?:ly)?|existing|original|already booked|your booked)\b/i;

/** A JSON reply states availability as a field beside the id: the raw object around `at`. */
function rawObjectAround(raw: string, at: number): string {
  const open = raw.lastIndexOf("{", at);
  const close = raw.indexOf("}", at);
  return raw.slice(Math.max(0, open), close < 0 ? raw.length : close + 1);
}

/** `raw` and `toRaw`: the reply as sent and the map from `text` into it (JSON replies). */
export function checkAvailability(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number, raw = text, toRaw = (o: number) => o): void {
  if (!OFFERING.test(text)) return;
  const ids = claims.filter((c) => c.kind === "identifier" && c.value.type === "identifier" && isPassingVerdict(c.verdict));
  if (!ids.length) return;
  const records = new Map<string, Availability[]>();
  const results: ToolResultEntry[] = [];
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role !== "tool") continue;
    results.push(e);
    for (const [id, list] of recordsOf(e)) records.set(id, [...(records.get(id) ?? []), ...list]);
  }
  if (!records.size) return;
  // An id another record holds (the customer's order lists the item, the reservation the flight) is
  // the customer's own: what the catalog says of its availability is no offer.
  // Searched as written, lower and upper case: lower-casing every result (megabytes) per id is not needed for ids.
  const heldElsewhere = (id: string, written: string) => results.some((e) => !recordsOf(e).has(id) && [written, id, id.toUpperCase()].some((v) => e.content.includes(v)));
  const named = classesIn(text);
  const only = new Set(named.map((n) => n.name));
  let headers: Map<number, string[]> | undefined;
  let sentences: [number, number][] | undefined;
  for (const c of ids) {
    const written = (c.value as { id: string }).id.replace(/^#/, "");
    const key = written.toLowerCase();
    const list = records.get(key);
    if (!list) continue;
    const lineStart = text.lastIndexOf("\n", c.span[0]) + 1;
    const lineEnd = text.indexOf("\n", c.span[1]);
    const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
    // What the reply says of this id is its own sentence: in "your hose is 5753502325 (...). The
    // hose in pending order #W2575533 is 5206946487, which is in stock" the stock is the other one's.
    const [from, to] = (sentences ??= sentenceSpans(text)).find(([s, e]) => s <= c.span[0] && c.span[0] < e) ?? [lineStart, lineStart + line.length];
    const sentence = text.slice(from, to);
    // The customer's own item is no offer, unless its sentence says outright that it is in stock.
    if (heldElsewhere(key, written) && !SAYS_IN_STOCK.test(sentence)) continue;
    if (SAYS_UNAVAILABLE.test(line) || deniesMention(sentence, AVAILABILITY) || CURRENT.test(line) || rowSaysUnavailable((headers ??= tableHeaders(text)), lineStart, line)) continue;
    if (raw !== text && /"(?:available|in_stock|is_available)"\s*:\s*false|"available_seats"|unavailable/i.test(rawObjectAround(raw, toRaw(c.span[0])))) continue;
    let why: string | null = null;
    if (list.every((a) => a.flag === false)) why = `its record says "available": false`;
    else {
      // The class offered: the first named after the id in its paragraph, else the reply's only one.
      const paragraphEnd = text.indexOf("\n\n", c.span[1]);
      const after = named.find((n) => n.at >= c.span[1] && (paragraphEnd < 0 || n.at < paragraphEnd));
      const cls = after?.name ?? (only.size === 1 ? [...only][0] : null);
      if (cls && list.every((a) => a.classes && a.classes[cls] === 0)) why = `its record shows 0 ${cls.replace("_", " ")} seats`;
    }
    if (!why) continue;
    const first = list[0];
    c.verdict = "contradicted";
    c.reason = `${(c.value as { id: string }).id} is offered, but ${why} (${first.toolName} result, message ${first.messageIndex}). Offer only what the record says is available.`;
    c.support = [{ source: "tool", messageIndex: first.messageIndex, toolCallId: first.toolCallId, toolName: first.toolName, span: [0, first.length] }];
    c.conflict = { claimed: line.trim(), stated: why, why: "the availability in the record the option came from" };
  }
}
