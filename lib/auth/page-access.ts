import { redirect } from "next/navigation";
import type { Actor } from "./actor";
import { can, type Permission } from "./permissions";
import { getSessionActor } from "./session-actor";

/**
 * For server components: redirects to sign-in when signed out (or deactivated), and tells the page
 * whether the actor holds the permission so it can render the "not allowed" page instead.
 */
export async function pageAccess(permission: Permission): Promise<{ actor: Actor; allowed: boolean }> {
  const actor = await getSessionActor();
  if (!actor) redirect("/signin");
  return { actor, allowed: can(actor.role, permission) };
}
