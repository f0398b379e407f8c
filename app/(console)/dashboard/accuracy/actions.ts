"use server";
// Thin server actions for the answer key: the session's actor plus the form's fields go to actions
// declared (with their permission) in lib/answer-key/answer-key-actions.ts.
import { revalidatePath } from "next/cache";
import { formDataToObject, type ActionResult } from "@/lib/auth/define-action";
import { getSessionActor } from "@/lib/auth/session-actor";
import { addKnownItemAction, importKnownItemsAction, mixNowAction, setMixRateAction } from "@/lib/answer-key/answer-key-actions";

async function run(action: (actor: Awaited<ReturnType<typeof getSessionActor>>, raw: unknown) => Promise<ActionResult>, form: FormData) {
  const result = await action(await getSessionActor(), formDataToObject(form));
  if (result.ok) revalidatePath("/dashboard/accuracy");
  return result;
}

export async function addKnownItem(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(addKnownItemAction, form);
}

export async function importKnownItems(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(importKnownItemsAction, form);
}

export async function setMixRate(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(setMixRateAction, form);
}

export async function mixNow(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(mixNowAction, form);
}
