/** The reply check's outcome as provider metadata (`providerMetadata.groundcheck`), for generate and stream alike. */
import type { ReplyOutcome } from "../core/session";

export interface ReplyMetadata {
  [key: string]: string | null;
  outcome: ReplyOutcome["outcome"];
  verdict: string | null;
  held_item_id: string | null;
  check_id: string | null;
}

export function replyMetadata(o: ReplyOutcome): ReplyMetadata {
  return {
    outcome: o.outcome,
    verdict: o.outcome === "unavailable" ? null : o.outcome === "held" ? o.verdict : o.check.verdict,
    held_item_id: o.outcome === "held" ? o.heldItemId : null,
    check_id: o.outcome === "unavailable" ? null : o.check.check_id,
  };
}
