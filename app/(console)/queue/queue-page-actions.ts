"use server";
// Thin server actions of the queue page: the session's actor plus the client's input go to
// actions declared (with their permission) in lib/review/queue-actions.ts.
import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/auth/define-action";
import { getSessionActor } from "@/lib/auth/session-actor";
import { assignAction, bulkDecideAction, deleteViewAction, saveViewAction, selectMatchingAction, setSlaAction } from "@/lib/review/queue-actions";

type Declared<O> = (actor: Awaited<ReturnType<typeof getSessionActor>>, raw: unknown) => Promise<ActionResult<O>>;

async function run<O>(action: Declared<O>, raw: unknown, revalidate: boolean) {
  const result = await action(await getSessionActor(), raw);
  if (result.ok && revalidate) revalidatePath("/queue", "layout");
  return result;
}

export async function bulkDecide(raw: unknown) {
  return run(bulkDecideAction, raw, true);
}
export async function selectMatching(raw: unknown) {
  return run(selectMatchingAction, raw, false);
}
export async function assignItems(raw: unknown) {
  return run(assignAction, raw, true);
}
export async function saveView(raw: unknown) {
  return run(saveViewAction, raw, true);
}
export async function deleteView(raw: unknown) {
  return run(deleteViewAction, raw, true);
}
export async function setSla(raw: unknown) {
  return run(setSlaAction, raw, true);
}
