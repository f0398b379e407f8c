import { z } from "zod";
import { defineAction } from "../auth/define-action";
import { markNotificationsRead } from "./list-notifications";
import { setTeamWebhook, teamWebhookInput } from "./team-webhook";

// Notification actions, each declaring its permission once; app/(console)/notifications/actions.ts
// passes the session's actor. Every role can see the queue, so every role has notifications.

export const markReadAction = defineAction({
  permission: "queue:view",
  input: z.object({ ids: z.union([z.literal("all"), z.array(z.string().max(64)).max(500)]) }),
  run: ({ actor, db }, input) => markNotificationsRead(db, actor, input.ids),
});

export const setTeamWebhookAction = defineAction({
  permission: "notifications:manage",
  input: teamWebhookInput,
  run: ({ actor, db }, input) => setTeamWebhook(db, actor, input.url),
  successMessage: (out) => (out.url ? "Team webhook saved: notifications are also posted there." : "Team webhook removed."),
});
