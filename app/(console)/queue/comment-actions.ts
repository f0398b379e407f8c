"use server";
// Thin server action for an item's comment thread: the session's actor plus the form's input go to
// the action declared (with its permission) in lib/comments/comment-actions.ts.
import { revalidatePath } from "next/cache";
import { getSessionActor } from "@/lib/auth/session-actor";
import { addCommentAction } from "@/lib/comments/comment-actions";

export async function addComment(raw: unknown) {
  const result = await addCommentAction(await getSessionActor(), raw);
  if (result.ok) revalidatePath("/queue", "layout");
  return result;
}
