import { z } from "zod";
import { AppError, defineAction } from "../auth/define-action";
import { decideHeldItem } from "./decide-held-item";
import { recheckPayload } from "./recheck-payload";
import { claimLease, releaseLease } from "./claim-lease";
import { claimNextItem } from "./claim-next-item";
import { reassignHeldItem } from "./reassign-held-item";
import { HELD_STATUSES, queueParams } from "./queue-params";

// Review actions, each declaring its permission once. The "use server" wrappers in
// app/(console)/queue/actions.ts pass the session's actor; server tests pass a made-up one.
// decideHeldItem and claimLease also check the item's status (escalated items need
// escalations:decide), so the declared permission is the floor, not the whole rule.

const id = z.string().trim().min(1).max(64);
const note = z.string().trim().max(2000).optional();
/** The status the decision panel was rendered with (the console always sends it). */
const seenStatus = z.enum(HELD_STATUSES).optional();

export const decideInput = z.discriminatedUnion("action", [
  z.object({ id, seenStatus, action: z.literal("approve"), note }),
  z.object({ id, seenStatus, action: z.literal("edit"), note: z.string().trim().min(1, "A note is required to edit.").max(2000), payload: z.unknown() }),
  z.object({ id, seenStatus, action: z.literal("escalate"), note: z.string().trim().min(1, "A note is required to escalate.").max(2000) }),
]);

export const decideAction = defineAction({
  permission: "queue:decide",
  input: decideInput,
  run: ({ actor, db }, { id: itemId, ...decision }) => decideHeldItem(db, actor, itemId, decision as Parameters<typeof decideHeldItem>[3]),
  successMessage: (out) => (out.status === "escalated" ? "Escalated to a manager." : out.status === "edited" ? "Edited version approved: it will be released." : "Approved: it will be released as checked."),
});

/** Re-checks an edit without deciding: the reviewer sees the new verdict before approving it. */
export const recheckAction = defineAction({
  permission: "queue:decide",
  input: z.object({ id, payload: z.unknown() }),
  run: async ({ db }, input) => {
    const exists = await db.heldItem.findUnique({ where: { id: input.id }, select: { id: true } });
    if (!exists) throw new AppError("not_found", "No such held item.");
    return recheckPayload(db, input.id, input.payload);
  },
});

export const claimLeaseAction = defineAction({
  permission: "queue:decide",
  input: z.object({ id }),
  run: ({ actor, db }, input) => claimLease(db, actor, input.id),
});

export const releaseLeaseAction = defineAction({
  permission: "queue:decide",
  input: z.object({ id }),
  run: ({ actor, db }, input) => releaseLease(db, actor, input.id),
});

export const claimNextAction = defineAction({
  permission: "queue:decide",
  input: queueParams,
  run: ({ actor, db }, filters) => claimNextItem(db, actor, filters),
});

export const reassignAction = defineAction({
  permission: "escalations:decide",
  input: z.object({ id, assigneeId: z.preprocess((v) => (v === "" ? null : v), z.string().max(64).nullable()) }),
  run: ({ actor, db }, input) => reassignHeldItem(db, actor, input.id, input.assigneeId),
  successMessage: (out) => (out.assignee ? `Assigned to ${out.assignee.name}.` : "Unassigned."),
});
