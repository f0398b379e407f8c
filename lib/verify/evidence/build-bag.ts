/**
 * The evidence bag: what the run saw before the reply. Observations (tool results; procedure/how-to
 * results are kept out), the customer's own words, the arguments of calls that answered without an
 * error, and the policy the agent was given (system prompt, clause library). Policy sources are
 * pinned: the budget cuts tool evidence, never the policy. Policy lookups also record which clauses
 * they returned.
 */
import { unbackedCalculations, type UnbackedCalculation } from "../../evidence/calculator-results";
import type { NormalizedRun, ToolResultEntry } from "../../run/types";
import { findClauseMentions, type ClauseIndex } from "../policy/clauses";
import type { Clause, PolicyLike, ResultKind } from "../types";
import { chunkText } from "./chunk-text";
import { utf8Bytes } from "./utf8-bytes";

export type SourceKind = "tool" | "user" | "call" | "prompt" | "clause";

export interface EvidenceSource {
  kind: SourceKind;
  messageIndex: number;
  seq: number;
  toolCallId?: string;
  /** Tool name, "(customer)", "(system prompt)" or the clause id. */
  label: string;
  resultKind: ResultKind | "customer" | "policy";
  content: string;
  bytes: number;
  /** True when every character is one UTF-8 byte, so chunk bytes = chunk length. */
  ascii: boolean;
  chunks: [number, number][];
  /** Policy text: always kept, whatever the budget. */
  pinned: boolean;
  /** The run's entry a tool result came from, so readers parse it once per run. */
  entry?: ToolResultEntry;
  clauseId?: string;
  clauseVersion?: string;
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
  /** Bytes of tool evidence (what the budget applies to). */
  bytesBefore: number;
  bytesByTool: Record<string, number>;
}

const POLICY_TOOL = /polic(?:y|ies)|knowledge|(?:^|_)(?:faq|kb|handbook|guidelines?|articles?|help_?center)(?:_|$)/i;

export function resultKindOf(toolName: string | null, policy: PolicyLike | undefined): ResultKind {
  const declared = toolName ? policy?.tools?.[toolName]?.resultKind : undefined;
  if (declared) return declared;
  // Convention when the policy does not say: a tool named for policy or a knowledge base is a policy lookup.
  return toolName && POLICY_TOOL.test(toolName) ? "policy_lookup" : "observation";
}

export interface BagOptions {
  policy?: PolicyLike;
  clauses?: readonly Clause[];
  clauseIndex: ClauseIndex;
  chunkSize: number;
  customerWords: boolean;
}

/** Build the bag from the entries before `beforeSeq` (the reply's own position in the run). */
export function buildEvidenceBag(run: NormalizedRun, beforeSeq: number, opts: BagOptions): EvidenceBag {
  const unbacked = unbackedCalculations(run.entries, beforeSeq);
  const bag: EvidenceBag = { sources: [], excluded: [], unbacked, callIds: new Map(), retrieved: new Map(), bytesBefore: 0, bytesByTool: {} };
  const push = (s: Omit<EvidenceSource, "bytes" | "ascii" | "chunks">) => {
    const bytes = utf8Bytes(s.content);
    bag.sources.push({ ...s, bytes, ascii: bytes === s.content.length, chunks: chunkText(s.content, opts.chunkSize) });
    if (!s.pinned) {
      bag.bytesBefore += bytes;
      bag.bytesByTool[s.label] = (bag.bytesByTool[s.label] ?? 0) + bytes;
    }
  };
  const calls = new Map<string, { name: string; args: string; messageIndex: number; seq: number }>();
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role === "system") {
      if (e.text) push({ kind: "prompt", messageIndex: e.index, seq: e.seq, label: "(system prompt)", resultKind: "policy", content: e.text, pinned: true });
      continue;
    }
    if (e.role === "assistant") {
      for (const c of e.toolCalls) {
        const args = typeof c.rawArguments === "string" ? c.rawArguments : c.rawArguments === undefined ? "" : JSON.stringify(c.rawArguments);
        calls.set(c.id, { name: c.name, args, messageIndex: e.index, seq: e.seq });
      }
      continue;
    }
    if (e.role === "user") {
      if (opts.customerWords && e.text) push({ kind: "user", messageIndex: e.index, seq: e.seq, label: "(customer)", resultKind: "customer", content: e.text, pinned: false });
      continue;
    }
    // A calculator's result whose inputs the run never showed is no fact (lib/evidence/calculator-results).
    if (unbacked.has(e.toolCallId)) {
      bag.callIds.set(e.toolCallId, "observation");
      continue;
    }
    const call = calls.get(e.toolCallId);
    const kind = resultKindOf(e.toolName, opts.policy);
    bag.callIds.set(e.toolCallId, kind);
    if (kind === "procedure") {
      bag.excluded.push({ messageIndex: e.index, toolCallId: e.toolCallId, label: e.toolName ?? "(unknown tool)" });
      continue;
    }
    // What the run asked a tool that answered without an error is what the run saw too: "flights on 2024-05-19".
    if (!e.isError && call && call.args.length > 2) {
      push({ kind: "call", messageIndex: call.messageIndex, seq: call.seq, toolCallId: e.toolCallId, label: `${call.name} (arguments)`, resultKind: "observation", content: call.args, pinned: false });
    }
    if (!e.content) continue;
    if (kind === "policy_lookup") {
      for (const hit of findClauseMentions(opts.clauseIndex, e.content)) {
        if (!bag.retrieved.has(hit.clauseId)) bag.retrieved.set(hit.clauseId, { messageIndex: e.index, toolCallId: e.toolCallId, span: hit.span });
      }
    }
    push({ kind: "tool", messageIndex: e.index, seq: e.seq, toolCallId: e.toolCallId, entry: e, label: e.toolName ?? "(unknown tool)", resultKind: kind, content: e.content, pinned: false });
  }
  for (const c of opts.clauses ?? []) {
    if (!c || typeof c.text !== "string") continue;
    push({ kind: "clause", messageIndex: -1, seq: -1, label: c.id, clauseId: c.id, ...(c.version ? { clauseVersion: c.version } : {}), resultKind: "policy", content: c.text, pinned: true });
  }
  return bag;
}
