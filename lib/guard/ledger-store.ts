import type { EntityPolicy } from "../policy/types";
import { entityKeys } from "./entity-matcher";
import type { Ledger } from "./ledger-types";

const CACHE_SIZE = 4096;

/** Recent short values, shared by all ledgers: strings are immutable, so reuse across runs is safe. */
export const sharedValueCache = new Array<string | undefined>(CACHE_SIZE);

export function createLedgerStore(entities: Record<string, EntityPolicy>): Ledger {
  const cap = 256;
  return {
    entityPolicies: entities,
    sources: [],
    nextSeq: 0,
    occCount: 0,
    occSrc: new Int32Array(cap),
    occStart: new Int32Array(cap),
    occEnd: new Int32Array(cap),
    occKey: new Int32Array(cap),
    occPrev: new Int32Array(cap),
    heads: new Map(),
    valueHead: new Int32Array(cap),
    keyIds: new Map(),
    keyNames: [],
    keyMoney: new Uint8Array(256),
    keyDigit: new Uint8Array(256),
    keyEntity: new Uint8Array(256),
    entityKeyNames: entityKeys(entities),
    keyCache: new Int32Array(CACHE_SIZE).fill(-1),
    amountCount: 0,
    amountCents: new Float64Array(64),
    amountOcc: new Int32Array(64),
    entities: new Map(),
    callArgs: new Map(),
    callLog: [],
    system: [],
    lower: null,
  };
}

function grow<T extends Int32Array | Float64Array | Uint8Array>(a: T, min: number): T {
  if (a.length > min) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(a.length * 2, min + 1));
  b.set(a);
  return b;
}

/** Record one sighting of a canonical value; returns its occurrence index. */
export function addOccurrence(l: Ledger, value: string, src: number, start: number, end: number, key: number): number {
  const i = l.occCount++;
  if (i >= l.occSrc.length) {
    l.occSrc = grow(l.occSrc, i);
    l.occStart = grow(l.occStart, i);
    l.occEnd = grow(l.occEnd, i);
    l.occKey = grow(l.occKey, i);
    l.occPrev = grow(l.occPrev, i);
  }
  l.occSrc[i] = src;
  l.occStart[i] = start;
  l.occEnd[i] = end;
  l.occKey[i] = key;
  // One map lookup for a value seen before (the common case), a lookup and an insert otherwise.
  let vid = l.heads.get(value);
  const isNew = vid === undefined;
  if (vid === undefined) {
    vid = l.heads.size;
    l.heads.set(value, vid);
    if (vid >= l.valueHead.length) l.valueHead = grow(l.valueHead, vid);
    l.occPrev[i] = -1;
  } else l.occPrev[i] = l.valueHead[vid];
  l.valueHead[vid] = i;
  if (l.lower && isNew) {
    const lo = value.toLowerCase();
    const list = l.lower.get(lo);
    if (list) list.push(value);
    else l.lower.set(lo, [value]);
  }
  return i;
}

export function addAmount(l: Ledger, value: number, unit: number, occ: number): void {
  if (!Number.isFinite(value)) return;
  const i = l.amountCount++;
  if (i >= l.amountCents.length) {
    l.amountCents = grow(l.amountCents, i);
    l.amountOcc = grow(l.amountOcc, i);
  }
  l.amountCents[i] = unit === 2 ? value : Math.round(value * 100);
  l.amountOcc[i] = occ;
}

export function internKey(l: Ledger, name: string): number {
  let id = l.keyIds.get(name);
  if (id === undefined) {
    id = l.keyNames.length;
    l.keyIds.set(name, id);
    l.keyNames.push(name);
    if (id >= l.keyMoney.length) {
      l.keyMoney = grow(l.keyMoney, id);
      l.keyDigit = grow(l.keyDigit, id);
      l.keyEntity = grow(l.keyEntity, id);
    }
    l.keyDigit[id] = /[0-9]/.test(name) ? 1 : 0;
    l.keyEntity[id] = l.entityKeyNames.has(name) ? 1 : 0;
  }
  return id;
}

const slot = (text: string, start: number, end: number) => {
  const len = end - start;
  return (len * 31 + text.charCodeAt(start) * 131 + text.charCodeAt(end - 1) * 7 + text.charCodeAt(start + (len >> 1)) * 17) & (CACHE_SIZE - 1);
};

/**
 * Key id of text[start, end) without slicing when the same key was read recently: JSON results
 * repeat the same few keys thousands of times, and a slice per key was the largest cost.
 */
export function cachedKey(l: Ledger, cache: Int32Array, text: string, start: number, end: number): number {
  if (end === start) return internKey(l, "");
  const s = slot(text, start, end);
  const hit = cache[s];
  if (hit >= 0) {
    const name = l.keyNames[hit];
    if (name.length === end - start && text.startsWith(name, start)) return hit;
  }
  const id = internKey(l, text.slice(start, end));
  cache[s] = id;
  return id;
}

/**
 * text[start, end) as a string, reusing the string object of an identical recent value. Besides
 * saving the allocation, a reused string keeps its cached hash, so the index lookup is cheaper.
 */
export function cachedValue(cache: Array<string | undefined>, text: string, start: number, end: number): string {
  if (end === start) return "";
  const s = slot(text, start, end);
  const hit = cache[s];
  if (hit !== undefined && hit.length === end - start && text.startsWith(hit, start)) return hit;
  const v = text.slice(start, end);
  cache[s] = v;
  return v;
}

const MONEY_KEY = /amount|price|cost|total|fee|balance|charge|paid|refund|cents|fare|subtotal/i;

function keyMoneyKind(l: Ledger, key: number): number {
  let k = l.keyMoney[key];
  if (k === 0) {
    const name = l.keyNames[key];
    k = l.keyMoney[key] = MONEY_KEY.test(name) ? (/cents/i.test(name) ? 2 : 1) : 3;
  }
  return k;
}

/**
 * Whether a number sits under a money key: its own key (`amount_cents`), or the key of its
 * container up to two levels (`prices: {economy: 121}`, `charges: [1900]`). 1 = units, 2 = cents, 0 = no.
 */
export function moneyKind(l: Ledger, key: number, depth: number, frameKey: Int32Array, isArr: Uint8Array): number {
  if (key >= 0) {
    const k = keyMoneyKind(l, key);
    if (k !== 3) return k;
  }
  for (let f = depth, hops = 0; f > 0 && hops < 2; f--, hops++) {
    const fk = frameKey[f];
    if (fk >= 0) {
      const k = keyMoneyKind(l, fk);
      if (k !== 3) return k;
    } else if (!isArr[f - 1]) break;
  }
  return 0;
}

