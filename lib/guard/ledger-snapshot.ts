/**
 * A ledger as bytes, so an app instance that has not seen a run can restore the guard's evidence
 * instead of re-reading and re-scanning the whole transcript (issue 15). Everything in a ledger
 * only grows (sources, occurrences, values, keys, amounts, system messages, call arguments) except
 * entity records, which a later result extends: so a snapshot is a *delta* between two marks, and
 * a run's evidence is a chain of deltas, each applied to the ledger it was taken from. Derived
 * state (each value's latest occurrence and the chains through earlier ones, key flags, the
 * lower-case index, lookup caches) is rebuilt on apply rather than stored.
 *
 * Layout: u32 header length, the header (UTF-8 JSON), then 8-byte aligned little-endian sections:
 * five Int32 per new occurrence (source, start, end, key, value id), the amounts' occurrences
 * (Int32), each new value's length (Int32), the amounts' cents (Float64), and one UTF-8 text: the
 * new sources' texts then the new values, cut apart by their lengths (one decode, no escaping).
 */
import { internKey } from "./ledger-store";
import type { EntityRecord, Ledger, LedgerSource } from "./ledger-types";

/** How much of a ledger a delta starts from or reaches: the length of each growing part. */
export interface LedgerMark {
  seq: number;
  sources: number;
  occ: number;
  values: number;
  keys: number;
  amounts: number;
  system: number;
  calls: number;
}

type SourceRow = [seq: number, messageIndex: number, toolCallId: string | null, toolName: string | null, user: 0 | 1, json: 0 | 1, indexed: 0 | 1, length: number];
type EntityRow = [kind: string, mapKey: string, id: string, owner: string | null, ownerOcc: number, idOccs: number[], charges: Array<[cents: number, occ: number]>];

interface Header {
  v: 1;
  base: LedgerMark;
  end: LedgerMark;
  keys: string[];
  sources: SourceRow[];
  system: Ledger["system"];
  calls: Array<[id: string, args: unknown]>;
  entities: EntityRow[];
}

const VERSION = 1;
const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

export function markLedger(l: Ledger): LedgerMark {
  return { seq: l.nextSeq, sources: l.sources.length, occ: l.occCount, values: l.heads.size, keys: l.keyNames.length, amounts: l.amountCount, system: l.system.length, calls: l.callLog.length };
}

/** The empty ledger's mark: a delta from it is a whole snapshot. */
export const EMPTY_MARK: LedgerMark = Object.freeze({ seq: 0, sources: 0, occ: 0, values: 0, keys: 0, amounts: 0, system: 0, calls: 0 });

const align8 = (n: number) => (n + 7) & ~7;

/** What `l` gained since `base` (a mark taken from this same ledger earlier), as bytes. */
export function encodeLedgerDelta(l: Ledger, base: LedgerMark = EMPTY_MARK): Uint8Array {
  const end = markLedger(l);
  const nOcc = end.occ - base.occ;
  const nAmt = end.amounts - base.amounts;
  // Each new occurrence's value id: walk every value's chain back while it is still new.
  const occVid = new Int32Array(nOcc);
  for (let vid = 0; vid < end.values; vid++) {
    for (let o = l.valueHead[vid]; o >= base.occ; o = l.occPrev[o]) occVid[o - base.occ] = vid;
  }
  const sources = l.sources.slice(base.sources);
  const values = [...l.heads.keys()].slice(base.values);
  const text = utf8.encode(sources.map((s) => s.text).join("") + values.join(""));
  // Every write since the mark, each with the value it holds now (a repeated id keeps the last).
  const calls = l.callLog.slice(base.calls).map((id): [string, unknown] => [id, l.callArgs.get(id)]);
  const header: Header = {
    v: VERSION,
    base,
    end,
    keys: l.keyNames.slice(base.keys),
    sources: sources.map((s): SourceRow => [s.seq, s.messageIndex, s.toolCallId, s.toolName, s.source === "user" ? 1 : 0, s.json ? 1 : 0, s.indexed ? 1 : 0, s.text.length]),
    system: l.system.slice(base.system),
    calls,
    entities: touchedEntities(l, base.occ),
  };
  const head = utf8.encode(JSON.stringify(header));
  const nVal = values.length;
  const intsAt = align8(4 + head.byteLength);
  const centsAt = align8(intsAt + 4 * (5 * nOcc + nAmt + nVal));
  const textAt = centsAt + 8 * nAmt;
  const out = new Uint8Array(textAt + text.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, head.byteLength, true);
  out.set(head, 4);
  const ints = new Int32Array(out.buffer, intsAt, 5 * nOcc + nAmt + nVal);
  ints.set(l.occSrc.subarray(base.occ, end.occ), 0);
  ints.set(l.occStart.subarray(base.occ, end.occ), nOcc);
  ints.set(l.occEnd.subarray(base.occ, end.occ), 2 * nOcc);
  ints.set(l.occKey.subarray(base.occ, end.occ), 3 * nOcc);
  ints.set(occVid, 4 * nOcc);
  ints.set(l.amountOcc.subarray(base.amounts, end.amounts), 5 * nOcc);
  values.forEach((v, i) => (ints[5 * nOcc + nAmt + i] = v.length));
  new Float64Array(out.buffer, centsAt, nAmt).set(l.amountCents.subarray(base.amounts, end.amounts));
  out.set(text, textAt);
  return out;
}

// A record is touched whenever a result names it again (flushFacts pushes that id occurrence), so
// the records a delta changed are those whose latest id occurrence is new. Map order is kept: a
// kind or record first seen in the delta comes after the older ones, as it does in `l`.
function touchedEntities(l: Ledger, fromOcc: number): EntityRow[] {
  const rows: EntityRow[] = [];
  for (const [kind, byId] of l.entities) {
    for (const [mapKey, r] of byId) {
      if (r.idOccs[r.idOccs.length - 1] < fromOcc) continue;
      rows.push([kind, mapKey, r.id, r.owner, r.ownerOcc, r.idOccs, r.charges.map((c) => [c.cents, c.occ])]);
    }
  }
  return rows;
}

const sameMark = (a: LedgerMark, b: LedgerMark) => (Object.keys(EMPTY_MARK) as Array<keyof LedgerMark>).every((k) => a[k] === b[k]);

/** The mark a delta reaches, read from its header (for chaining deltas without applying them). */
export function deltaMarks(bytes: Uint8Array): { base: LedgerMark; end: LedgerMark } {
  const { base, end } = readHeader(bytes).header;
  return { base, end };
}

function readHeader(bytes: Uint8Array): { header: Header; headLen: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headLen = view.getUint32(0, true);
  const header = JSON.parse(fromUtf8.decode(bytes.subarray(4, 4 + headLen))) as Header;
  if (header.v !== VERSION) throw new Error(`ledger snapshot version ${header.v} is not ${VERSION}`);
  return { header, headLen };
}

function grown<T extends Int32Array | Float64Array>(a: T, min: number): T {
  if (a.length >= min) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(a.length * 2, min));
  b.set(a);
  return b;
}

/**
 * Applies a delta to the ledger it was taken from (created with the same policy, at the delta's
 * base mark). Afterwards the ledger is what the delta's source ledger was at its end mark. Throws,
 * changing nothing, when the ledger is not at the base mark.
 */
export function applyLedgerDelta(l: Ledger, bytes: Uint8Array): Ledger {
  const { header: h, headLen } = readHeader(bytes);
  if (!sameMark(markLedger(l), h.base)) throw new Error("ledger snapshot does not start where this ledger ends");
  const nOcc = h.end.occ - h.base.occ;
  const nAmt = h.end.amounts - h.base.amounts;
  const nVal = h.end.values - h.base.values;
  // Copy the sections out so the ledger never keeps the (possibly large) byte buffer alive.
  const intsAt = align8(4 + headLen);
  const centsAt = align8(intsAt + 4 * (5 * nOcc + nAmt + nVal));
  const aligned = bytes.byteOffset % 8 === 0 ? bytes : bytes.slice();
  const ints = new Int32Array(aligned.buffer, aligned.byteOffset + intsAt, 5 * nOcc + nAmt + nVal);
  const cents = new Float64Array(aligned.buffer, aligned.byteOffset + centsAt, nAmt);
  const text = fromUtf8.decode(aligned.subarray(centsAt + 8 * nAmt));
  let at = 0;
  const cut = (n: number) => text.slice(at, (at += n));

  for (const k of h.keys) internKey(l, k);
  for (const [seq, messageIndex, toolCallId, toolName, user, json, indexed, n] of h.sources) {
    l.sources.push({ seq, messageIndex, toolCallId, toolName, source: user ? "user" : "tool_result", text: cut(n), json: json === 1, indexed: indexed === 1 } satisfies LedgerSource);
  }
  l.valueHead = grown(l.valueHead, h.end.values);
  for (let i = 0; i < nVal; i++) {
    l.valueHead[l.heads.size] = -1;
    l.heads.set(cut(ints[5 * nOcc + nAmt + i]), l.heads.size);
  }
  const occs = h.end.occ;
  l.occSrc = grown(l.occSrc, occs);
  l.occStart = grown(l.occStart, occs);
  l.occEnd = grown(l.occEnd, occs);
  l.occKey = grown(l.occKey, occs);
  l.occPrev = grown(l.occPrev, occs);
  for (let i = 0; i < nOcc; i++) {
    const o = h.base.occ + i;
    l.occSrc[o] = ints[i];
    l.occStart[o] = ints[nOcc + i];
    l.occEnd[o] = ints[2 * nOcc + i];
    l.occKey[o] = ints[3 * nOcc + i];
    const vid = ints[4 * nOcc + i];
    l.occPrev[o] = l.valueHead[vid];
    l.valueHead[vid] = o;
  }
  l.occCount = occs;
  l.amountCents = grown(l.amountCents, h.end.amounts);
  l.amountOcc = grown(l.amountOcc, h.end.amounts);
  l.amountOcc.set(ints.subarray(5 * nOcc, 5 * nOcc + nAmt), h.base.amounts);
  l.amountCents.set(cents, h.base.amounts);
  l.amountCount = h.end.amounts;

  l.system.push(...h.system);
  for (const [id, args] of h.calls) {
    l.callArgs.set(id, args);
    l.callLog.push(id);
  }
  for (const [kind, mapKey, id, owner, ownerOcc, idOccs, charges] of h.entities) {
    let byId = l.entities.get(kind);
    if (!byId) l.entities.set(kind, (byId = new Map()));
    byId.set(mapKey, { kind, id, idOccs, owner, ownerOcc, charges: charges.map(([c, occ]) => ({ cents: c, occ })) } satisfies EntityRecord);
  }
  l.nextSeq = h.end.seq;
  // The lower-case index is built on first use from every value; let it be built again.
  l.lower = null;
  return l;
}
