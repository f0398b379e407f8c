import { createHmac } from "node:crypto";
import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { backoffSeconds } from "../jobs/job-kinds";
import { enqueueJob } from "../jobs/enqueue-job";
import type { Attempt } from "../jobs/run-job";

/**
 * Signature of a webhook body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the
 * agent's webhook secret. Receivers recompute it and reject old timestamps (replays).
 */
export function signWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/**
 * One delivery attempt (the webhook.deliver job): POSTs the stored body, signed now, with the
 * delivery id in `x-groundcheck-delivery` so a receiver can drop a repeat (a retry after a lost
 * response). A 2xx is delivered; anything else is recorded on the delivery and thrown, so the job
 * is retried with backoff until its attempts run out, when the delivery is marked failed.
 */
export async function deliverWebhook(db: DbClient, deliveryId: string, attempt: Attempt): Promise<void> {
  const d = await db.webhookDelivery.findUnique({ where: { id: deliveryId } });
  if (!d || d.status === "delivered") return;
  const agent = await db.agent.findUnique({ where: { id: d.agentId }, select: { webhookUrl: true, webhookSecret: true } });
  let statusCode: number | null = null;
  let error: string | null = null;
  if (!agent?.webhookUrl || !agent.webhookSecret) error = "The agent has no webhook URL any more.";
  else {
    try {
      const res = await fetch(agent.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "x-groundcheck-signature": signWebhook(agent.webhookSecret, d.body), "x-groundcheck-delivery": d.id, "x-groundcheck-event": d.event },
        body: d.body,
        signal: AbortSignal.timeout(5000),
        redirect: "manual",
      });
      statusCode = res.status;
      await res.body?.cancel().catch(() => {});
      if (res.status < 200 || res.status >= 300) error = `The receiver answered HTTP ${res.status}.`;
    } catch (err) {
      error = `No answer: ${(err as Error).message}`;
    }
  }
  const now = new Date();
  const last = attempt.attempt >= attempt.maxAttempts;
  await db.webhookDelivery.update({
    where: { id: d.id },
    data: {
      attempts: { increment: 1 },
      lastStatusCode: statusCode,
      lastError: error,
      lastAttemptAt: now,
      status: error ? (last ? "failed" : "pending") : "delivered",
      deliveredAt: error ? null : now,
      nextAttemptAt: error && !last ? new Date(now.getTime() + backoffSeconds(attempt.attempt) * 1000) : null,
    },
  });
  if (error) throw new Error(error);
}

/** Sends a delivery again (an admin's "Redeliver"): a fresh job with a fresh set of attempts. */
export async function redeliverWebhook(db: DbClient, actor: Actor, deliveryId: string) {
  return db.$transaction(async (tx) => {
    const d = await tx.webhookDelivery.updateMany({ where: { id: deliveryId }, data: { status: "pending", nextAttemptAt: new Date() } });
    if (d.count === 0) throw new AppError("not_found", "No such webhook delivery.");
    await enqueueJob(tx, { kind: "webhook.deliver", payload: { deliveryId } });
    const row = await tx.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId }, select: { id: true, agentId: true, event: true } });
    await recordAuditEvent(tx, { actor, action: "webhook.redeliver", target: { type: "webhook_delivery", id: row.id }, details: { agent: row.agentId, event: row.event } });
    return row;
  });
}

/** The latest deliveries of an agent, newest first, for its admin page. */
export async function listWebhookDeliveries(db: DbClient, agentId: string, take = 50) {
  return db.webhookDelivery.findMany({
    where: { agentId },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, event: true, heldItemId: true, status: true, attempts: true, lastStatusCode: true, lastError: true, lastAttemptAt: true, nextAttemptAt: true, deliveredAt: true, createdAt: true },
  });
}
