import type { DbClient, DbTx } from "../db";
import { enqueueJob } from "../jobs/enqueue-job";
import { rejectionFor } from "../review/decisions";

/**
 * Queues the "held item decided" webhook for the item's agent, if it has one, in the caller's
 * transaction: the decision and its delivery commit together. Answer-key items (issue 7) are for
 * measuring reviewers: no agent hears of them.
 */
export async function queueDecisionWebhook(tx: DbClient | DbTx, heldItemId: string): Promise<string | null> {
  const item = await tx.heldItem.findUnique({
    where: { id: heldItemId },
    select: {
      id: true,
      status: true,
      kind: true,
      toolName: true,
      approvedHash: true,
      decidedAt: true,
      runId: true,
      check: { select: { callId: true, run: { select: { agent: { select: { id: true, webhookUrl: true, webhookSecret: true, policy: true } } } } } },
      decisions: { orderBy: { createdAt: "desc" }, take: 1, select: { note: true, instead: true, createdAt: true } },
    },
  });
  const agent = item?.check.run.agent;
  if (!item || !agent?.webhookUrl || !agent.webhookSecret) return null;
  if (await tx.answerKeyItem.findUnique({ where: { heldItemId: item.id }, select: { id: true } })) return null;
  // A rejection carries the model-facing error (the reviewer's reason, what to do instead), as the long-poll does.
  const last = item.decisions[0];
  const escalationTool = (agent.policy as { escalationTool?: unknown } | null)?.escalationTool;
  const rejection = item.status === "rejected" && last ? rejectionFor(item, { note: last.note, instead: last.instead, at: last.createdAt }, typeof escalationTool === "string" ? escalationTool : null) : undefined;
  const body = JSON.stringify({ type: "held_item.decided", held_item_id: item.id, run_id: item.runId, call_id: item.check.callId, status: item.status, payload_hash: item.approvedHash, decided_at: item.decidedAt, ...(rejection ? { rejection } : {}) });
  const delivery = await tx.webhookDelivery.create({ data: { agentId: agent.id, heldItemId: item.id, event: "held_item.decided", body, nextAttemptAt: new Date() }, select: { id: true } });
  await enqueueJob(tx, { kind: "webhook.deliver", payload: { deliveryId: delivery.id } });
  return delivery.id;
}
