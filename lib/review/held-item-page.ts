import type { Actor } from "../auth/actor";
import { getPrisma } from "../db";
import { isAppError } from "../errors";
import { listComments, mentionablePeople } from "../comments/list-comments";
import { adjacentHeldItems } from "./adjacent-held-items";
import { citableClauses } from "./citable-clauses";
import { loadHeldItem } from "./load-held-item";
import { queueFilterOptions } from "./list-held-items";
import type { QueueParams } from "./queue-params";

/**
 * The item page's loader: the item with its evidence, its neighbours in the queue view it was
 * opened from, its comment thread, who can be mentioned or assigned, and the clauses an edited
 * reply may cite. Null when there is no such item (the page says so instead of a 404).
 */
export async function heldItemPage(actor: Actor, id: string, view: QueueParams) {
  const db = await getPrisma();
  let item;
  try {
    item = await loadHeldItem(db, actor, id);
  } catch (err) {
    if (isAppError(err) && err.code === "not_found") return null;
    throw err;
  }
  const [adjacent, options, comments, people, clauses] = await Promise.all([
    adjacentHeldItems(db, actor, view, id),
    item.canReassign ? queueFilterOptions(db) : null,
    listComments(db, id),
    mentionablePeople(db),
    item.kind === "reply" && item.allowed.includes("edit") ? citableClauses(db) : Promise.resolve([]),
  ]);
  return { item, adjacent, assignable: options?.people ?? [], comments, people, clauses };
}
