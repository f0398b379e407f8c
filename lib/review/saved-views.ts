import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { parseQueueParams, queueSearch } from "./queue-params";

/** Views one person can keep: enough for every shift's filters, few enough for a menu. */
export const MAX_SAVED_VIEWS = 30;

/** The person's saved queue views, by name. Each is a query string of /queue. */
export function listSavedViews(db: DbClient, userId: string) {
  return db.savedView.findMany({ where: { userId }, orderBy: { name: "asc" }, select: { id: true, name: true, query: true } });
}

/**
 * Saves the view under a name (the same name again replaces it). The query is read and written
 * back through the queue's own URL schema, so a saved view holds only what /queue understands;
 * the page number is dropped (a view opens on its first page).
 */
export async function saveView(db: DbClient, actor: Actor, name: string, query: string) {
  const params = parseQueueParams(new URLSearchParams(query.replace(/^\?/, "")));
  const normal = queueSearch({ ...params, page: 1 });
  const existing = await db.savedView.findUnique({ where: { userId_name: { userId: actor.id, name } }, select: { id: true } });
  if (!existing && (await db.savedView.count({ where: { userId: actor.id } })) >= MAX_SAVED_VIEWS) {
    throw new AppError("unprocessable", `You have ${MAX_SAVED_VIEWS} saved views already: delete one first.`);
  }
  return db.savedView.upsert({
    where: { userId_name: { userId: actor.id, name } },
    create: { userId: actor.id, name, query: normal },
    update: { query: normal },
    select: { id: true, name: true, query: true },
  });
}

/** Deletes one of the actor's own views; someone else's view is "not found", never deleted. */
export async function deleteSavedView(db: DbClient, actor: Actor, id: string) {
  const res = await db.savedView.deleteMany({ where: { id, userId: actor.id } });
  if (res.count === 0) throw new AppError("not_found", "No such saved view.");
  return { id };
}
