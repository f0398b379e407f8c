import { getPrisma, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { can } from "../auth/permissions";
import { countUnread, listNotifications } from "./list-notifications";
import { NOTIFICATION_KINDS, type NotificationKind } from "./notification-kinds";
import { getTeamWebhook } from "./team-webhook";

const isKind = (k: unknown): k is NotificationKind => typeof k === "string" && k in NOTIFICATION_KINDS;

/** The notifications page: the actor's list (optionally one kind), and the team webhook for those who set it. */
export async function loadNotificationsPage(actor: Actor, kind: unknown, db?: DbClient) {
  db ??= await getPrisma();
  const filter = isKind(kind) ? kind : undefined;
  const canManage = can(actor.role, "notifications:manage");
  const [list, webhook] = await Promise.all([listNotifications(db, actor, { kind: filter }), canManage ? getTeamWebhook(db) : Promise.resolve(null)]);
  return { ...list, kind: filter ?? null, kinds: Object.entries(NOTIFICATION_KINDS).map(([k, v]) => ({ kind: k as NotificationKind, label: v.label })), canManage, webhook };
}

/** The header's unread count for the signed-in person. */
export async function loadUnreadCount(actor: Actor, db?: DbClient) {
  return countUnread(db ?? (await getPrisma()), actor);
}
