"use server";
// Server action of an item's comment thread: the action declared (with its permission) in
// lib/comments/comment-actions.ts, bound with the session's actor and typed input by lib/auth/bind-action.ts.
import { bindAction } from "@/lib/auth/bind-action";
import { addCommentAction } from "@/lib/comments/comment-actions";

export const addComment = bindAction(addCommentAction, { revalidate: { path: "/queue", type: "layout" } });
