"use server";
// Thin server actions for the admin users page: the session's actor plus the form's fields go to
// actions declared (with their permission) in lib/users/user-actions.ts.
import { revalidatePath } from "next/cache";
import { formDataToObject, type ActionResult } from "@/lib/auth/define-action";
import { getSessionActor } from "@/lib/auth/session-actor";
import { changeRoleAction, createUserAction, setActiveAction, unlockAccountAction } from "@/lib/users/user-actions";

async function run(action: (actor: Awaited<ReturnType<typeof getSessionActor>>, raw: unknown) => Promise<ActionResult>, form: FormData) {
  const result = await action(await getSessionActor(), formDataToObject(form));
  if (result.ok) revalidatePath("/admin/users");
  return result;
}

export async function createUser(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(createUserAction, form);
}

export async function changeRole(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(changeRoleAction, form);
}

export async function setActive(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(setActiveAction, form);
}

export async function unlock(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return run(unlockAccountAction, form);
}
