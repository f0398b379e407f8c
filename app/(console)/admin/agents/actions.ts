"use server";
// Thin server actions for agents and API keys: the session's actor plus the form's fields go to
// actions declared (with their permission) in lib/agents/agent-actions.ts.
import { revalidatePath } from "next/cache";
import { formDataToObject, type ActionResult } from "@/lib/auth/define-action";
import { getSessionActor } from "@/lib/auth/session-actor";
import { createAgentAction, createKeyAction, redeliverWebhookAction, revokeKeyAction, updateAgentAction } from "@/lib/agents/agent-actions";

type Declared = (actor: Awaited<ReturnType<typeof getSessionActor>>, raw: unknown) => Promise<ActionResult>;

async function run(action: Declared, form: FormData) {
  const result = await action(await getSessionActor(), formDataToObject(form));
  if (result.ok) revalidatePath("/admin/agents", "layout");
  return result;
}

export async function createAgent(_prev: ActionResult | null, form: FormData) {
  return run(createAgentAction, form);
}
export async function updateAgent(_prev: ActionResult | null, form: FormData) {
  return run(updateAgentAction, form);
}
export async function createKey(_prev: ActionResult | null, form: FormData) {
  return run(createKeyAction, form);
}
export async function revokeKey(_prev: ActionResult | null, form: FormData) {
  return run(revokeKeyAction, form);
}
export async function redeliverWebhook(_prev: ActionResult | null, form: FormData) {
  return run(redeliverWebhookAction, form);
}
