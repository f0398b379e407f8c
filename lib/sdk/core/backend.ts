/**
 * What an adapter needs from Groundcheck, whichever mode: record the conversation, check a tool
 * call, check a reply, wait for a person's decision on a held item. Local mode answers from the
 * embedded engines (local-backend.ts), remote mode from the agent API (remote-backend.ts); both
 * answer in the agent API's shapes, so the adapters never tell them apart.
 */
import type { AgentMessage, HeldItemState, ModelFacingError, ReplyCheck, ToolCall, ToolCallCheck } from "../../client/types";

export interface RecordedEvent {
  id: string;
  message: AgentMessage;
}

export type DecisionOutcome =
  /** Approved or edited, and released: exactly these arguments (or reply text) may be used. */
  | { kind: "released"; payload: unknown; payloadHash: string }
  /** A reviewer rejected it and sent it back: the reason, as the error the model sees. */
  | { kind: "rejected"; error: ModelFacingError }
  | { kind: "pending"; reason: "still_held" | "timed_out" | "escalated" }
  /** Released before (an earlier attempt or another instance): never used twice. */
  | { kind: "already_released"; releasedAt: string | null };

export interface GuardBackend {
  readonly mode: "local" | "remote";
  append(events: RecordedEvent[]): Promise<void>;
  checkToolCall(call: ToolCall): Promise<ToolCallCheck>;
  checkReply(text: string): Promise<ReplyCheck>;
  waitForDecision(heldItemId: string, waitMs: number, toolName: string | null, callId?: string): Promise<DecisionOutcome>;
}

/** The status a reviewer's "reject and send back" leaves on a held item (issue: reject decision). */
export const REJECTED_STATUS = "rejected";

/** The model-facing error of a call a reviewer rejected, with the reviewer's reason. */
export function reviewerRejection(callId: string, toolName: string | null, heldItemId: string, state: Pick<HeldItemState, "decision">): ModelFacingError {
  const reason = state.decision?.note ?? "no reason given";
  return {
    tool_use_id: callId,
    is_error: true,
    code: "rejected_by_reviewer",
    message: `A reviewer rejected ${toolName ?? "this"}${toolName ? " call" : ""} and it has not run. Their reason: ${reason}. Correct it and try again, or tell the customer.`,
    retry: "fix_and_retry",
    details: { held_item_id: heldItemId, reason },
  };
}
