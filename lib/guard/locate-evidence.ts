import { jsonPathAt } from "./json-path-at";
import type { Ledger } from "./ledger-types";
import type { EvidenceLocation } from "./types";

/** Occurrences of a canonical value, earliest first. Case-insensitive lookups fold both sides. */
export function findOccurrences(l: Ledger, value: string, caseInsensitive = false): number[] {
  const out: number[] = [];
  const values = caseInsensitive ? lowerIndex(l).get(value.toLowerCase()) ?? [] : [value];
  for (const v of values) {
    const vid = l.heads.get(v);
    if (vid !== undefined) for (let o = l.valueHead[vid]; o !== -1; o = l.occPrev[o]) out.push(o);
  }
  return out.sort((a, b) => a - b);
}

export function isSeen(l: Ledger, value: string, caseInsensitive = false): boolean {
  return caseInsensitive ? lowerIndex(l).has(value.toLowerCase()) : l.heads.has(value);
}

function lowerIndex(l: Ledger): Map<string, string[]> {
  if (!l.lower) {
    // Built once, then kept up to date by addOccurrence: most policies never ask for it.
    const lower = new Map<string, string[]>();
    for (const v of l.heads.keys()) {
      const lo = v.toLowerCase();
      const list = lower.get(lo);
      if (list) list.push(v);
      else lower.set(lo, [v]);
    }
    l.lower = lower;
  }
  return l.lower;
}

/** Where an occurrence is: message index, tool call id, exact span, JSON path (computed now, lazily). */
export function locate(l: Ledger, occ: number): EvidenceLocation {
  const src = l.sources[l.occSrc[occ]];
  const start = l.occStart[occ];
  const end = l.occEnd[occ];
  const loc: EvidenceLocation = { messageIndex: src.messageIndex, toolCallId: src.toolCallId, source: src.source, span: [start, end], text: src.text.slice(start, end) };
  if (src.json) {
    const path = jsonPathAt(src.text, src.text.charCodeAt(start - 1) === 34 ? start - 1 : start);
    if (path) loc.jsonPath = path;
  }
  return loc;
}

/** Locations of the first `cap` occurrences (the console shows a few, not hundreds). */
export function locateAll(l: Ledger, occs: number[], cap = 3): EvidenceLocation[] {
  return occs.slice(0, cap).map((o) => locate(l, o));
}

/**
 * Distinct values seen under a key name (e.g. every `order_id` the run returned), first seen first.
 * Used to list "seen values of that kind" in an unknown_id message.
 */
export function valuesUnderKeys(l: Ledger, keyNames: string[], cap = 10): string[] {
  const ids = new Set(keyNames.map((k) => l.keyIds.get(k)).filter((k): k is number => k !== undefined));
  if (ids.size === 0) return [];
  const out: string[] = [];
  for (const [v, vid] of l.heads) {
    for (let o = l.valueHead[vid]; o !== -1; o = l.occPrev[o]) {
      if (ids.has(l.occKey[o])) {
        out.push(v);
        break;
      }
    }
  }
  return out.slice(0, cap);
}

/** A value's shape: digits → 9, letters → a/A, rest kept ("SU-88421" → "AA-99999"). */
export function shapeOf(v: string): string {
  return v.replace(/[0-9]/g, "9").replace(/[a-z]/g, "a").replace(/[A-Z]/g, "A");
}

/** Distinct seen values with the same shape as `value` (for kinds never seen under a named key). */
export function valuesOfShape(l: Ledger, value: string, cap = 10): string[] {
  const shape = shapeOf(value);
  const out: string[] = [];
  for (const v of l.heads.keys()) {
    if (v.length === value.length && shapeOf(v) === shape) out.push(v);
    if (out.length >= cap) break;
  }
  return out;
}
