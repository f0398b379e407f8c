/**
 * Local mode's review queue: held tool calls and replies kept in memory, decided in-process by the
 * app (its own approval UI, a CLI prompt, a test) through `decide`. A decision wakes every waiter at
 * once; release is single-use, as on the server.
 */
import { payloadHash } from "../../client/payload-hash";
import type { HeldItemState, ModelFacingError } from "../../client/types";
import type { DecisionOutcome } from "./backend";
import { GroundcheckSdkError } from "./errors";
import { reviewerRejection } from "./backend";

export type LocalDecision =
  | { action: "approve"; note?: string }
  | { action: "edit"; payload: unknown; note: string }
  | { action: "reject"; note: string }
  | { action: "escalate"; note: string };

export interface LocalHeldItem {
  id: string;
  kind: "write" | "reply";
  toolName: string | null;
  callId: string | null;
  /** What was checked: the call's arguments, or `{ text }` for a reply. */
  payload: unknown;
  payloadHash: string;
  reason: string;
  status: "pending" | "approved" | "edited" | "rejected" | "escalated" | "released";
  approved?: { payload: unknown; payloadHash: string };
  decision: { action: string; note: string | null; at: string } | null;
}

export class LocalReviewQueue {
  private items = new Map<string, LocalHeldItem>();
  private waiters = new Map<string, Array<() => void>>();
  private seq = 0;

  constructor(private readonly recheckEdit: (item: LocalHeldItem, payload: unknown) => ModelFacingError | null) {}

  async hold(input: Omit<LocalHeldItem, "id" | "status" | "decision" | "payloadHash">): Promise<LocalHeldItem> {
    const item: LocalHeldItem = { ...input, id: `local_held_${++this.seq}`, status: "pending", decision: null, payloadHash: await payloadHash(input.payload) };
    this.items.set(item.id, item);
    return item;
  }

  /** Every held item not decided yet, oldest first. */
  pending(): LocalHeldItem[] {
    return [...this.items.values()].filter((i) => i.status === "pending" || i.status === "escalated");
  }

  get(id: string): LocalHeldItem | undefined {
    return this.items.get(id);
  }

  /** A person's decision. An edit is re-checked first (as the console does) and refused if the guard would reject it. */
  async decide(id: string, decision: LocalDecision): Promise<LocalHeldItem> {
    const item = this.items.get(id);
    if (!item) throw new GroundcheckSdkError("invalid_decision", `No held item ${id} in this session.`);
    if (item.status !== "pending" && item.status !== "escalated") throw new GroundcheckSdkError("invalid_decision", `Held item ${id} is ${item.status} already.`);
    const at = new Date().toISOString();
    if (decision.action === "edit") {
      const refused = this.recheckEdit(item, decision.payload);
      if (refused) throw new GroundcheckSdkError("invalid_decision", `The edited version cannot be approved: ${refused.code}: ${refused.message}`, { error: refused });
      item.approved = { payload: structuredClone(decision.payload), payloadHash: await payloadHash(decision.payload) };
      item.status = "edited";
    } else if (decision.action === "approve") {
      item.approved = { payload: item.payload, payloadHash: item.payloadHash };
      item.status = "approved";
    } else {
      item.status = decision.action === "reject" ? "rejected" : "escalated";
    }
    item.decision = { action: decision.action, note: "note" in decision ? (decision.note ?? null) : null, at };
    for (const wake of this.waiters.get(id) ?? []) wake();
    this.waiters.delete(id);
    return item;
  }

  /** Waits (at most `waitMs`) for a decision; releases an approved item once. */
  async waitForDecision(id: string, waitMs: number): Promise<DecisionOutcome> {
    const item = this.items.get(id);
    if (!item) throw new GroundcheckSdkError("invalid_decision", `No held item ${id} in this session.`);
    if ((item.status === "pending" || item.status === "escalated") && waitMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        const list = this.waiters.get(id) ?? [];
        list.push(() => {
          clearTimeout(timer);
          resolve();
        });
        this.waiters.set(id, list);
      });
    }
    return this.outcome(item, waitMs);
  }

  private outcome(item: LocalHeldItem, waitMs: number): DecisionOutcome {
    if (item.status === "released") return { kind: "already_released", releasedAt: item.decision?.at ?? null };
    if (item.status === "rejected") return { kind: "rejected", error: reviewerRejection(item.callId ?? item.id, item.toolName, item.id, item as Pick<HeldItemState, "decision">) };
    if (item.status === "approved" || item.status === "edited") {
      item.status = "released";
      return { kind: "released", payload: structuredClone(item.approved!.payload), payloadHash: item.approved!.payloadHash };
    }
    return { kind: "pending", reason: item.status === "escalated" ? "escalated" : waitMs > 0 ? "timed_out" : "still_held" };
  }
}
