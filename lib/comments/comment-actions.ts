import { z } from "zod";
import { defineAction } from "../auth/define-action";
import { addComment, commentBody } from "./add-comment";

// Comment actions, declaring their permission once; app/(console)/queue/comment-actions.ts passes
// the session's actor. Whoever may look at an item may discuss it (policy owners are asked about clauses).

export const addCommentAction = defineAction({
  permission: "queue:view",
  input: z.object({ id: z.string().trim().min(1, "Which item? The id is missing.").max(64, "That is not a held item id."), body: commentBody }),
  run: ({ actor, db }, input) => addComment(db, actor, input.id, input.body),
  successMessage: (out) => (out.mentioned.length ? `Comment added; ${out.mentioned.map((m) => m.name).join(", ")} notified.` : "Comment added."),
});
