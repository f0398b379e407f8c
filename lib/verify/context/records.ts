/**
 * The records a run read: JSON objects in tool results that carry an id, with their state and their
 * numbers, newest version last. Read by convention, not by schema: an object's id is its first field
 * named `id`, `*_id` or `*_number` (an owner field such as `user_id` only when nothing else is); its
 * state is a field named `status` or `*_status`/`state` (packs add others). Results over the size
 * limit are not parsed (a search dump is evidence for values, not a record).
 */
import type { NormalizedRun, ToolResultEntry } from "../../run/types";
import { parseToolJson } from "./parse-tool-json";

export interface RecordVersion {
  /** The record's own id as the result wrote it, and the other ids it answers to (a line's phone number). */
  id: string;
  aliases: string[];
  /** `status` field name and value, when it has one (the first state field). */
  status: { field: string; value: string } | null;
  /** Every state field of the record: `status`-like fields and the ones packs name (`membership`). */
  states: { field: string; value: string }[];
  fields: Record<string, unknown>;
  messageIndex: number;
  seq: number;
  toolCallId: string;
  toolName: string | null;
}

export interface RecordIndex {
  /** Lower-case id (no leading "#") → its versions, oldest first. */
  byId: Map<string, RecordVersion[]>;
  /** Every state value a record of the run had, lower case: the vocabulary a reply's status words are read against. */
  statusValues: Set<string>;
  /** The same, per state field. */
  valuesByField: Map<string, Set<string>>;
  /** Every object read, in order (for amounts and times near the ids a reply names). */
  all: RecordVersion[];
}

export const PARSE_LIMIT = 262_144;
const OWNER = /^(?:user|customer|client|account|owner|member|profile)_?id$/i;
const ID_KEY = /^(?:id|.*_id|.*_number|.*Id|number)$/;
const STATUS_KEY = /^(?:status|state|.*_status|.*_state)$/i;

export const canonicalId = (id: string) => id.trim().replace(/^#/, "").toLowerCase();

/** What a key names, memoised: the same few keys repeat over thousands of rows of a result. */
const KEY_KINDS = new Map<string, number>();
const IS_ID = 1;
const IS_OWNER = 2;
const IS_STATUS = 4;
function keyKind(k: string): number {
  let kind = KEY_KINDS.get(k);
  if (kind === undefined) {
    kind = (ID_KEY.test(k) ? IS_ID : 0) | (OWNER.test(k) ? IS_OWNER : 0) | (STATUS_KEY.test(k) ? IS_STATUS : 0);
    if (KEY_KINDS.size < 10_000) KEY_KINDS.set(k, kind);
  }
  return kind;
}

function objectRecord(obj: Record<string, unknown>, statusFields: readonly string[], where: Omit<RecordVersion, "id" | "aliases" | "status" | "states" | "fields">): RecordVersion | null {
  let primary: string | null = null;
  let owner: string | null = null;
  const aliases: string[] = [];
  const states: RecordVersion["states"] = [];
  let status: RecordVersion["status"] = null;
  for (const k in obj) {
    const v = obj[k];
    const kind = keyKind(k);
    if (kind & IS_ID && ((typeof v === "string" && v.length > 0 && v.length <= 80) || (typeof v === "number" && Number.isInteger(v)))) {
      if (kind & IS_OWNER) owner ??= String(v);
      else if (primary === null) primary = String(v);
      else aliases.push(String(v));
    }
    if (typeof v === "string" && v.length <= 60 && (kind & IS_STATUS || (statusFields.length && statusFields.includes(k)))) {
      const st = { field: k, value: v };
      states.push(st);
      if (!status && kind & IS_STATUS) status = st;
    }
  }
  // An owner field (user_id) is the record's id only when nothing else is.
  const id = primary ?? owner;
  if (id === null) return null;
  return { ...where, id, aliases, status: status ?? states[0] ?? null, states, fields: obj };
}

function walk(value: unknown, visit: (o: Record<string, unknown>) => void, depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(value)) for (const v of value) walk(v, visit, depth + 1);
  else if (value && typeof value === "object") {
    visit(value as Record<string, unknown>);
    for (const v of Object.values(value as Record<string, unknown>)) if (v && typeof v === "object") walk(v, visit, depth + 1);
  }
}

/** Per entry, per set of status fields (a pack's or a policy's): every reply of a run reads the same results. */
const cache = new WeakMap<ToolResultEntry, Map<string, RecordVersion[]>>();

/** The records of one result (parsed once per entry and status fields). */
export function resultRecords(e: ToolResultEntry, statusFields: readonly string[] = []): RecordVersion[] {
  const key = statusFields.join("\u0000");
  const byFields = cache.get(e) ?? cache.set(e, new Map()).get(e)!;
  const hit = byFields.get(key);
  if (hit) return hit;
  const json = parseToolJson(e, PARSE_LIMIT);
  const out: RecordVersion[] = [];
  if (json && typeof json === "object") {
    walk(json, (o) => {
      const r = objectRecord(o, statusFields, { messageIndex: e.index, seq: e.seq, toolCallId: e.toolCallId, toolName: e.toolName });
      if (r) out.push(r);
    });
  }
  byFields.set(key, out);
  return out;
}

/** A run checked reply by reply (an SDK adapter, replay) indexes its records once per reply position. */
const indexes = new WeakMap<NormalizedRun, Map<string, RecordIndex>>();

/** Index the records of every non-error tool result before `beforeSeq`. */
export function indexRecords(run: NormalizedRun, beforeSeq: number, statusFields: readonly string[] = []): RecordIndex {
  const key = `${beforeSeq}\u0000${statusFields.join("\u0000")}`;
  const byRun = indexes.get(run) ?? indexes.set(run, new Map()).get(run)!;
  const hit = byRun.get(key);
  if (hit) return hit;
  const index = buildIndex(run, beforeSeq, statusFields);
  if (byRun.size > 64) byRun.clear();
  byRun.set(key, index);
  return index;
}

function buildIndex(run: NormalizedRun, beforeSeq: number, statusFields: readonly string[]): RecordIndex {
  const byId = new Map<string, RecordVersion[]>();
  const statusValues = new Set<string>();
  const valuesByField = new Map<string, Set<string>>();
  const all: RecordVersion[] = [];
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role !== "tool" || e.isError) continue;
    for (const r of resultRecords(e, statusFields)) {
      all.push(r);
      for (const st of r.states) {
        statusValues.add(st.value.toLowerCase());
        const set = valuesByField.get(st.field) ?? valuesByField.set(st.field, new Set()).get(st.field)!;
        set.add(st.value.toLowerCase());
      }
      for (const id of [r.id, ...r.aliases]) {
        const key = canonicalId(id);
        const list = byId.get(key);
        if (list) list.push(r);
        else byId.set(key, [r]);
      }
    }
  }
  return { byId, statusValues, valuesByField, all };
}

/** The latest version of a record, by any of its ids. */
export function latestRecord(index: RecordIndex, id: string): RecordVersion | null {
  const list = index.byId.get(canonicalId(id));
  return list?.length ? list[list.length - 1] : null;
}
