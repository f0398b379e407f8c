import { canonicalize } from "./canonicalize";
import { jsonSegmentsAt } from "./json-path-at";
import type { Ledger } from "./ledger-types";
import { findOccurrences } from "./locate-evidence";

type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** The records around one occurrence: `chain[0]` is the whole tool result, the last entry the object holding the value. */
export interface RecordView {
  occ: number;
  src: number;
  /** Path of the value inside the tool result. */
  path: Array<string | number>;
  /** Containers from the root to the one holding the value, each with the path that leads to it. */
  chain: Array<{ node: unknown; path: Array<string | number> }>;
  /** The object holding the value (the record the value is a field of). */
  record: Obj;
  recordPath: Array<string | number>;
}

// Parsed tool results, per ledger: relations and owners are read lazily, only for write calls, so
// the ledger build stays a single scan and only the few results a check needs are ever parsed.
const parsed = new WeakMap<Ledger, Map<number, unknown>>();

export function parsedSource(l: Ledger, src: number): unknown {
  let m = parsed.get(l);
  if (!m) parsed.set(l, (m = new Map()));
  if (m.has(src)) return m.get(src);
  let tree: unknown = undefined;
  try {
    tree = JSON.parse(l.sources[src].text);
  } catch {
    tree = undefined;
  }
  m.set(src, tree);
  return tree;
}

const views = new WeakMap<Ledger, Map<number, RecordView | null>>();

/** The record an occurrence in a JSON tool result sits in, or null (customer text, prose, a key, damaged JSON). Cached per ledger. */
export function readRecord(l: Ledger, occ: number): RecordView | null {
  let m = views.get(l);
  if (!m) views.set(l, (m = new Map()));
  let v = m.get(occ);
  if (v === undefined) m.set(occ, (v = computeRecord(l, occ)));
  return v;
}

function computeRecord(l: Ledger, occ: number): RecordView | null {
  const src = l.occSrc[occ];
  const s = l.sources[src];
  if (!s || !s.json || s.source !== "tool_result") return null;
  const start = l.occStart[occ];
  const path = jsonSegmentsAt(s.text, s.text.charCodeAt(start - 1) === 34 ? start - 1 : start);
  if (!path || !path.length) return null;
  const root = parsedSource(l, src);
  const chain: RecordView["chain"] = [];
  let node: unknown = root;
  for (let i = 0; i < path.length; i++) {
    chain.push({ node, path: path.slice(0, i) });
    const seg = path[i];
    if (Array.isArray(node) && typeof seg === "number") node = node[seg];
    else if (isObj(node) && typeof seg === "string") node = node[seg];
    else return null;
  }
  const holder = chain[chain.length - 1];
  if (!isObj(holder.node)) return null;
  return { occ, src, path, chain, record: holder.node, recordPath: holder.path };
}

/** Occurrences of a canonical value under one key name, newest first: "the record as the run last saw it". */
export function occurrencesUnderKey(l: Ledger, value: string, keyName: string, caseInsensitive = false): number[] {
  const key = l.keyIds.get(keyName);
  if (key === undefined) return [];
  if (caseInsensitive) return findOccurrences(l, value, true).filter((o) => l.occKey[o] === key).reverse();
  const vid = l.heads.get(value);
  const out: number[] = [];
  if (vid === undefined) return out;
  for (let o = l.valueHead[vid]; o !== -1; o = l.occPrev[o]) if (l.occKey[o] === key) out.push(o);
  return out;
}

/** A record field as canonical text (ids may be numbers or strings in a result), or null. */
export function fieldText(rec: Obj, key: string): string | null {
  const v = rec[key];
  if (typeof v === "string") return canonicalize(v);
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return null;
}

/** The occurrence of a record's field value in the same tool result, for evidence spans. */
export function fieldOccurrence(l: Ledger, view: RecordView, key: string): number | null {
  const v = fieldText(view.record, key);
  if (v === null) return null;
  const candidates = occurrencesUnderKey(l, v, key).filter((o) => l.occSrc[o] === view.src);
  if (!candidates.length) return null;
  // The sibling field nearest to the value we came from is the one in the same record.
  const at = l.occStart[view.occ];
  return candidates.reduce((best, o) => (Math.abs(l.occStart[o] - at) < Math.abs(l.occStart[best] - at) ? o : best));
}
