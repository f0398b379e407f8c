"use server";
// Thin server actions for the notifications page: the session's actor plus the form's input go to
// actions declared (with their permission) in lib/notifications/notification-actions.ts.
import { revalidatePath } from "next/cache";
import { getSessionActor } from "@/lib/auth/session-actor";
import { markReadAction, setTeamWebhookAction } from "@/lib/notifications/notification-actions";

export async function markRead(raw: unknown) {
  const result = await markReadAction(await getSessionActor(), raw);
  if (result.ok) revalidatePath("/notifications");
  return result;
}

export async function setTeamWebhook(raw: unknown) {
  const result = await setTeamWebhookAction(await getSessionActor(), raw);
  if (result.ok) revalidatePath("/notifications");
  return result;
}
