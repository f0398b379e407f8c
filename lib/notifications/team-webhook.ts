import { z } from "zod";
import { recordAuditEvent, type DbClient, type DbTx } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { enqueueJob } from "../jobs/enqueue-job";
import { NOTIFICATION_KINDS, type NotificationKind } from "./notification-kinds";

/** The team's outgoing webhook lives in one setting: the console is one team. */
export const TEAM_WEBHOOK_SETTING = "notifications.team_webhook";

export const teamWebhookInput = z.object({
  url: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z
      .string()
      .trim()
      .max(2000, "The address is too long.")
      .refine((u) => /^https?:\/\/[^\s/]+/i.test(u) && URL.canParse(u), "Enter a full address, starting with https://")
      .nullable(),
  ),
});

export async function getTeamWebhook(db: DbClient | DbTx): Promise<string | null> {
  const row = await db.setting.findUnique({ where: { key: TEAM_WEBHOOK_SETTING } });
  const url = (row?.value as { url?: unknown } | null)?.url;
  return typeof url === "string" && url ? url : null;
}

/** A manager sets (or clears, with null) where the team's notifications are also POSTed. Audited. */
export async function setTeamWebhook(db: DbClient, actor: Actor, url: string | null) {
  return db.$transaction(async (tx) => {
    await tx.setting.upsert({ where: { key: TEAM_WEBHOOK_SETTING }, create: { key: TEAM_WEBHOOK_SETTING, value: { url }, updatedById: actor.id }, update: { value: { url }, updatedById: actor.id } });
    await recordAuditEvent(tx, { actor, action: "settings.team_webhook", target: { type: "setting", id: TEAM_WEBHOOK_SETTING }, details: { set: url !== null } });
    return { url };
  });
}

/** The Slack-compatible body (`text` plus one section block), what Slack, Mattermost and most chat incoming webhooks take. */
export function slackBody(event: { kind: NotificationKind; itemId: string; text: string }, baseUrl: string) {
  const link = `${baseUrl.replace(/\/$/, "")}/queue/${encodeURIComponent(event.itemId)}`;
  const text = `${NOTIFICATION_KINDS[event.kind].label}: ${event.text} <${link}|Open the item>`;
  return { text, blocks: [{ type: "section", text: { type: "mrkdwn", text } }] };
}

/** Queues one delivery of a notification to the team webhook, with the notification's transaction. */
export async function queueTeamWebhook(tx: DbClient | DbTx, event: { kind: NotificationKind; itemId: string; text: string; recipients: string[] }) {
  const url = await getTeamWebhook(tx);
  if (!url) return false;
  const body = slackBody(event, process.env.NEXTAUTH_URL ?? "http://localhost:3000");
  await enqueueJob(tx, { kind: "team_webhook.deliver", payload: { url, body } });
  return true;
}

/** One attempt (the team_webhook.deliver job): a non-2xx or no answer throws, so the job retries with backoff. */
export async function deliverTeamWebhook(payload: unknown): Promise<void> {
  const { url, body } = (payload ?? {}) as { url?: unknown; body?: unknown };
  if (typeof url !== "string" || !url) throw new AppError("invalid_input", "team webhook job without a url");
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(5000), redirect: "manual" });
  await res.body?.cancel().catch(() => {});
  if (res.status < 200 || res.status >= 300) throw new Error(`The team webhook answered HTTP ${res.status}.`);
}
