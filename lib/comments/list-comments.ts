import type { DbClient } from "../db";
import { handleOf } from "./parse-mentions";

export interface CommentView {
  id: string;
  author: string;
  body: string;
  mentions: { id: string; name: string; handle: string }[];
  at: string;
}

/** A held item's comment thread, oldest first, with authors' and mentioned people's names. */
export async function listComments(db: DbClient, heldItemId: string): Promise<CommentView[]> {
  const rows = await db.comment.findMany({ where: { heldItemId }, orderBy: { createdAt: "asc" }, take: 500 });
  const ids = [...new Set(rows.flatMap((r) => [r.authorId, ...r.mentions]))];
  const users = ids.length ? await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } }) : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  return rows.map((r) => ({
    id: r.id,
    author: byId.get(r.authorId)?.name ?? "unknown user",
    body: r.body,
    mentions: r.mentions.flatMap((id) => {
      const u = byId.get(id);
      return u ? [{ id, name: u.name, handle: handleOf(u.email) }] : [];
    }),
    at: r.createdAt.toISOString(),
  }));
}

/** Who can be mentioned: active people, with the handle to type. */
export async function mentionablePeople(db: DbClient) {
  const users = await db.user.findMany({ where: { active: true }, orderBy: { name: "asc" }, select: { id: true, name: true, email: true, role: true } });
  return users.map((u) => ({ id: u.id, name: u.name, handle: handleOf(u.email), role: u.role }));
}
