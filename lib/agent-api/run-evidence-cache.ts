/**
 * The guard's evidence state per run, kept in process between checks so a check reads and indexes
 * only the messages that arrived since the last one (issue 15). Messages are append-only rows with
 * contiguous positions, so an entry is versioned by the position it covers: whatever instance
 * appended them, every instance reads the rows at and after its own position and catches up.
 * Nothing here can go stale in a way that matters: a changed agent (policy) starts a new ledger.
 */
import { createLedger, extendLedger, type Ledger } from "../guard";
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
  ledger: Ledger;
  /** Characters of message JSON read into this entry: the cache's size measure. */
  chars: number;
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

function rememberCalls(callNames: Map<string, string>, entries: RunEntry[]) {
  for (const e of entries) if (e.role === "assistant") for (const c of e.toolCalls) callNames.set(c.id, c.name);
}

function build(agentVersion: number, policy: Policy, messages: unknown[], chars: number): RunEvidence {
  const format = decidedFormat(messages);
  const normalized = normalizeRun(messages, format ?? undefined);
  const callNames = new Map<string, string>();
  rememberCalls(callNames, normalized.entries);
  return { agentVersion, position: messages.length, format, callNames, ledger: extendLedger(createLedger(policy), normalized.entries), chars };
}

/**
 * The run's evidence after adding `messages`, the rows at positions `from, from+1, …` just read.
 * Extends the cached entry when it covers exactly up to somewhere in that range; otherwise (no
 * entry, another agent version, undecided format, or rows that do not reach back to the entry)
 * `readAll` is called for every message and the entry is rebuilt. Synchronous between the
 * reads, so concurrent checks in this process never interleave inside one extension.
 */
export async function runEvidence(
  runId: string,
  agentVersion: number,
  policy: Policy,
  from: number,
  messages: unknown[],
  readAll: () => Promise<unknown[]>,
): Promise<RunEvidence> {
  const sizeOf = (ms: unknown[]) => ms.reduce<number>((n, m) => n + JSON.stringify(m ?? null).length, 0);
  let e = entries.get(runId);
  forget(runId);
  // Usable: same agent, a decided format, and our rows start at or before what the entry covers.
  if (e && (e.agentVersion !== agentVersion || !e.format || from > e.position)) e = undefined;
  if (!e) {
    const all = from === 0 ? messages : await readAll();
    // Another request may have built the entry meanwhile; building again is correct, just redundant.
    e = build(agentVersion, policy, all, sizeOf(all));
  } else {
    // A concurrent check may already have extended past `from`: take only what is new to the entry.
    const fresh = messages.slice(e.position - from);
    if (fresh.length) {
      const format = e.format!;
      const normalized = normalizeRun([callsPrelude(format, e.callNames), ...fresh], format).entries.slice(1);
      const seqBase = e.ledger.nextSeq - 1;
      const indexBase = e.position - 1;
      const shifted = normalized.map((en) => ({ ...en, seq: en.seq + seqBase, index: en.index + indexBase }));
      rememberCalls(e.callNames, shifted);
      extendLedger(e.ledger, shifted);
      e.chars += sizeOf(fresh);
      e.position += fresh.length;
    }
  }
  entries.set(runId, e);
  totalChars += e.chars;
  for (const [id] of entries) {
    if (totalChars <= CACHE_CHARS || id === runId) break;
    forget(id);
  }
  return e;
}

/** For tests and benchmarks: empties the cache (a fresh process). */
export function clearRunEvidence(): void {
  entries.clear();
  totalChars = 0;
}
