"use server";
// Thin server actions for the clause library: the session's actor plus the form's fields go to
// actions declared (with their permission) in lib/clauses/clause-actions.ts.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { formDataToObject, type ActionResult } from "@/lib/auth/define-action";
import { getSessionActor } from "@/lib/auth/session-actor";
import { createClauseAction, editClauseAction, importPolicyAction, publishClauseAction, renameClauseAction, retireClauseAction } from "@/lib/clauses/clause-actions";

async function run(action: (actor: Awaited<ReturnType<typeof getSessionActor>>, raw: unknown) => Promise<ActionResult>, form: FormData) {
  const result = await action(await getSessionActor(), formDataToObject(form));
  if (result.ok) revalidatePath("/policies", "layout");
  return result;
}

export async function createClause(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(createClauseAction, form);
}

export async function editClause(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(editClauseAction, form);
}

/** On success, goes to the clause's new address: a renamed draft keeps no alias, so its old page is gone. */
export async function renameClause(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  const result = await run(renameClauseAction, form);
  if (result.ok) redirect(`/policies/${encodeURIComponent((result.data as { key: string }).key)}`);
  return result;
}

export async function retireClause(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(retireClauseAction, form);
}

export async function importPolicy(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(importPolicyAction, form);
}

export async function publishClause(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(publishClauseAction, form);
}
