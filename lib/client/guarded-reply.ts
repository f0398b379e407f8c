import type { GroundcheckApi } from "./create-groundcheck-client";
import type { HeldItemRejection, ReplyCheck } from "./types";
import { waitForDecision } from "./wait-for-decision";

export type GuardedReplyResult =
  | { outcome: "send"; text: string; check: ReplyCheck; released?: { heldItemId: string; payloadHash: string } }
  /** Not sent. `reason: "rejected"`: a person rejected the draft; `rejection` says why and what to write instead. */
  | { outcome: "held"; reason: "still_held" | "timed_out" | "escalated" | "rejected"; heldItemId: string; check: ReplyCheck; rejection?: HeldItemRejection }
  /** Released once before (a retry): that release sent it; do not send it again. */
  | { outcome: "already_released"; heldItemId: string; check: ReplyCheck };

/**
 * Checks a reply before it is sent. A grounded reply comes back to send; a held one waits (bounded)
 * for a person and comes back as exactly the approved or edited text, or as still held. The text
 * that is to be sent is appended to the run as the assistant's message (event `reply:<check id>`).
 */
export async function guardedReply(client: GroundcheckApi, text: string, options: { runId: string; waitForDecisionMs?: number }): Promise<GuardedReplyResult> {
  const check = await client.checkReply(options.runId, text);
  let send = text;
  let released: { heldItemId: string; payloadHash: string } | undefined;
  if (check.decision === "hold") {
    const heldItemId = check.held_item_id!;
    const decision = await waitForDecision(client, heldItemId, options.waitForDecisionMs ?? 0);
    if (!decision.decided) {
      if (decision.reason === "rejected") return { outcome: "held", reason: "rejected", heldItemId, check, rejection: decision.rejection };
      return decision.reason === "already_released" ? { outcome: "already_released", heldItemId, check } : { outcome: "held", reason: decision.reason, heldItemId, check };
    }
    send = String((decision.payload as { text?: unknown } | null)?.text ?? "");
    released = { heldItemId, payloadHash: decision.payloadHash };
  }
  await client.appendEvents(options.runId, [{ id: `reply:${check.check_id}`, message: { role: "assistant", content: send } }]);
  return { outcome: "send", text: send, check, ...(released ? { released } : {}) };
}
