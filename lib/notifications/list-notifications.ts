import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { NOTIFICATION_KINDS, type NotificationKind } from "./notification-kinds";

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  label: string;
  text: string;
  href: string | null;
  at: string;
  read: boolean;
}

/** The actor's notifications, newest first, with how many are unread (the nav's badge). */
export async function listNotifications(db: DbClient, actor: Actor, opts: { kind?: NotificationKind; take?: number } = {}) {
  const where = { userId: actor.id, ...(opts.kind ? { kind: opts.kind } : {}) };
  const [rows, unread] = await Promise.all([
    db.notification.findMany({ where, orderBy: { createdAt: "desc" }, take: opts.take ?? 100 }),
    countUnread(db, actor),
  ]);
  const items: NotificationRow[] = rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    label: NOTIFICATION_KINDS[n.kind].label,
    text: n.text,
    href: n.heldItemId ? `/queue/${n.heldItemId}` : null,
    at: n.createdAt.toISOString(),
    read: n.readAt !== null,
  }));
  return { items, unread };
}

export function countUnread(db: DbClient, actor: Actor) {
  return db.notification.count({ where: { userId: actor.id, readAt: null } });
}

/** Marks the actor's own notifications read: the ids given, or all of them. Never anyone else's. */
export async function markNotificationsRead(db: DbClient, actor: Actor, ids: string[] | "all") {
  const res = await db.notification.updateMany({ where: { userId: actor.id, readAt: null, ...(ids === "all" ? {} : { id: { in: ids } }) }, data: { readAt: new Date() } });
  return { marked: res.count };
}
