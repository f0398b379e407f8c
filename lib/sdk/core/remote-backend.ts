/**
 * Remote mode: the agent API through the typed client. The run is started on first use (or an
 * existing run id is used); every request is bounded (bounded-fetch.ts).
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
}

export class RemoteBackend implements GuardBackend {
  readonly mode = "remote" as const;
  readonly client: GroundcheckApi;
  private runId: Promise<string> | null;
  private readonly start: StartRunInput | null;

  constructor(options: RemoteOptions) {
    if (!options.baseUrl || !options.apiKey) throw new GroundcheckSdkError("invalid_options", "Remote mode needs baseUrl and apiKey (an agent API key, gck_…).");
    this.client = createGroundcheckClient({ baseUrl: options.baseUrl, apiKey: options.apiKey, fetch: boundedFetch(options) });
    this.start = "id" in options.run ? null : options.run;
    this.runId = "id" in options.run ? Promise.resolve(options.run.id) : null;
  }

  /** The run's id (starting it on first use). */
  run(): Promise<string> {
    this.runId ??= this.client.startRun(this.start!).then((r) => r.run_id);
    return this.runId;
  }

  async append(events: RecordedEvent[]): Promise<void> {
    if (events.length) await this.client.appendEvents(await this.run(), events);
  }

  checkToolCall(call: ToolCall): Promise<ToolCallCheck> {
    return this.run().then((id) => this.client.checkToolCall(id, call));
  }

  checkReply(text: string): Promise<ReplyCheck> {
    return this.run().then((id) => this.client.checkReply(id, text));
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
