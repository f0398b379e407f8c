/**
 * Remote mode: the agent API through the typed client. The run is started on first use (or an
 * existing run id is used); every request is bounded (bounded-fetch.ts).
 *
 * Recording never waits for the network: recorded events are sent with the next tool-call check
 * (the check stores them first, in the same request), or in the background when none comes soon,
 * or before a reply check. A tool call then costs one request, and the agent's loop never waits
 * for its transcript to be stored. Until the server has confirmed them, events are kept and sent
 * again with the next request; the server stores each event id once.
 */
import { createGroundcheckClient, type GroundcheckApi } from "../../client/create-groundcheck-client";
import { isGroundcheckApiError } from "../../client/groundcheck-api-error";
import type { ReplyCheck, StartRunInput, ToolCall, ToolCallCheck } from "../../client/types";
import { waitForDecision as releaseDecided } from "../../client/wait-for-decision";
import { REJECTED_STATUS, reviewerRejection, type DecisionOutcome, type GuardBackend, type RecordedEvent } from "./backend";
import { boundedFetch, type BoundedFetchOptions } from "./bounded-fetch";
import { GroundcheckSdkError } from "./errors";

export interface RemoteOptions extends BoundedFetchOptions {
  baseUrl: string;
  apiKey: string;
  /** An existing run, or what to start one with (idempotent: the same key returns the same run). */
  run: { id: string } | StartRunInput;
  /** How long recorded events wait for a check to carry them before they are sent alone, in ms (default 50). */
  eventDelayMs?: number;
}

/** The most events one request carries (the API's batch limit). */
const BATCH = 1000;

export class RemoteBackend implements GuardBackend {
  readonly mode = "remote" as const;
  readonly client: GroundcheckApi;
  private runId: Promise<string> | null;
  private readonly start: StartRunInput | null;
  /** Recorded, not yet confirmed stored, in order. */
  private pending: RecordedEvent[] = [];
  /** Requests under way that carry events, and how many of them carry each event id. */
  private carrying = new Set<Promise<unknown>>();
  private carried = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly eventDelayMs: number;

  constructor(options: RemoteOptions) {
    if (!options.baseUrl || !options.apiKey) throw new GroundcheckSdkError("invalid_options", "Remote mode needs baseUrl and apiKey (an agent API key, gck_…).");
    this.client = createGroundcheckClient({ baseUrl: options.baseUrl, apiKey: options.apiKey, fetch: boundedFetch(options) });
    this.start = "id" in options.run ? null : options.run;
    this.runId = "id" in options.run ? Promise.resolve(options.run.id) : null;
    this.eventDelayMs = options.eventDelayMs ?? 50;
  }

  /** The run's id (starting it on first use). */
  run(): Promise<string> {
    this.runId ??= this.client.startRun(this.start!).then((r) => r.run_id);
    return this.runId;
  }

  /** Queues events for the next request (see above); resolves at once. */
  async append(events: RecordedEvent[]): Promise<void> {
    if (!events.length) return;
    this.pending.push(...events);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      // A failure here is not lost: the events stay queued for the next request.
      this.sendIdle().catch(() => {});
    }, this.eventDelayMs);
  }

  /** Sends every queued event and waits until the server has stored them. */
  async flush(): Promise<void> {
    while (this.pending.length) {
      await this.sendIdle();
      // Events a check carries are stored when it answers; one that failed puts them back.
      await Promise.allSettled([...this.carrying]);
    }
  }

  /** Sends the queued events no request is carrying (a background flush must not race a check for them). */
  private async sendIdle(): Promise<void> {
    const idle = this.pending.filter((e) => !this.carried.has(e.id)).slice(0, BATCH);
    if (idle.length) await this.carry(idle, async (id) => this.client.appendEvents(id, idle));
  }

  /** One request carrying `batch`: the events are confirmed (dropped from the queue) only when it succeeds. */
  private async carry<T>(batch: RecordedEvent[], send: (runId: string) => Promise<T>): Promise<T> {
    for (const e of batch) this.carried.set(e.id, (this.carried.get(e.id) ?? 0) + 1);
    const request = this.run().then(send);
    this.carrying.add(request);
    try {
      const out = await request;
      const ids = new Set(batch.map((e) => e.id));
      this.pending = this.pending.filter((e) => !ids.has(e.id));
      return out;
    } finally {
      this.carrying.delete(request);
      for (const e of batch) {
        const n = (this.carried.get(e.id) ?? 1) - 1;
        if (n > 0) this.carried.set(e.id, n);
        else this.carried.delete(e.id);
      }
    }
  }

  async checkToolCall(call: ToolCall): Promise<ToolCallCheck> {
    if (this.pending.length > BATCH) await this.flush();
    // Every event not yet confirmed rides with the check, those another request is carrying too:
    // parallel calls are each judged on everything recorded before them (the server stores each once).
    const batch = this.pending.slice(0, BATCH);
    return this.carry(batch, (id) => this.client.checkToolCall(id, call, batch));
  }

  async checkReply(text: string): Promise<ReplyCheck> {
    // The reply is judged on everything recorded before it.
    await this.flush();
    return this.client.checkReply(await this.run(), text);
  }

  /** Long-polls (30 s at most per request, as the server allows) until decided, rejected or `waitMs` is up. */
  async waitForDecision(heldItemId: string, waitMs: number, toolName: string | null, callId?: string): Promise<DecisionOutcome> {
    const deadline = Date.now() + Math.max(0, waitMs);
    let state = await this.client.getHeldItem(heldItemId, 0);
    const open = () => !state.decided && (state.status as string) !== REJECTED_STATUS && state.status !== "released";
    while (open()) {
      const left = deadline - Date.now();
      if (left < 1000) break;
      state = await this.client.getHeldItem(heldItemId, Math.min(30, Math.floor(left / 1000)));
    }
    if ((state.status as string) === REJECTED_STATUS) return { kind: "rejected", error: reviewerRejection(callId ?? heldItemId, toolName, heldItemId, state) };
    if (!state.decided) return { kind: "pending", reason: state.status === "escalated" ? "escalated" : waitMs > 0 ? "timed_out" : "still_held" };
    try {
      // Releases once and checks the released payload hashes to what was approved.
      const out = await releaseDecided(this.client, heldItemId, 0);
      if (out.decided) return { kind: "released", payload: out.payload, payloadHash: out.payloadHash };
      if (out.reason === "already_released") return { kind: "already_released", releasedAt: out.releasedAt };
      // Rejected between the last poll and the release: the same refusal as above.
      if (out.reason === "rejected") return { kind: "rejected", error: reviewerRejection(callId ?? heldItemId, toolName, heldItemId, out.state) };
      return { kind: "pending", reason: out.reason };
    } catch (err) {
      if (isGroundcheckApiError(err) && err.code === "hash_mismatch") throw new GroundcheckSdkError("hash_mismatch", err.message, { held_item_id: heldItemId });
      throw err;
    }
  }
}
