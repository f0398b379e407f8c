"use server";
// Server actions for agents and API keys: actions declared (with their permission) in
// lib/agents/agent-actions.ts, bound to their forms with the session's actor by lib/auth/bind-action.ts.
import { bindFormAction } from "@/lib/auth/bind-action";
import { createAgentAction, createKeyAction, redeliverWebhookAction, revokeKeyAction, updateAgentAction } from "@/lib/agents/agent-actions";

const revalidate = { path: "/admin/agents", type: "layout" } as const;

export const createAgent = bindFormAction(createAgentAction, { revalidate });
export const updateAgent = bindFormAction(updateAgentAction, { revalidate });
export const createKey = bindFormAction(createKeyAction, { revalidate });
export const revokeKey = bindFormAction(revokeKeyAction, { revalidate });
export const redeliverWebhook = bindFormAction(redeliverWebhookAction, { revalidate });
