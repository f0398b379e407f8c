"use server";
// Server actions of the notifications page: actions declared (with their permission) in
// lib/notifications/notification-actions.ts, bound with the session's actor and typed input by lib/auth/bind-action.ts.
import { bindAction } from "@/lib/auth/bind-action";
import { markReadAction, setTeamWebhookAction } from "@/lib/notifications/notification-actions";

const revalidate = { path: "/notifications" };

export const markRead = bindAction(markReadAction, { revalidate });
export const setTeamWebhook = bindAction(setTeamWebhookAction, { revalidate });
