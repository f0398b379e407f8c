import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import type { QueueFilters } from "./queue-params";
import { queueWhere } from "./queue-where";
import { BULK_LIMIT } from "./bulk-decide";

/**
 * "Select all matching": the ids (and statuses, for the conflict check) of every item the view's
 * filters match right now, in the view's order, and how many match. The selection is these ids,
 * fixed at the moment of the click: items that arrive later are not swept in, items decided
 * meanwhile are reported by the bulk action. More than BULK_LIMIT matches: the first BULK_LIMIT,
 * and `total` says how many there are.
 */
export async function selectMatching(db: DbClient, actor: Actor, filters: QueueFilters, now = new Date()) {
  const where = await queueWhere(db, filters, actor.id, now);
  if (!where) return { items: [], total: 0, limit: BULK_LIMIT };
  const [items, total] = await Promise.all([
    db.heldItem.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: BULK_LIMIT, select: { id: true, status: true } }),
    db.heldItem.count({ where }),
  ]);
  return { items, total, limit: BULK_LIMIT };
}
