/**
 * The guard's evidence state per run, kept in process between checks so a check reads and indexes
 * only the messages that arrived since the last one (issue 15). Messages are append-only rows with
 * contiguous positions, so an entry is versioned by the position it covers: whatever instance
 * appended them, every instance reads the rows at and after its own position and catches up.
 * Nothing here can go stale in a way that matters: a changed agent (policy) starts a new ledger.
 *
 * Each extension is also handed back as a ledger delta (a segment, see evidence-segments.ts) for
 * the check to persist, so an instance that has never seen the run restores the entry from the
 * database's segments (restoreRunEvidence) instead of re-reading the whole transcript.
 */
import { applyLedgerDelta, createLedger, EMPTY_MARK, encodeLedgerDelta, extendLedger, markLedger, type Ledger, type LedgerMark } from "../guard";
import { detectFormat, normalizeRun, type RunEntry, type RunFormat } from "../run";
import type { Policy } from "../policy/types";

export interface RunEvidence {
  /** The agent's updatedAt (ms) the ledger was built under: its policy configures the ledger. */
  agentVersion: number;
  /** Messages [0, position) are in the ledger. */
  position: number;
  /** The run's format, once a message decided it; null while no message has (then every read rebuilds). */
  format: RunFormat | null;
  /** Tool call id → tool name from the assistant messages so far, so later results get their tool. */
  callNames: Map<string, string>;
  /** Every (id, name) set into callNames, in order: a segment carries its part (ids can repeat with another tool). */
  callLog: [string, string][];
  ledger: Ledger;
  /** Characters of message JSON read into this entry: the cache's size measure. */
  chars: number;
  /** How far the persisted segments reach: a new segment starts here (its ledger mark, callLog's length, chars). */
  persisted: Reach;
  /** Where a segment being stored after its check reaches: later segments start there. */
  storing: Reach | null;
}

type Reach = { position: number; mark: LedgerMark; calls: number; chars: number };

/** Message characters past which a segment is encoded and stored after its check answers, not in it. */
export const INLINE_SEGMENT_CHARS = 256 * 1024;

/** An extension of the evidence, ready to be stored: messages [from, to) over [0, from). */
export interface PendingSegment {
  runId: string;
  agentVersion: number;
  from: number;
  to: number;
  format: RunFormat;
  /** Tool call (id, name) pairs of [from, to), in order. */
  calls: [string, string][];
  data: Uint8Array;
  /** The entry's persisted state once this segment is stored. */
  end: Reach;
}

/** A segment as stored (EvidenceSegment). */
export interface StoredSegment {
  from: number;
  to: number;
  format: string;
  calls: [string, string][];
  data: Uint8Array;
}

/** Total message characters the cache may hold per process (GROUNDCHECK_LEDGER_CACHE_MB, default 256). */
const CACHE_CHARS = (Number(process.env.GROUNDCHECK_LEDGER_CACHE_MB) || 256) * 1024 * 1024;

// Map iteration order is insertion order: re-inserting on use makes the first key the least recent.
const entries = new Map<string, RunEvidence>();
let totalChars = 0;

function forget(runId: string) {
  const e = entries.get(runId);
  if (!e) return;
  totalChars -= e.chars;
  entries.delete(runId);
}

/** Drops a run's entry (a closed run is never checked again). */
export function forgetRunEvidence(runId: string): void {
  forget(runId);
}

/**
 * The position from which a check must read messages for this run: the cached entry's position
 * when it is usable for this agent version, else 0 (read everything). Callers read messages
 * `position >= from` in the same statement as the rest of the check's context.
 */
export function evidenceReadFrom(runId: string): number {
  const e = entries.get(runId);
  return e && e.format ? e.position : 0;
}

/** True when the entry covers exactly messages [0, position) under this agent version (a check may then read nothing). */
export function evidenceCovers(runId: string, agentVersion: number, position: number): boolean {
  const e = entries.get(runId);
  return !!e?.format && e.agentVersion === agentVersion && e.position === position;
}

// A format is decided once a message carries a marker: then no later message can change it.
// detectFormat is asked twice with a neutral probe of each format appended; if the answer depends
// on the probe, nothing in the messages decided it yet.
const OPENAI_PROBE = { role: "tool", tool_call_id: "", content: "" };
const ANTHROPIC_PROBE = { role: "user", content: [{ type: "text", text: "" }] };
function decidedFormat(messages: unknown[]): RunFormat | null {
  const a = detectFormat([...messages, OPENAI_PROBE]);
  return a === detectFormat([...messages, ANTHROPIC_PROBE]) ? a : null;
}

// An assistant message carrying the calls seen so far, in the run's format, so normalising only
// the new messages names their tool results exactly as normalising the whole run would.
function callsPrelude(format: RunFormat, callNames: Map<string, string>): unknown {
  const calls = [...callNames];
  return format === "openai"
    ? { role: "assistant", content: null, tool_calls: calls.map(([id, name]) => ({ id, type: "function", function: { name } })) }
    : { role: "assistant", content: calls.map(([id, name]) => ({ type: "tool_use", id, name })) };
}

function rememberCalls(e: Pick<RunEvidence, "callNames" | "callLog">, entries: RunEntry[]) {
  for (const en of entries) {
    if (en.role !== "assistant") continue;
    for (const c of en.toolCalls) {
      e.callNames.set(c.id, c.name);
      e.callLog.push([c.id, c.name]);
    }
  }
}

const NOTHING_PERSISTED: Reach = { position: 0, mark: EMPTY_MARK, calls: 0, chars: 0 };

function build(agentVersion: number, policy: Policy, messages: unknown[], chars: number): { entry: RunEvidence; entries: RunEntry[] } {
  const format = decidedFormat(messages);
  const normalized = normalizeRun(messages, format ?? undefined);
  const calls = { callNames: new Map<string, string>(), callLog: [] as [string, string][] };
  rememberCalls(calls, normalized.entries);
  const ledger = extendLedger(createLedger(policy), normalized.entries);
  return { entry: { agentVersion, position: messages.length, format, ...calls, ledger, chars, persisted: NOTHING_PERSISTED, storing: null }, entries: normalized.entries };
}

/** Normalises messages that follow the entry's position, numbered as in the whole run, and adds them. */
function extend(e: RunEvidence, fresh: unknown[], chars: number): RunEntry[] {
  if (!fresh.length) return [];
  const format = e.format!;
  const normalized = normalizeRun([callsPrelude(format, e.callNames), ...fresh], format).entries.slice(1);
  const seqBase = e.ledger.nextSeq - 1;
  const indexBase = e.position - 1;
  const shifted = normalized.map((en) => ({ ...en, seq: en.seq + seqBase, index: en.index + indexBase }));
  rememberCalls(e, shifted);
  extendLedger(e.ledger, shifted);
  e.chars += chars;
  e.position += fresh.length;
  return shifted;
}

/** The segment that takes the chain from `base` to the entry's position, if it moved (and its format is decided). */
function pendingSegment(runId: string, e: RunEvidence, base: Reach = e.storing ?? e.persisted): PendingSegment | null {
  if (!e.format || e.position <= base.position) return null;
  const calls = e.callLog.slice(base.calls);
  const data = encodeLedgerDelta(e.ledger, base.mark);
  const end = { position: e.position, mark: markLedger(e.ledger), calls: e.callLog.length, chars: e.chars };
  return { runId, agentVersion: e.agentVersion, from: base.position, to: e.position, format: e.format, calls, data, end };
}

/** What one check's read did to the run's evidence. */
export interface EvidenceStep extends RunEvidence {
  /** The normalised entries of `extra` (positions from the end of the rows read on). */
  added: RunEntry[];
  /** The extension to persist with the check, if the evidence moved by a little. */
  segment: PendingSegment | null;
  /** The evidence moved by a lot (a first check after a long import): store it after answering (deferredSegment). */
  segmentDue: boolean;
}

/**
 * The run's evidence after adding `messages`, the rows at positions `from, from+1, …` just read,
 * then `extra`: messages this request is about to store right after them (a check that carries the
 * run's new events). Extends the cached entry when it covers exactly up to somewhere in that range;
 * otherwise (no entry, another agent version, undecided format, or rows that do not reach back to
 * the entry) `readAll` is called for every stored message and the entry is rebuilt. Null when
 * `extra` cannot go where the request assumed (a concurrent check already took the run past the
 * rows read): the caller stores its events the slow way. Synchronous between the reads, so
 * concurrent checks in this process never interleave inside one extension.
 */
export async function runEvidence(runId: string, agentVersion: number, policy: Policy, from: number, messages: unknown[], readAll: () => Promise<unknown[]>): Promise<EvidenceStep>;
export async function runEvidence(runId: string, agentVersion: number, policy: Policy, from: number, messages: unknown[], readAll: () => Promise<unknown[]>, extra: unknown[]): Promise<EvidenceStep | null>;
export async function runEvidence(
  runId: string,
  agentVersion: number,
  policy: Policy,
  from: number,
  messages: unknown[],
  readAll: () => Promise<unknown[]>,
  extra: unknown[] = [],
): Promise<EvidenceStep | null> {
  const sizeOf = (ms: unknown[]) => ms.reduce<number>((n, m) => n + JSON.stringify(m ?? null).length, 0);
  const tail = from + messages.length;
  let e = entries.get(runId);
  forget(runId);
  // Usable: same agent, a decided format, and our rows start at or before what the entry covers.
  if (e && (e.agentVersion !== agentVersion || !e.format || from > e.position)) e = undefined;
  let added: RunEntry[] = [];
  if (!e) {
    const all = from === 0 ? messages : await readAll();
    if (extra.length && all.length !== tail) return null;
    // Another request may have built the entry meanwhile; building again is correct, just redundant.
    const built = build(agentVersion, policy, [...all, ...extra], sizeOf(all) + sizeOf(extra));
    e = built.entry;
    added = built.entries.filter((en) => en.index >= all.length);
  } else {
    // A concurrent check may already have extended past `from`: take only what is new to the entry.
    if (extra.length && e.position > tail) {
      entries.set(runId, e);
      totalChars += e.chars;
      return null;
    }
    const fresh = messages.slice(e.position - from);
    extend(e, fresh, sizeOf(fresh));
    added = extend(e, extra, sizeOf(extra));
  }
  entries.set(runId, e);
  totalChars += e.chars;
  for (const [id] of entries) {
    if (totalChars <= CACHE_CHARS || id === runId) break;
    forget(id);
  }
  // Encoding a large delta costs milliseconds per megabyte: that is left for after the answer.
  const base = e.storing ?? e.persisted;
  const large = e.chars - base.chars > INLINE_SEGMENT_CHARS;
  return { ...e, added, segment: large ? null : pendingSegment(runId, e, base), segmentDue: large };
}

/** The run's segment to store after its check (segmentDue): encoded now; later segments start from its end. */
export function deferredSegment(runId: string): PendingSegment | null {
  const e = entries.get(runId);
  const segment = e ? pendingSegment(runId, e) : null;
  if (e && segment) e.storing = segment.end;
  return segment;
}

/** After the check stored `segment`: later segments start from its end. */
export function segmentStored(segment: PendingSegment): void {
  const e = entries.get(segment.runId);
  if (!e || e.agentVersion !== segment.agentVersion) return;
  if (segment.to > e.persisted.position && segment.to <= e.position) e.persisted = segment.end;
  if (e.storing && e.storing.position <= segment.to) e.storing = null;
}

/** A segment stored after its check failed: the chain may now have a hole, so the next segment starts from 0. */
export function segmentFailed(segment: PendingSegment): void {
  const e = entries.get(segment.runId);
  if (!e || e.agentVersion !== segment.agentVersion) return;
  e.storing = null;
  e.persisted = NOTHING_PERSISTED;
}

/** True when this process holds evidence for the run (else a check first tries the persisted segments). */
export function hasRunEvidence(runId: string): boolean {
  return entries.has(runId);
}

/**
 * A cold instance's entry from the run's stored segments for this agent version: chained from
 * position 0, each step taking the segment that reaches furthest from where the chain is. A
 * segment that does not fit (a delta whose base is not the chain's ledger) ends the chain there;
 * the messages after the chain's end are read and added as on any check. Returns how many
 * segments the chain took (0: nothing usable, no entry made).
 */
export function restoreRunEvidence(runId: string, agentVersion: number, policy: Policy, segments: StoredSegment[]): number {
  const byFrom = new Map<number, StoredSegment[]>();
  for (const s of segments) byFrom.set(s.from, [...(byFrom.get(s.from) ?? []), s]);
  const ledger = createLedger(policy);
  const callNames = new Map<string, string>();
  const callLog: [string, string][] = [];
  let position = 0;
  let format: RunFormat | null = null;
  let chars = 0;
  let taken = 0;
  for (;;) {
    const next = (byFrom.get(position) ?? []).sort((a, b) => b.to - a.to)[0];
    if (!next || next.to <= position) break;
    try {
      applyLedgerDelta(ledger, next.data);
    } catch {
      break;
    }
    for (const [id, name] of next.calls) {
      callNames.set(id, name);
      callLog.push([id, name]);
    }
    position = next.to;
    format = next.format as RunFormat;
    chars += next.data.byteLength;
    taken++;
  }
  if (!taken) return 0;
  forget(runId);
  entries.set(runId, { agentVersion, position, format, callNames, callLog, ledger, chars, persisted: { position, mark: markLedger(ledger), calls: callLog.length, chars }, storing: null });
  totalChars += chars;
  return taken;
}

/** The whole entry as one segment from 0, to replace a long chain of small ones. */
export function wholeSegment(runId: string): PendingSegment | null {
  const e = entries.get(runId);
  if (!e) return null;
  return pendingSegment(runId, e, NOTHING_PERSISTED);
}

/** For tests and benchmarks: empties the cache (a fresh process). */
export function clearRunEvidence(): void {
  entries.clear();
  totalChars = 0;
}
