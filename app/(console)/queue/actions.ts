"use server";
// Thin server actions for the review console: the session's actor plus the client's input go to
// actions declared (with their permission) in lib/review/review-actions.ts.
import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/auth/define-action";
import { getSessionActor } from "@/lib/auth/session-actor";
import { claimLeaseAction, claimNextAction, decideAction, reassignAction, recheckAction, releaseLeaseAction } from "@/lib/review/review-actions";

type Declared<O> = (actor: Awaited<ReturnType<typeof getSessionActor>>, raw: unknown) => Promise<ActionResult<O>>;

async function run<O>(action: Declared<O>, raw: unknown, revalidate = false) {
  const result = await action(await getSessionActor(), raw);
  if (result.ok && revalidate) revalidatePath("/queue", "layout");
  return result;
}

export async function decide(raw: unknown) {
  return run(decideAction, raw, true);
}
export async function recheck(raw: unknown) {
  return run(recheckAction, raw);
}
export async function claimLease(raw: unknown) {
  return run(claimLeaseAction, raw);
}
export async function releaseLease(raw: unknown) {
  return run(releaseLeaseAction, raw);
}
export async function claimNext(raw: unknown) {
  return run(claimNextAction, raw);
}
export async function reassign(raw: unknown) {
  return run(reassignAction, raw, true);
}
