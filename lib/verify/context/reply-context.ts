/**
 * The reply context: the run before the reply, read once per reply and shared read-only by every
 * check. The evidence bag and its hits are built eagerly (every reply needs them); records, calls
 * and the policy index are read on first use, so a reply with no status words parses no record.
 */
import { resolveRunClock, type RunClock } from "../../evidence/run-clock";
import type { NormalizedRun } from "../../run/types";
import { actionToolIndex, type ActionTool } from "../actions/action-tools";
import type { ExtractedClaim } from "../extract/claim-types";
import type { EvidenceBag } from "../evidence/build-bag";
import type { Hit } from "../evidence/find-hits";
import type { Packed } from "../evidence/pack";
import { referenceDay } from "../language/calendar";
import type { ClauseIndex } from "../policy/clauses";
import { lookupPassages, policyIndexFor, type PolicyIndex } from "../policy/policy-index";
import type { Clause, Pack, PolicyLike, ToolParameters, VerifyOptions } from "../types";
import { callsBefore, type RunCall } from "./calls";
import { canonicalId, indexRecords, type RecordIndex, type RecordVersion } from "./records";
import type { ReplyText } from "./reply-text";

export interface ReplyContext {
  run: NormalizedRun;
  /** Entries at or after this position are not evidence (the reply's own position). */
  beforeSeq: number;
  /** The reply as the claims are read from it (a JSON reply's string fields), and as sent. */
  reply: ReplyText;
  raw: string;
  clock: RunClock;
  /** UTC midnight of the clock's day. */
  ref: Date;
  options: VerifyOptions;
  policy: PolicyLike | undefined;
  packs: readonly Pack[];
  clauses: readonly Clause[];
  clauseIndex: ClauseIndex;
  tools: ToolParameters | undefined;
  bag: EvidenceBag;
  packed: Packed;
  captureIncomplete: boolean;
  /** The extracted claims, in reply order (what the checks judge). */
  extracted: readonly ExtractedClaim[];
  /** Where each extracted value claim occurs in the bag, most recent first. */
  hitsOf(claim: ExtractedClaim): Hit[];
  records(): RecordIndex;
  /** The records a reply is most likely about: those it names by id, and those of the run's last ten results. */
  relevantRecords(): readonly RecordVersion[];
  /** The agent's own earlier replies in this run (not evidence: what it said before). */
  earlierReplies(): readonly { messageIndex: number; text: string }[];
  calls(): readonly RunCall[];
  toolOf(name: string): ActionTool;
  policyIndex(): PolicyIndex;
  /** The customer's last `n` messages before the reply, oldest first. */
  lastCustomerWords(n?: number): string;
}

export interface ContextParts {
  run: NormalizedRun;
  beforeSeq: number;
  reply: ReplyText;
  raw: string;
  options: VerifyOptions;
  packs: readonly Pack[];
  clauseIndex: ClauseIndex;
  bag: EvidenceBag;
  packed: Packed;
  extracted: readonly ExtractedClaim[];
  hitsOf(claim: ExtractedClaim): Hit[];
  clock: RunClock;
}

export function clockOf(run: NormalizedRun, now: VerifyOptions["now"]): { clock: RunClock; ref: Date } {
  const clock = resolveRunClock(run, now);
  return { clock, ref: referenceDay(clock.now) };
}

export function buildReplyContext(p: ContextParts): ReplyContext {
  let records: RecordIndex | undefined;
  let calls: RunCall[] | undefined;
  let policy: PolicyIndex | undefined;
  let relevant: RecordVersion[] | undefined;
  const statusFields = p.packs.flatMap((x) => [...(x.statusFields ?? []), ...Object.keys(x.stateValues ?? {})]);
  const toolOf = actionToolIndex(p.options.policy, p.packs, new Map((p.options.tools ?? []).filter((t) => t.description).map((t) => [t.name, t.description!] as const)));
  return {
    run: p.run,
    beforeSeq: p.beforeSeq,
    reply: p.reply,
    raw: p.raw,
    clock: p.clock,
    ref: referenceDay(p.clock.now),
    options: p.options,
    policy: p.options.policy,
    packs: p.packs,
    clauses: p.options.clauses ?? [],
    clauseIndex: p.clauseIndex,
    tools: p.options.tools,
    bag: p.bag,
    packed: p.packed,
    captureIncomplete: p.options.captureIncomplete === true,
    extracted: p.extracted,
    hitsOf: p.hitsOf,
    records: () => (records ??= indexRecords(p.run, p.beforeSeq, statusFields)),
    calls: () => (calls ??= callsBefore(p.run, p.beforeSeq)),
    relevantRecords() {
      if (relevant) return relevant;
      const index = (records ??= indexRecords(p.run, p.beforeSeq, statusFields));
      const ids = new Set(p.extracted.filter((c) => c.value.type === "identifier").map((c) => canonicalId((c.value as { id: string }).id)));
      const results = [...new Set(index.all.map((r) => r.seq))].slice(-10);
      const floor = results[0] ?? Infinity;
      relevant = index.all.filter((r) => r.seq >= floor || [r.id, ...r.aliases].some((x) => ids.has(canonicalId(x))));
      return relevant;
    },
    earlierReplies: () => p.run.entries.filter((e) => e.seq < p.beforeSeq && e.role === "assistant" && !!e.text?.trim()).map((e) => ({ messageIndex: e.index, text: (e as { text: string }).text })),
    toolOf,
    policyIndex: () => {
      if (!policy) {
        const lookups = p.bag.sources
          .filter((s) => s.kind === "tool" && s.resultKind === "policy_lookup" && s.content.length <= 200_000)
          .map((s) => ({ text: s.content, messageIndex: s.messageIndex, toolCallId: s.toolCallId ?? "", label: s.label }));
        policy = policyIndexFor(p.run, p.options.clauses, lookupPassages(lookups), p.packs);
      }
      return policy;
    },
    lastCustomerWords(n = 1) {
      const words: string[] = [];
      for (let i = p.run.entries.length - 1; i >= 0 && words.length < n; i--) {
        const e = p.run.entries[i];
        if (e.seq < p.beforeSeq && e.role === "user") words.unshift(e.text);
      }
      return words.join("\n");
    },
  };
}
