"use server";
// Thin server actions for the clause library: the session's actor plus the form's fields go to
// actions declared (with their permission) in lib/clauses/clause-actions.ts.
import { revalidatePath } from "next/cache";
import { formDataToObject, type ActionResult } from "@/lib/auth/define-action";
import { getSessionActor } from "@/lib/auth/session-actor";
import { createClauseAction, editClauseAction, renameClauseAction, retireClauseAction } from "@/lib/clauses/clause-actions";

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

export async function renameClause(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(renameClauseAction, form);
}

export async function retireClause(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(retireClauseAction, form);
}
