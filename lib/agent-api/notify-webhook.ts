import { createHmac } from "node:crypto";
import type { DbClient } from "../db";

/**
 * Signature of a webhook body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the
 * agent's webhook secret. Receivers recompute it and reject old timestamps (replays).
 */
export function signWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/**
 * Tells the agent's webhook (if it has one) that a held item was decided. Best effort with a short
 * timeout: the long-poll endpoint remains the source of truth, so a failed delivery loses nothing.
 */
export async function notifyDecision(db: DbClient, heldItemId: string): Promise<void> {
  const item = await db.heldItem.findUnique({
    where: { id: heldItemId },
    select: { id: true, status: true, approvedHash: true, decidedAt: true, runId: true, check: { select: { callId: true, run: { select: { agent: { select: { webhookUrl: true, webhookSecret: true } } } } } } },
  });
  const agent = item?.check.run.agent;
  if (!item || !agent?.webhookUrl || !agent.webhookSecret) return;
  // Answer key (issue 7): decisions on known items are for measuring reviewers; no agent hears of them.
  if (await db.answerKeyItem.findUnique({ where: { heldItemId: item.id }, select: { id: true } })) return;
  const body = JSON.stringify({ type: "held_item.decided", held_item_id: item.id, run_id: item.runId, call_id: item.check.callId, status: item.status, payload_hash: item.approvedHash, decided_at: item.decidedAt });
  try {
    await fetch(agent.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-groundcheck-signature": signWebhook(agent.webhookSecret, body) },
      body,
      signal: AbortSignal.timeout(5000),
    });
  } catch (err) {
    console.warn(`[groundcheck] webhook for held item ${item.id} failed: ${(err as Error).message}`);
  }
}
