import type { DbClient, DbTx } from "../db";
import type { Actor } from "../auth/actor";
import { can } from "../auth/permissions";
import type { NotificationKind } from "./notification-kinds";
import { queueTeamWebhook } from "./team-webhook";

export interface ItemRef {
  id: string;
  kind: "write" | "reply";
  toolName: string | null;
}

const what = (item: ItemRef) => (item.kind === "reply" ? "a held reply" : `a held ${item.toolName ?? "call"}`);
const quote = (s: string, max = 140) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * Writes notifications for people (never for the actor themselves), in the caller's transaction
 * so they commit with what caused them, and queues the team's outgoing webhook, if one is set.
 */
export async function notify(tx: DbClient | DbTx, actor: Actor, kind: NotificationKind, item: ItemRef, userIds: string[], text: string) {
  const to = [...new Set(userIds)].filter((id) => id !== actor.id);
  if (to.length === 0) return 0;
  await tx.notification.createMany({ data: to.map((userId) => ({ userId, kind, heldItemId: item.id, actorId: actor.id, text })) });
  await queueTeamWebhook(tx, { kind, itemId: item.id, text, recipients: to });
  return to.length;
}

/** An escalation goes to every active person who decides escalations. */
export async function notifyEscalated(tx: DbClient | DbTx, actor: Actor, item: ItemRef, note: string) {
  const people = await tx.user.findMany({ where: { active: true, role: { in: ["manager", "admin"] } }, select: { id: true, role: true } });
  const deciders = people.filter((p) => can(p.role, "escalations:decide")).map((p) => p.id);
  return notify(tx, actor, "escalated", item, deciders, `${actor.name} escalated ${what(item)}: “${quote(note)}”`);
}

/** An item assigned to someone tells them. */
export async function notifyAssigned(tx: DbClient | DbTx, actor: Actor, item: ItemRef, assigneeId: string) {
  return notify(tx, actor, "assigned", item, [assigneeId], `${actor.name} assigned you ${what(item)}`);
}

/** A comment tells the people it mentions. */
export async function notifyMentioned(tx: DbClient | DbTx, actor: Actor, item: ItemRef, userIds: string[], body: string) {
  return notify(tx, actor, "mentioned", item, userIds, `${actor.name} mentioned you on ${what(item)}: “${quote(body)}”`);
}
