/**
 * The evidence bag: observations this run captured before the reply. Procedure (how-to) results
 * are kept out; policy lookups go in and also record which clauses they returned. The customer's
 * own words go in as their own source unless switched off.
 */
import { unbackedCalculations, type UnbackedCalculation } from "../evidence/calculator-results";
import type { NormalizedRun, ToolResultEntry } from "../run/types";
import { chunkText } from "./chunk-text";
import { findClauseMentions, type ClauseIndex } from "./load-clauses";
import type { PolicyLike, ResultKind } from "./types";
import { utf8Bytes } from "./utf8-bytes";

export interface EvidenceSource {
  /** call: the arguments of a call whose result came back without an error (what was searched, booked). */
  kind: "tool" | "user" | "call";
  messageIndex: number;
  seq: number;
  toolCallId?: string;
  /** Tool name, or "(customer)" for the customer's words. */
  label: string;
  resultKind: ResultKind | "customer";
  content: string;
  bytes: number;
  /** True when every character is one UTF-8 byte, so chunk bytes = chunk length. */
  ascii: boolean;
  chunks: [number, number][];
  /** The run's entry a tool result came from, so readers parse it once per run (parseToolJson), not per reply. */
  entry?: ToolResultEntry;
}

export interface EvidenceBag {
  sources: EvidenceSource[];
  /** Procedure results left out, for the reason shown to a reviewer. */
  excluded: { messageIndex: number; toolCallId: string; label: string }[];
  /** Calculator results left out because their inputs are not in the run (lib/evidence/calculator-results). */
  unbacked: Map<string, UnbackedCalculation>;
  /** Every tool call id this run answered before the reply (observation or not). */
  callIds: Map<string, ResultKind>;
  /** Canonical ids of clauses some policy lookup returned, with where. */
  retrieved: Map<string, { messageIndex: number; toolCallId: string; span: [number, number] }>;
  bytesBefore: number;
  bytesByTool: Record<string, number>;
}

export function resultKindOf(toolName: string | null, policy: PolicyLike | undefined): ResultKind {
  const declared = toolName ? policy?.tools?.[toolName]?.resultKind : undefined;
  if (declared) return declared;
  // Convention when the policy does not say: a tool named for policy is a policy lookup.
  return toolName && /polic(y|ies)/i.test(toolName) ? "policy_lookup" : "observation";
}

export interface BagOptions {
  policy?: PolicyLike;
  clauseIndex: ClauseIndex;
  chunkSize: number;
  customerWords: boolean;
}

/** Build the bag from the entries before `beforeSeq` (the reply's own position in the run). */
export function buildEvidenceBag(run: NormalizedRun, beforeSeq: number, opts: BagOptions): EvidenceBag {
  const unbacked = unbackedCalculations(run.entries, beforeSeq);
  const bag: EvidenceBag = { sources: [], excluded: [], unbacked, callIds: new Map(), retrieved: new Map(), bytesBefore: 0, bytesByTool: {} };
  const calls = new Map<string, { name: string; args: string; messageIndex: number; seq: number }>();
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role === "assistant") {
      for (const c of e.toolCalls) {
        const args = typeof c.rawArguments === "string" ? c.rawArguments : c.rawArguments === undefined ? "" : JSON.stringify(c.rawArguments);
        calls.set(c.id, { name: c.name, args, messageIndex: e.index, seq: e.seq });
      }
    }
    // The query a tool answered without error is what the run saw too: "flights on 2024-05-19".
    if (e.role === "tool" && unbacked.has(e.toolCallId)) {
      bag.callIds.set(e.toolCallId, "observation");
      continue;
    }
    if (e.role === "tool" && !e.isError) {
      const call = calls.get(e.toolCallId);
      if (call && call.args.length > 2 && resultKindOf(call.name, opts.policy) !== "procedure") {
        const bytes = utf8Bytes(call.args);
        bag.sources.push({ kind: "call", messageIndex: call.messageIndex, seq: call.seq, toolCallId: e.toolCallId, label: `${call.name} (arguments)`, resultKind: "observation", content: call.args, bytes, ascii: bytes === call.args.length, chunks: chunkText(call.args, opts.chunkSize) });
        bag.bytesBefore += bytes;
      }
    }
    if (e.role !== "tool" && !(e.role === "user" && opts.customerWords)) continue;
    const text = e.role === "tool" ? e.content : e.text;
    if (typeof text !== "string" || text === "") continue;
    let kind: ResultKind | "customer" = "customer";
    let label = "(customer)";
    if (e.role === "tool") {
      label = e.toolName ?? "(unknown tool)";
      kind = resultKindOf(e.toolName, opts.policy);
      bag.callIds.set(e.toolCallId, kind);
      if (kind === "procedure") {
        bag.excluded.push({ messageIndex: e.index, toolCallId: e.toolCallId, label });
        continue;
      }
    }
    if (kind === "policy_lookup" && e.role === "tool") {
      for (const hit of findClauseMentions(opts.clauseIndex, text)) {
        if (!bag.retrieved.has(hit.clauseId)) bag.retrieved.set(hit.clauseId, { messageIndex: e.index, toolCallId: e.toolCallId, span: hit.span });
      }
    }
    const bytes = utf8Bytes(text);
    bag.sources.push({
      kind: e.role === "tool" ? "tool" : "user",
      messageIndex: e.index,
      seq: e.seq,
      ...(e.role === "tool" ? { toolCallId: e.toolCallId, entry: e } : {}),
      label,
      resultKind: kind,
      content: text,
      bytes,
      ascii: bytes === text.length,
      chunks: chunkText(text, opts.chunkSize),
    });
    bag.bytesBefore += bytes;
    bag.bytesByTool[label] = (bag.bytesByTool[label] ?? 0) + bytes;
  }
  return bag;
}
