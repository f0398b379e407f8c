/**
 * Local mode: the embedded engines in the agent's own process, no server. One backend per
 * conversation: its messages, the guard's ledger (extended with what is new, never rebuilt), the
 * retry cap's state and the held items live in memory. Replies are verified with the model judge
 * when one is given (verifyReplyWithJudge, one call per reply with sentences code left not checked).
 */
import { checkToolCall, createGuard, toolParameterNames, createLedger, createRunState, extendLedger, verdictResponse, type Guard, type Ledger, type RunState } from "../../guard";
import { normalizeRun } from "../../run/normalize-run";
import type { RunEntry } from "../../run/types";
import { isPassingVerdict, verifyReplyWithJudge, type Clause, type JudgeLimits, type JudgeModel } from "../../verify";
import type { AgentMessage, ReplyCheck, ToolCall, ToolCallCheck } from "../../client/types";
import type { DecisionOutcome, GuardBackend, RecordedEvent } from "./backend";
import { GroundcheckSdkError } from "./errors";
import { LocalReviewQueue, type LocalDecision, type LocalHeldItem } from "./local-review";

export interface LocalOptions {
  /**
   * The agent's registered tool definitions (OpenAI, Anthropic or bare). Optional with an adapter:
   * it reads them from the SDK's tools; given, a wrapped tool missing from them is a setup error.
   */
  tools?: unknown;
  /** The policy (lib/policy format), parsed or not. */
  policy?: unknown;
  /** Clause library for reply checks and policy amounts. */
  clauses?: Clause[];
  /** The ticket's customer, for ownership checks. */
  customerId?: string;
  /** A guard compiled once and shared by many conversations (createGuard is the costly part). */
  guard?: Guard;
}

function parsedArgs(raw: unknown): unknown {
  if (typeof raw !== "string") return raw ?? null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export class LocalBackend implements GuardBackend {
  readonly mode = "local" as const;
  readonly guard: Guard;
  readonly review: LocalReviewQueue;
  private readonly clauses: Clause[];
  private readonly customerId?: string;
  private readonly seen = new Set<string>();
  private readonly messages: AgentMessage[] = [];
  private readonly entries: RunEntry[] = [];
  private readonly callNames = new Map<string, string>();
  private readonly ledger: Ledger;
  private readonly state: RunState = createRunState();
  private checks = 0;
  private readonly judge: JudgeModel | null;
  private readonly judgeLimits: JudgeLimits;

  /** `judge` as the session checked it (judge-option.ts); null: no judge. */
  constructor(options: LocalOptions & { judge?: JudgeModel | null; judgeLimits?: JudgeLimits }) {
    if (!options.guard && options.tools === undefined) throw new GroundcheckSdkError("invalid_options", "Local mode needs the tool definitions (or a guard) to check calls against.");
    this.guard = options.guard ?? createGuard({ tools: options.tools, policy: options.policy, clauses: options.clauses });
    this.clauses = options.clauses ?? [];
    this.customerId = options.customerId;
    this.judge = options.judge ?? null;
    this.judgeLimits = options.judgeLimits ?? {};
    this.ledger = createLedger(this.guard.policy);
    this.review = new LocalReviewQueue((item, payload) => this.recheck(item, payload));
  }

  async append(events: RecordedEvent[]): Promise<void> {
    const fresh = events.filter((e) => !this.seen.has(e.id));
    if (!fresh.length) return;
    for (const e of fresh) this.seen.add(e.id);
    const offset = this.messages.length;
    const batch = fresh.map((e) => e.message);
    this.messages.push(...batch);
    // Only the new messages are normalised; seq and index continue the run's numbering.
    const base = this.entries.length;
    const added = normalizeRun(batch, "openai").entries.map((e) => {
      const entry = { ...e, seq: e.seq + base, index: e.index + offset } as RunEntry;
      if (entry.role === "assistant") for (const c of entry.toolCalls) this.callNames.set(c.id, c.name);
      if (entry.role === "tool" && !entry.toolName) entry.toolName = this.callNames.get(entry.toolCallId) ?? null;
      return entry;
    });
    this.entries.push(...added);
    extendLedger(this.ledger, added);
  }

  async checkToolCall(call: ToolCall): Promise<ToolCallCheck> {
    const verdict = checkToolCall({ guard: this.guard, ledger: this.ledger, call: { id: call.id, name: call.name, rawArguments: call.arguments }, facts: { customerId: this.customerId }, state: this.state });
    const checkId = `local_check_${++this.checks}`;
    if (verdict.decision !== "hold") return verdictResponse(verdict, checkId) as ToolCallCheck;
    const held = await this.review.hold({ kind: "write", toolName: call.name, callId: call.id, payload: parsedArgs(call.arguments), reason: verdict.message });
    return verdictResponse(verdict, checkId, held) as ToolCallCheck;
  }

  async checkReply(text: string): Promise<ReplyCheck> {
    // judge: null, never undefined: undefined would have verifyReplyWithJudge read the server's environment.
    const result = await verifyReplyWithJudge({ run: { format: "openai", entries: this.entries }, facts: { customerId: this.customerId } }, text, {
      clauses: this.clauses,
      policy: this.guard.policy,
      tools: toolParameterNames(this.guard),
      judge: this.judge,
      judgeLimits: this.judgeLimits,
    });
    const pass = isPassingVerdict(result.verdict) && !result.held;
    const check: ReplyCheck = {
      check_id: `local_check_${++this.checks}`,
      decision: pass ? "pass" : "hold",
      verdict: result.verdict,
      claims: result.claims,
      telemetry: result.telemetry as unknown as Record<string, unknown>,
    };
    if (pass) return check;
    const reasons = [...new Set(result.claims.filter((c) => c.verdict !== "grounded" || c.held).map((c) => c.verdict))];
    const held = await this.review.hold({ kind: "reply", toolName: null, callId: null, payload: { text }, reason: `held: ${reasons.join(", ")}` });
    return { ...check, held_item_id: held.id, payload_hash: held.payloadHash };
  }

  waitForDecision(heldItemId: string, waitMs: number): Promise<DecisionOutcome> {
    return this.review.waitForDecision(heldItemId, waitMs);
  }

  /** A person's decision on one of this conversation's held items (local mode has no console). */
  decide(heldItemId: string, decision: LocalDecision): Promise<LocalHeldItem> {
    return this.review.decide(heldItemId, decision);
  }

  /** An edited tool call is judged like the call itself, against the same run (a fresh retry streak). */
  private recheck(item: LocalHeldItem, payload: unknown) {
    if (item.kind !== "write" || !item.toolName) return null;
    const verdict = checkToolCall({ guard: this.guard, ledger: this.ledger, call: { id: item.callId ?? item.id, name: item.toolName, rawArguments: payload }, facts: { customerId: this.customerId } });
    return verdict.decision === "reject" ? (verdict.error as never) : null;
  }
}
