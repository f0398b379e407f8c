import { findUserForSignIn, recordAuditEvent, type DbClient } from "../db";
import { hashPassword, verifyPassword } from "../auth/password";
import { emailSchema } from "./user-schemas";
import type { Actor } from "../auth/actor";

// A real hash to compare against when the email is unknown, so response time does not reveal
// which emails have accounts.
let decoyHash: Promise<string> | null = null;

/**
 * Checks an email and password. Returns the actor on success and null otherwise; a wrong password,
 * an unknown email and a deactivated account look the same to the caller. Every attempt is audited.
 */
export async function signInWithPassword(db: DbClient, rawEmail: unknown, password: unknown): Promise<Actor | null> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success || typeof password !== "string" || password.length === 0 || password.length > 200) return null;
  const email = parsed.data;
  const user = await findUserForSignIn(db, email);
  decoyHash ??= hashPassword("decoy-password-for-timing");
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user || !ok || !user.active) {
    await recordAuditEvent(db, {
      actor: user ? { id: user.id, email: user.email } : null,
      action: "auth.sign_in_failed",
      target: { type: "user", id: user?.id ?? null },
      details: { email, reason: !user ? "unknown_email" : !ok ? "wrong_password" : "deactivated" },
    });
    return null;
  }
  await recordAuditEvent(db, { actor: user, action: "auth.sign_in", target: { type: "user", id: user.id } });
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
