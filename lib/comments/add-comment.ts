import { z } from "zod";
import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { notifyMentioned } from "../notifications/notify";
import { handleOf, parseMentions, resolveMentions } from "./parse-mentions";

export const COMMENT_MAX = 4000;
export const commentBody = z
  .string({ error: "Write a comment first." })
  .trim()
  .min(1, "Write a comment first.")
  .max(COMMENT_MAX, `The comment is too long. Keep it under ${COMMENT_MAX.toLocaleString("en")} characters.`);

/**
 * Adds a comment to a held item's thread (any status: people discuss decided items too). Mentions
 * resolve to active users; an unknown handle is refused with the handles that exist, so a typo does
 * not silently tell nobody. Mentioned people are notified; the comment is audited.
 */
export async function addComment(db: DbClient, actor: Actor, heldItemId: string, body: string) {
  const item = await db.heldItem.findUnique({ where: { id: heldItemId }, select: { id: true, kind: true, toolName: true } });
  if (!item) throw new AppError("not_found", "No such held item.");
  const handles = parseMentions(body);
  let mentioned: { id: string; name: string; email: string }[] = [];
  if (handles.length) {
    const users = await db.user.findMany({ where: { active: true }, select: { id: true, name: true, email: true } });
    mentioned = resolveMentions(handles, users);
    const known = new Set(users.flatMap((u) => [u.email.toLowerCase(), handleOf(u.email)]));
    const unknown = handles.filter((h) => !known.has(h));
    if (unknown.length) {
      throw new AppError("invalid_input", `Nobody is called ${unknown.map((h) => `@${h}`).join(", ")}. Mention people by the start of their email, e.g. @${handleOf(users[0]?.email ?? "name@x")}.`, { field: "body", unknown });
    }
  }
  return db.$transaction(async (tx) => {
    const comment = await tx.comment.create({ data: { heldItemId, authorId: actor.id, body, mentions: mentioned.map((u) => u.id) } });
    await notifyMentioned(tx, actor, item, mentioned.map((u) => u.id), body);
    await recordAuditEvent(tx, {
      actor,
      action: "held_item.comment",
      target: { type: "held_item", id: heldItemId },
      details: { comment: comment.id, mentions: mentioned.map((u) => u.email) },
    });
    return { id: comment.id, mentioned: mentioned.map((u) => ({ id: u.id, name: u.name })) };
  });
}
