import { z } from "zod";
import { AppError, defineAction } from "../auth/define-action";
import { decideHeldItem } from "./decide-held-item";
import { recheckPayload } from "./recheck-payload";
import { claimLease, releaseLease } from "./claim-lease";
import { claimNextItem } from "./claim-next-item";
import { reassignHeldItem } from "./reassign-held-item";
import { queueParams } from "./queue-params";
import { DECISIONS, HELD_STATUS_LIST, decisionInput } from "./decisions";

// Review actions, each declaring its permission once. The "use server" wrappers in
// app/(console)/queue/actions.ts pass the session's actor; server tests pass a made-up one.
// decideHeldItem and claimLease also check the item's status (escalated items need
// escalations:decide), so the declared permission is the floor, not the whole rule.

const id = z.string().trim().min(1, "Which item? The id is missing.").max(64, "That is not a held item id.");
/** The status the decision panel was rendered with (the console always sends it). */
const seenStatus = z.enum(HELD_STATUS_LIST).optional();

/** A decision on one item: the table's decision schema plus which item and what the page showed. */
export const decideInput = z.object({ id, seenStatus }).and(decisionInput);

export const decideAction = defineAction({
  permission: "queue:decide",
  input: decideInput,
  run: ({ actor, db }, { id: itemId, ...decision }) => decideHeldItem(db, actor, itemId, decision),
  successMessage: (out) => DECISIONS[out.decision.action].success,
});

/** Re-checks an edit without deciding: the reviewer sees the new verdict before approving it. */
export const recheckAction = defineAction({
  permission: "queue:decide",
  input: z.object({ id, payload: z.unknown() }),
  run: async ({ actor, db }, input) => {
    const exists = await db.heldItem.findUnique({ where: { id: input.id }, select: { id: true } });
    if (!exists) throw new AppError("not_found", "No such held item.");
    return recheckPayload(db, input.id, input.payload, { reviewer: actor });
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
