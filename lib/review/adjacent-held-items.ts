import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import type { QueueFilters } from "./queue-params";
import { queueWhere } from "./queue-where";

/** The items before and after this one in the view's order (oldest first): what j and k move to. */
export async function adjacentHeldItems(db: DbClient, actor: Actor, filters: QueueFilters, heldItemId: string) {
  const [item, where] = await Promise.all([db.heldItem.findUnique({ where: { id: heldItemId }, select: { createdAt: true } }), queueWhere(db, filters, actor.id)]);
  if (!item || !where) return { previous: null, next: null };
  const at = item.createdAt;
  const [previous, next] = await Promise.all([
    db.heldItem.findFirst({
      where: { AND: [where, { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: heldItemId } }] }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    }),
    db.heldItem.findFirst({
      where: { AND: [where, { OR: [{ createdAt: { gt: at } }, { createdAt: at, id: { gt: heldItemId } }] }] },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true },
    }),
  ]);
  return { previous: previous?.id ?? null, next: next?.id ?? null };
}
