import { AppError } from "../errors";
import type { Actor } from "./actor";
import { can, type Permission } from "./permissions";

/**
 * The single authorization check. Throws `unauthenticated` without an actor and `forbidden` when
 * the actor's role lacks the permission. Every action and route goes through here.
 */
export function requirePermission(actor: Actor | null, permission: Permission): Actor {
  if (!actor) throw new AppError("unauthenticated", "Sign in to continue.");
  if (!can(actor.role, permission)) {
    throw new AppError("forbidden", `Your role (${actor.role}) does not allow this (needs ${permission}).`);
  }
  return actor;
}
