/**
 * One conversation with Groundcheck in front of it, whatever the SDK: records what the model saw,
 * checks each tool call once (cached by call id, so the SDK's approval hook and its execute see the
 * same verdict), decides what execute may do, and checks the final reply. Both adapters are thin
 * mappings of this onto their SDK's hooks.
 */
import { payloadHash } from "../../client/payload-hash";
import { isGroundcheckApiError } from "../../client/groundcheck-api-error";
import type { AgentMessage, ModelFacingError, ReplyCheck, ToolCall, ToolCallCheck } from "../../client/types";
import { inferWrites } from "../../policy/infer-roles";
import type { DecisionOutcome, GuardBackend, RecordedEvent } from "./backend";
import type { Recorded } from "./convert-messages";
import type { JudgeModel } from "../../verify";
import { GroundcheckSdkError } from "./errors";
import { checkJudgeSetting, type JudgeSetting } from "./judge-option";
import { LocalBackend, type LocalOptions } from "./local-backend";
import type { LocalDecision } from "./local-review";
import { RemoteBackend, type RemoteOptions } from "./remote-backend";

/** `M`: what `judge` takes (a JudgeModel here; each adapter takes its SDK's model and wraps it). */
export type ModeOptions<M = JudgeModel> = ({ mode: "local" } & LocalOptions & JudgeSetting<M>) | ({ mode: "remote" } & RemoteOptions & { judge?: never; judgeLimits?: never });

export interface SessionOptions {
  /** How long execute waits for a person's decision on a held call it was not told about (default 0). */
  waitForDecisionMs?: number;
  /**
   * Read tools that may run unchecked when Groundcheck cannot be reached (default none: every call
   * fails closed). A name that looks like a write (issue_, cancel_, update_, …) is refused here.
   */
  failOpenReadTools?: string[];
  /** Told about every failure to reach Groundcheck (the call itself failed closed or open as configured). */
  onError?: (error: GroundcheckSdkError) => void;
  /** Told what became of each tool call (for logs and tests): ran, released, rejected, held, … */
  onCall?: (event: CallEvent) => void;
}

export interface CallEvent {
  id: string;
  name: string;
  outcome: "ran" | "released" | "unchecked" | (Gate & { action: "refuse" })["outcome"];
  code: string;
  heldItemId?: string;
}

export type GroundcheckOptions<M = JudgeModel> = ModeOptions<M> & SessionOptions;

/** What execute may do with one call. */
export type Gate =
  | { action: "run"; args: unknown; released?: { heldItemId: string; payloadHash: string }; unchecked?: true }
  | { action: "refuse"; outcome: "rejected" | "held" | "rejected_by_reviewer" | "already_released" | "unavailable"; error: ModelFacingError };

export type ReplyOutcome =
  | { outcome: "send"; text: string; check: ReplyCheck; released?: { heldItemId: string; payloadHash: string } }
  /** Not sent: a person must decide. The held item waits in the queue (the console, or `decide` locally). */
  | { outcome: "held"; verdict: ReplyCheck["verdict"]; heldItemId: string; check: ReplyCheck }
  /** Groundcheck could not check it: not sent (fail closed). */
  | { outcome: "unavailable"; error: GroundcheckSdkError };

interface CallState {
  call: ToolCall;
  check: Promise<ToolCallCheck>;
  released?: { payload: unknown; payloadHash: string; heldItemId: string };
  refusal?: Gate & { action: "refuse" };
}

// FNV-1a over a message's JSON: cheap content keys for de-duplicating what the SDK passes again.
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

const parse = (raw: unknown): unknown => {
  if (typeof raw !== "string") return raw ?? {};
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
};

export function unavailable(err: unknown): GroundcheckSdkError {
  if (err instanceof GroundcheckSdkError) return err;
  const status = isGroundcheckApiError(err) ? err.status : 0;
  const code = isGroundcheckApiError(err) ? err.code : "network";
  return new GroundcheckSdkError("unavailable", `Groundcheck could not check this (${code}${status ? `, HTTP ${status}` : ""}): ${(err as Error).message}`, { status, cause_code: code });
}

export class GroundcheckSession {
  /** Builds the backend on first use: local mode reads the tool definitions the adapter gathered by then. */
  private readonly makeBackend: () => Promise<GuardBackend>;
  private backendPromise: Promise<GuardBackend> | null = null;
  readonly mode: "local" | "remote";
  readonly recorded: Recorded = { calls: new Set(), results: new Set() };
  private readonly events = new Set<string>();
  private readonly calls = new Map<string, CallState>();
  private readonly keys = new WeakMap<object, string>();
  private readonly channels = new Map<string, { sources: unknown[]; ordinal: Map<string, number> }>();
  private readonly waitMs: number;
  private readonly failOpen: Set<string>;
  private readonly onError?: (e: GroundcheckSdkError) => void;
  private readonly onCall?: (e: CallEvent) => void;
  /** Names of the app's own tools (set by the adapter): an unknown_tool for one of them is a setup error. */
  appTools = new Set<string>();

  constructor(options: GroundcheckOptions) {
    // Checked here, before anything is built: a judge that cannot work fails now, not at the first reply.
    const judge = options.mode === "local" || options.mode === "remote" ? checkJudgeSetting(options.mode, options) : null;
    if (options.mode === "local") {
      const { tools } = options;
      this.makeBackend = () => Promise.resolve(typeof tools === "function" ? (tools as () => unknown)() : tools).then((defs) => new LocalBackend({ ...options, tools: defs, judge: judge?.model ?? null, judgeLimits: judge?.limits }));
    } else if (options.mode === "remote") {
      const remote = new RemoteBackend(options);
      this.makeBackend = () => Promise.resolve(remote);
    } else invalidMode(options);
    this.mode = options.mode;
    this.waitMs = options.waitForDecisionMs ?? 0;
    const writes = (options.failOpenReadTools ?? []).filter((n) => inferWrites(n));
    if (writes.length) throw new GroundcheckSdkError("invalid_options", `failOpenReadTools may only name read tools; ${writes.join(", ")} ${writes.length > 1 ? "look like writes" : "looks like a write"}. A write is never run unchecked.`);
    this.failOpen = new Set(options.failOpenReadTools ?? []);
    this.onError = options.onError;
    this.onCall = options.onCall;
  }

  backend(): Promise<GuardBackend> {
    return this.ready;
  }

  /** Whether the backend was asked for (after that, local mode's tool definitions are fixed). */
  get started(): boolean {
    return this.backendPromise !== null;
  }

  private get ready(): Promise<GuardBackend> {
    if (!this.backendPromise) {
      this.backendPromise = new Promise<GuardBackend>((resolve) => resolve(this.makeBackend()));
      this.backendPromise.catch(() => undefined); // surfaced to whoever awaits it, never as an unhandled rejection
    }
    return this.backendPromise;
  }

  /** Local mode: a person's decision on a held item of this conversation. */
  async decide(heldItemId: string, decision: LocalDecision) {
    const backend = await this.ready;
    if (!(backend instanceof LocalBackend)) throw new GroundcheckSdkError("invalid_options", "decide() is for local mode; in remote mode a reviewer decides in the Groundcheck console.");
    return backend.decide(heldItemId, decision);
  }

  /** Local mode: the held items waiting for a decision. */
  async pendingHolds() {
    const backend = await this.ready;
    return backend instanceof LocalBackend ? backend.review.pending() : [];
  }

  /**
   * Records an SDK's conversation as it hands it over (`convert` turns its messages into OpenAI
   * chat messages). Each hook passes the whole conversation every time, so what it passed before
   * (the same message objects, in order) is skipped without being converted again: the cost per
   * call is what is new, not the conversation's length. `channel` keeps hooks that pass different
   * arrays (the prompt with its system message, execute's messages without) apart.
   */
  async recordFrom(channel: string, sources: readonly unknown[], convert: (s: readonly unknown[]) => AgentMessage[]): Promise<void> {
    let seen = this.channels.get(channel);
    let same = 0;
    if (seen) while (same < seen.sources.length && same < sources.length && sources[same] === seen.sources[same]) same++;
    if (!seen || same < seen.sources.length) {
      seen = { sources: [], ordinal: new Map() };
      same = 0;
      this.channels.set(channel, seen);
    }
    if (same === sources.length) return;
    const added = sources.slice(same);
    await this.record(convert(added), seen.ordinal);
    seen.sources.push(...added);
  }

  /** Records messages (already in OpenAI chat format); what was recorded before is skipped. */
  async record(messages: AgentMessage[], ordinal = new Map<string, number>()): Promise<void> {
    const fresh: RecordedEvent[] = [];
    for (const m of messages) {
      let key = this.keys.get(m);
      if (!key) {
        key = fnv(JSON.stringify(m));
        this.keys.set(m, key);
      }
      const n = (ordinal.get(key) ?? 0) + 1;
      ordinal.set(key, n);
      const id = `m:${key}:${n}`;
      if (!this.events.has(id)) fresh.push({ id, message: m });
    }
    if (!fresh.length) return;
    await (await this.ready).append(fresh);
    // Marked only once stored: a failed append is sent again with the next call.
    for (const e of fresh) this.events.add(e.id);
  }

  private async appendOnce(event: RecordedEvent) {
    if (this.events.has(event.id)) return;
    await (await this.ready).append([event]);
    this.events.add(event.id);
  }

  /** Checks a call once; later calls with the same id get the same verdict. */
  check(call: ToolCall): Promise<ToolCallCheck> {
    const known = this.calls.get(call.id);
    if (known) return known.check;
    const state: CallState = {
      call,
      check: (async () => {
        // The call's own message goes into the run with its result (one request, see recordResult).
        this.recorded.calls.add(call.id);
        const check = await (await this.ready).checkToolCall(call);
        if (check.decision === "reject" && check.code === "unknown_tool" && this.appTools.has(call.name)) {
          throw new GroundcheckSdkError("unregistered_tool", `${call.name} is one of the app's tools but not among the Groundcheck agent's registered tools: add it to the agent (console → Admin → Agents), or leave it out of the wrapped set.`, { tool: call.name });
        }
        return check;
      })(),
    };
    this.calls.set(call.id, state);
    return state.check;
  }

  /** The held item of a call, if its check held it. */
  async heldItemOf(callId: string): Promise<string | null> {
    const state = this.calls.get(callId);
    if (!state) return null;
    const check = await state.check.catch(() => null);
    return check?.decision === "hold" ? (check.held_item_id ?? null) : null;
  }

  /**
   * Waits (at most `waitMs`) for the decision on a held call and remembers it: released arguments
   * for execute to run, or the reviewer's rejection for the model. Null when the call is not held.
   */
  async resolve(callId: string, waitMs: number): Promise<DecisionOutcome | null> {
    const state = this.calls.get(callId);
    const heldItemId = await this.heldItemOf(callId);
    if (!state || !heldItemId) return null;
    if (state.released) return { kind: "released", payload: state.released.payload, payloadHash: state.released.payloadHash };
    if (state.refusal) return null;
    const outcome = await (await this.ready).waitForDecision(heldItemId, waitMs, state.call.name, callId);
    if (outcome.kind === "released") state.released = { ...outcome, heldItemId };
    else if (outcome.kind === "rejected") state.refusal = { action: "refuse", outcome: "rejected_by_reviewer", error: outcome.error };
    else if (outcome.kind === "already_released") state.refusal = { action: "refuse", outcome: "already_released", error: alreadyReleased(state.call, heldItemId, outcome.releasedAt) };
    return outcome;
  }

  /** The refusal a decision left on a call (a reviewer's rejection, an earlier release), if any. */
  async refusalOf(callId: string): Promise<(Gate & { action: "refuse" }) | null> {
    return this.calls.get(callId)?.refusal ?? null;
  }

  /** What execute may do with this call: run (checked or released arguments) or refuse with the model-facing error. */
  async gate(call: ToolCall): Promise<Gate> {
    const gate = await this.decideGate(call);
    if (this.onCall) {
      const outcome = gate.action === "run" ? (gate.released ? "released" : gate.unchecked ? "unchecked" : "ran") : gate.outcome;
      const code = gate.action === "run" ? "ok" : gate.error.code;
      this.onCall({ id: call.id, name: call.name, outcome, code, ...(gate.action === "run" && gate.released ? { heldItemId: gate.released.heldItemId } : {}) });
    }
    return gate;
  }

  private async decideGate(call: ToolCall): Promise<Gate> {
    let check: ToolCallCheck;
    try {
      check = await this.check(call);
    } catch (err) {
      if (err instanceof GroundcheckSdkError && err.code !== "unavailable") throw err;
      const e = unavailable(err);
      this.onError?.(e);
      if (this.failOpen.has(call.name)) return { action: "run", args: parse(call.arguments), unchecked: true };
      return { action: "refuse", outcome: "unavailable", error: unavailableError(call, e) };
    }
    if (check.decision === "allow") return { action: "run", args: parse(call.arguments) };
    if (check.decision === "reject") return { action: "refuse", outcome: "rejected", error: check.error ?? { tool_use_id: call.id, is_error: true, code: check.code, message: check.message, retry: check.retry ?? "fix_and_retry" } };

    const heldItemId = check.held_item_id!;
    let outcome: DecisionOutcome | null;
    try {
      outcome = await this.resolve(call.id, this.waitMs);
    } catch (err) {
      if (err instanceof GroundcheckSdkError && err.code === "hash_mismatch") throw err;
      const e = unavailable(err);
      this.onError?.(e);
      return { action: "refuse", outcome: "unavailable", error: unavailableError(call, e) };
    }
    const state = this.calls.get(call.id)!;
    if (state.released) {
      // The approval is bound to these exact arguments: check the hash again right before running.
      const actual = await payloadHash(state.released.payload);
      if (actual !== state.released.payloadHash) throw new GroundcheckSdkError("hash_mismatch", `The released arguments of held item ${heldItemId} hash to ${actual}, not to the approved ${state.released.payloadHash}. Nothing was run.`, { held_item_id: heldItemId });
      return { action: "run", args: structuredClone(state.released.payload), released: { heldItemId, payloadHash: actual } };
    }
    if (state.refusal) return state.refusal;
    const reason = outcome?.kind === "pending" ? outcome.reason : "still_held";
    return {
      action: "refuse",
      outcome: "held",
      error: {
        tool_use_id: call.id,
        is_error: true,
        code: reason === "escalated" ? "held_escalated" : "held_for_review",
        message:
          reason === "escalated"
            ? `${call.name} was escalated to a manager and has not run. Tell the customer a person is looking at it.`
            : `${call.name} is waiting for a person's review and has not run. Tell the customer it is being reviewed; do not call it again.`,
        retry: "do_not_retry",
        details: { held_item_id: heldItemId, reason: check.message },
      },
    };
  }

  /** Records what the tool returned (or the error the model got instead), once per call. */
  async recordResult(call: ToolCall, content: string): Promise<void> {
    this.recorded.calls.add(call.id);
    this.recorded.results.add(call.id);
    const events: RecordedEvent[] = [
      { id: `call:${call.id}`, message: { role: "assistant", content: null, tool_calls: [{ id: call.id, type: "function", function: { name: call.name, arguments: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments ?? {}) } }] } },
      { id: `result:${call.id}`, message: { role: "tool", tool_call_id: call.id, name: call.name, content } },
    ].filter((e) => !this.events.has(e.id));
    if (!events.length) return;
    await (await this.ready).append(events);
    for (const e of events) this.events.add(e.id);
  }

  /**
   * Checks the final reply before it is sent. Grounded: send it (recorded as the assistant's).
   * Held: not sent; with `waitMs` a person's approved or edited text comes back to send instead.
   */
  async verifyReply(text: string, waitMs = 0): Promise<ReplyOutcome> {
    let check: ReplyCheck;
    try {
      check = await (await this.ready).checkReply(text);
    } catch (err) {
      const e = unavailable(err);
      this.onError?.(e);
      return { outcome: "unavailable", error: e };
    }
    let send = text;
    let released: { heldItemId: string; payloadHash: string } | undefined;
    if (check.decision === "hold") {
      const heldItemId = check.held_item_id!;
      const outcome = waitMs > 0 ? await (await this.ready).waitForDecision(heldItemId, waitMs, null).catch(() => null) : null;
      if (outcome?.kind !== "released") return { outcome: "held", verdict: check.verdict, heldItemId, check };
      send = String((outcome.payload as { text?: unknown } | null)?.text ?? "");
      released = { heldItemId, payloadHash: outcome.payloadHash };
    }
    await this.appendOnce({ id: `reply:${check.check_id}`, message: { role: "assistant", content: send } });
    return { outcome: "send", text: send, check, ...(released ? { released } : {}) };
  }
}

function invalidMode(options: { mode?: unknown }): never {
  throw new GroundcheckSdkError("invalid_options", `mode must be "local" or "remote", not ${JSON.stringify(options.mode)}.`);
}

function unavailableError(call: ToolCall, e: GroundcheckSdkError): ModelFacingError {
  return {
    tool_use_id: call.id,
    is_error: true,
    code: "groundcheck_unavailable",
    message: `${call.name} has not run: it could not be checked right now. Tell the customer you will follow up; do not call it again in this turn.`,
    retry: "do_not_retry",
    details: { cause: e.details?.cause_code ?? e.code },
  };
}

function alreadyReleased(call: ToolCall, heldItemId: string, releasedAt: string | null): ModelFacingError {
  return {
    tool_use_id: call.id,
    is_error: true,
    code: "already_released",
    message: `${call.name} was approved and released once already (${releasedAt ?? "earlier"}); it is not run again. Treat it as done.`,
    retry: "do_not_retry",
    details: { held_item_id: heldItemId },
  };
}
