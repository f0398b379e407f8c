import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { can } from "../auth/permissions";
import { AppError } from "../errors";
import { payloadHash } from "../held-items/payload-hash";
import { queueDecisionWebhook } from "../held-items/queue-decision-webhook";
import { queueAnswerKeyMix } from "../answer-key/queue-answer-key-mix";
import { notifyEscalated } from "../notifications/notify";
import { DECISIONS, noteRequired, permissionFor, type DecisionInput as TableInput } from "./decisions";
import { recheckPayload, type Recheck } from "./recheck-payload";
import { recordClaimOutcomes } from "./record-claim-outcomes";
import { reasonLabel } from "./held-reasons";

export type DecisionInput = TableInput & {
  /** The status the decider's page showed. When the item has moved on since, the decision is refused. */
  seenStatus?: string;
};

const changedSinceOpened = (status: string) =>
  new AppError("conflict", `This item changed since you opened it: it is now ${status}. Your decision was not recorded; reload to see the new state.`, { status, changed: true });

/**
 * Records a person's decision on a held item, by the rules of the decision table (lib/review/
 * decisions.ts): who may take it in this status, whether a note is required, the status it leads
 * to. Exactly one decision wins when two people act at once: the status change is a conditional
 * update (still undecided, and not leased to someone else), and the loser gets a conflict naming
 * who decided. An edit is re-checked first and can only be approved when the guard now allows it.
 */
export async function decideHeldItem(db: DbClient, actor: Actor, heldItemId: string, input: DecisionInput) {
  const item = await db.heldItem.findUnique({ where: { id: heldItemId }, select: { id: true, status: true, payload: true, payloadHash: true, runId: true, reasonCodes: true, kind: true, toolName: true } });
  if (!item) throw new AppError("not_found", "No such held item.");
  // What the decider saw: an escalation (or any decision) that landed after the page rendered
  // must not be overruled by someone who never saw it.
  if (input.seenStatus !== undefined && input.seenStatus !== item.status) throw changedSinceOpened(item.status);
  const rule = DECISIONS[input.action];
  if (item.status !== "pending" && item.status !== "escalated") throw new AppError("conflict", `This item was already decided (${item.status}): your decision was not recorded.`);
  const permission = permissionFor(input.action, item.status);
  if (!permission) throw new AppError("conflict", `This item is already ${item.status}: it cannot be ${rule.past} now.`);
  if (!can(actor.role, permission)) {
    throw new AppError("forbidden", item.status === "escalated" ? "Only managers decide escalated items." : `Your role (${actor.role}) cannot decide held items.`);
  }
  const note = input.note?.trim() ?? "";
  if (noteRequired(input.action, item.reasonCodes.length > 0) && !note) {
    throw new AppError(
      "invalid_input",
      rule.note === "over_findings" ? `Approving over a finding (${item.reasonCodes.map(reasonLabel).join(", ")}) needs a reason: say why it may go out as it is.` : `A note is required to ${input.action}.`,
      { field: "note" },
    );
  }

  let recheck: Recheck | null = null;
  let approved: { payload: unknown; hash: string } | null = null;
  if (input.action === "approve") approved = { payload: item.payload, hash: item.payloadHash };
  if (input.action === "edit") {
    recheck = await recheckPayload(db, heldItemId, input.payload, { reviewer: actor });
    if (recheck.decision !== "allow" && recheck.decision !== "pass") {
      throw new AppError("unprocessable", `The edited version is not allowed: ${recheck.message}`, { recheck });
    }
    approved = { payload: input.payload, hash: payloadHash(input.payload) };
  }
  const status = rule.leads;
  const final = status !== "escalated";
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
        decidedAt: final ? now : undefined,
        approvedPayload: approved ? (approved.payload as object) : undefined,
        approvedHash: approved?.hash,
        leaseHolderId: null,
        leaseExpiresAt: null,
        assigneeId: status === "escalated" ? null : undefined,
      },
    });
    if (res.count === 0) return null;
    const instead = input.action === "reject" ? input.instead?.trim() || null : null;
    const citedClauses = recheck?.retrievedByReviewer?.map((c) => c.key) ?? [];
    const decision = await tx.decision.create({
      data: {
        heldItemId,
        actorId: actor.id,
        action: input.action,
        note: note || null,
        instead,
        citedClauses,
        editedPayload: input.action === "edit" ? (input.payload as object) : undefined,
        editedHash: input.action === "edit" ? approved?.hash : undefined,
        recheck: recheck ? (recheck as object) : undefined,
      },
    });
    // Verifier precision: a held reply let out as it was is a likely false alarm (issue 10).
    if (final) await recordClaimOutcomes(tx, { heldItemId, decidedAt: now, unchanged: approved?.hash === item.payloadHash });
    await recordAuditEvent(tx, {
      actor,
      action: `held_item.${input.action}`,
      target: { type: "held_item", id: heldItemId },
      details: { from: item.status, to: status, note: note || null, run: item.runId, ...(instead ? { instead } : {}), ...(citedClauses.length ? { retrieved_by_reviewer: citedClauses } : {}) },
    });
    // Background work commits with the decision: the agent's webhook, and the answer-key mix (a
    // known item whose source was just decided can now go in).
    if (final) await queueDecisionWebhook(tx, heldItemId);
    else await notifyEscalated(tx, actor, { id: heldItemId, kind: item.kind, toolName: item.toolName }, note);
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
