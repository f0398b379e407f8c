/**
 * The few queries the database layer owns because they guard an invariant: reading a password
 * hash only on purpose, and writing audit events (append-only; the database refuses changes).
 */
import type { Prisma as P } from "../generated/prisma/client";
import { normalizeEmail, type DbClient, type DbTx } from "./client";

/**
 * The user with this email *including* `passwordHash` (every other query omits it), or null.
 * For sign-in only; never return the result to a client.
 */
export async function findUserForSignIn(prisma: DbClient | DbTx, email: string) {
  return prisma.user.findUnique({ where: { email: normalizeEmail(email) }, omit: { passwordHash: false } });
}

export interface AuditEventInput {
  /** The acting user, or null for the system / an anonymous attempt. */
  actor: { id: string; email: string } | null;
  /** Dotted verb, e.g. "auth.sign_in", "auth.sign_in_failed", "user.create", "user.role_change". */
  action: string;
  target: { type: string; id?: string | null };
  details?: P.InputJsonValue;
}

/** Appends one audit event. Pass a transaction client to make it part of the change it records. */
export async function recordAuditEvent(prisma: DbClient | DbTx, event: AuditEventInput) {
  return prisma.auditEvent.create({
    data: {
      actorId: event.actor?.id ?? null,
      actorEmail: event.actor ? normalizeEmail(event.actor.email) : null,
      action: event.action,
      targetType: event.target.type,
      targetId: event.target.id ?? null,
      details: event.details ?? {},
    },
  });
}
