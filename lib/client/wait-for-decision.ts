import { GroundcheckApiError, isGroundcheckApiError } from "./groundcheck-api-error";
import type { GroundcheckApi } from "./create-groundcheck-client";
import { payloadHash } from "./payload-hash";
import type { HeldItemRejection, HeldItemState } from "./types";

export type HeldOutcome =
  | { decided: true; payload: unknown; payloadHash: string; state: HeldItemState }
  | { decided: false; reason: "still_held" | "timed_out" | "escalated"; state: HeldItemState }
  /** Released before (by this agent's earlier attempt or another instance): already done, never run again. */
  | { decided: false; reason: "already_released"; state: HeldItemState; releasedAt: string | null }
  /** A person rejected it: nothing is released, the call never runs; `rejection` says why and what to do instead. */
  | { decided: false; reason: "rejected"; state: HeldItemState; rejection: HeldItemRejection };

/** The rejection of a state, when a person rejected the item (an older server: built from the decision note). */
function rejectionOf(state: HeldItemState): HeldItemRejection | null {
  if (state.status !== "rejected") return null;
  if (state.rejection) return state.rejection;
  const wrong = state.decision?.note ?? "A person declined it.";
  return { code: "rejected_by_reviewer", message: `A person reviewed it and rejected it. What was wrong: ${wrong}`, retry: "do_not_retry", what_was_wrong: wrong, what_to_do_instead: "Do not try it again as it was.", rejected_at: state.decision?.at ?? "" };
}

/**
 * Long-polls a held item until a person decides it or `waitMs` is up (each poll at most 30 s, as
 * the server allows), then releases it and checks that the released payload hashes to what was
 * approved. An item still undecided at the deadline is reported, never released; a rejected one
 * comes back with the reviewer's reason, never released. Release is
 * single-use: an item released before comes back as `already_released`, so a retry never runs the
 * approved call a second time.
 */
export async function waitForDecision(client: GroundcheckApi, heldItemId: string, waitMs: number): Promise<HeldOutcome> {
  const deadline = Date.now() + Math.max(0, waitMs);
  let state = await client.getHeldItem(heldItemId, 0);
  while (!state.decided && state.status !== "rejected") {
    const left = deadline - Date.now();
    if (left < 1000) break;
    state = await client.getHeldItem(heldItemId, Math.min(30, Math.floor(left / 1000)));
  }
  const rejection = rejectionOf(state);
  if (rejection) return { decided: false, reason: "rejected", state, rejection };
  if (!state.decided) {
    return { decided: false, reason: state.status === "escalated" ? "escalated" : waitMs > 0 ? "timed_out" : "still_held", state };
  }
  let released;
  try {
    released = await client.releaseHeldItem(heldItemId);
  } catch (err) {
    if (isGroundcheckApiError(err) && err.code === "already_released") {
      return { decided: false, reason: "already_released", state, releasedAt: (err.details?.released_at as string | undefined) ?? null };
    }
    throw err;
  }
  const actual = await payloadHash(released.payload);
  if (actual !== released.payload_hash || (state.approved_hash && actual !== state.approved_hash)) {
    throw new GroundcheckApiError(0, "hash_mismatch", `The released payload of held item ${heldItemId} hashes to ${actual}, not to the approved ${state.approved_hash ?? released.payload_hash}. Nothing was run.`);
  }
  return { decided: true, payload: released.payload, payloadHash: actual, state };
}
