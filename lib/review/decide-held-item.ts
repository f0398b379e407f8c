import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { can } from "../auth/permissions";
import { AppError } from "../errors";
import { payloadHash } from "../agent-api/payload-hash";
import { queueDecisionWebhook } from "../agent-api/deliver-webhook";
import { queueAnswerKeyMix } from "../answer-key/queue-answer-key-mix";
import { recheckPayload, type Recheck } from "./recheck-payload";
import { recordClaimOutcomes } from "./record-claim-outcomes";

export type DecisionInput = (
  | { action: "approve"; note?: string }
  | { action: "edit"; note: string; payload: unknown }
  | { action: "escalate"; note: string }
) & {
  /** The status the decider's page showed. When the item has moved on since, the decision is refused. */
  seenStatus?: string;
};

const changedSinceOpened = (status: string) =>
  new AppError("conflict", `This item changed since you opened it: it is now ${status}. Your decision was not recorded; reload to see the new state.`, { status, changed: true });

/**
 * Records a person's decision on a held item. Exactly one decision wins when two people act at
 * once: the status change is a conditional update (still undecided, and not leased to someone
 * else), and the loser gets a conflict naming who decided. An edit is re-checked first and can
 * only be approved when the guard now allows it.
 */
export async function decideHeldItem(db: DbClient, actor: Actor, heldItemId: string, input: DecisionInput) {
  const item = await db.heldItem.findUnique({ where: { id: heldItemId }, select: { id: true, status: true, payload: true, payloadHash: true, runId: true } });
  if (!item) throw new AppError("not_found", "No such held item.");
  // What the decider saw: an escalation (or any decision) that landed after the page rendered
  // must not be overruled by someone who never saw it.
  if (input.seenStatus !== undefined && input.seenStatus !== item.status) throw changedSinceOpened(item.status);
  const decidable = item.status === "pending" ? "queue:decide" : item.status === "escalated" ? "escalations:decide" : null;
  if (!decidable) throw new AppError("conflict", `This item was already decided (${item.status}): your decision was not recorded.`);
  if (!can(actor.role, decidable)) {
    throw new AppError("forbidden", item.status === "escalated" ? "Only managers decide escalated items." : `Your role (${actor.role}) cannot decide held items.`);
  }
  if (input.action !== "approve" && !input.note?.trim()) throw new AppError("invalid_input", `A note is required to ${input.action}.`);
  if (input.action === "escalate" && item.status === "escalated") throw new AppError("conflict", "This item is already escalated.");

  let recheck: Recheck | null = null;
  let approved: { payload: unknown; hash: string } | null = null;
  if (input.action === "approve") approved = { payload: item.payload, hash: item.payloadHash };
  if (input.action === "edit") {
    recheck = await recheckPayload(db, heldItemId, input.payload);
    if (recheck.decision !== "allow" && recheck.decision !== "pass") {
      throw new AppError("unprocessable", `The edited version is not allowed: ${recheck.message}`, { recheck });
    }
    approved = { payload: input.payload, hash: payloadHash(input.payload) };
  }
  const status = input.action === "approve" ? "approved" : input.action === "edit" ? "edited" : "escalated";
  const now = new Date();

  const decided = await db.$transaction(async (tx) => {
    // The guard against double decisions: only an item still in the state we read, and not
    // leased to someone else, changes. Zero rows changed means someone got there first.
    const res = await tx.heldItem.updateMany({
      where: {
        id: heldItemId,
        status: item.status,
        OR: [{ leaseHolderId: null }, { leaseHolderId: actor.id }, { leaseExpiresAt: { lt: now } }],
      },
      data: {
        status,
        decidedAt: status === "escalated" ? undefined : now,
        approvedPayload: approved ? (approved.payload as object) : undefined,
        approvedHash: approved?.hash,
        leaseHolderId: null,
        leaseExpiresAt: null,
        assigneeId: status === "escalated" ? null : undefined,
      },
    });
    if (res.count === 0) return null;
    const decision = await tx.decision.create({
      data: {
        heldItemId,
        actorId: actor.id,
        action: input.action,
        note: input.note?.trim() || null,
        editedPayload: input.action === "edit" ? (input.payload as object) : undefined,
        editedHash: input.action === "edit" ? approved?.hash : undefined,
        recheck: recheck ? (recheck as object) : undefined,
      },
    });
    // Verifier precision: a held reply let out as it was is a likely false alarm (issue 10).
    if (status !== "escalated") await recordClaimOutcomes(tx, { heldItemId, decidedAt: now, unchanged: approved?.hash === item.payloadHash });
    await recordAuditEvent(tx, {
      actor,
      action: `held_item.${input.action}`,
      target: { type: "held_item", id: heldItemId },
      details: { from: item.status, to: status, note: input.note ?? null, run: item.runId },
    });
    // Background work commits with the decision: the agent's webhook, and the answer-key mix (a
    // known item whose source was just decided can now go in).
    if (status !== "escalated") await queueDecisionWebhook(tx, heldItemId);
    await queueAnswerKeyMix(tx);
    return decision;
  });

  if (!decided) {
    const now2 = await db.heldItem.findUnique({ where: { id: heldItemId }, select: { status: true, leaseHolderId: true, leaseExpiresAt: true, decisions: { orderBy: { createdAt: "desc" }, take: 1, select: { actorId: true } } } });
    const by = now2?.decisions[0]?.actorId;
    const who = by ? await db.user.findUnique({ where: { id: by }, select: { name: true } }) : null;
    if (now2 && now2.status !== item.status && input.seenStatus !== undefined) throw changedSinceOpened(now2.status);
    if (now2 && now2.status !== item.status) throw new AppError("conflict", `Someone else decided this item first${who ? ` (${who.name})` : ""}: it is now ${now2.status}. Your decision was not recorded.`);
    throw new AppError("conflict", "Another reviewer holds the lease on this item. Your decision was not recorded.");
  }
  return { id: heldItemId, status, decision: decided, recheck };
}
