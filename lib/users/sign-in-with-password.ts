import { findUserForSignIn, recordAuditEvent, type DbClient } from "../db";
import { hashPassword, verifyPassword } from "../auth/password";
import { emailSchema } from "./user-schemas";
import type { Actor } from "../auth/actor";
import { checkSignInThrottle, recordSignInFailure, recordSignInSuccess } from "./sign-in-throttle";

// A real hash to compare against when the email is unknown, so response time does not reveal
// which emails have accounts.
let decoyHash: Promise<string> | null = null;

/** A sign-in refused before the password was checked (throttled or locked): the message is for the person. */
export class SignInRefused extends Error {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message);
    this.name = "SignInRefused";
  }
}

/**
 * Checks an email and password. Returns the actor (with the session version its token will carry)
 * on success and null otherwise; a wrong password, an unknown email and a deactivated account look
 * the same to the caller. Throttled or locked attempts throw SignInRefused without checking the
 * password. Every attempt is audited.
 */
export async function signInWithPassword(db: DbClient, rawEmail: unknown, password: unknown, address = "unknown"): Promise<(Actor & { sessionVersion: number }) | null> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success || typeof password !== "string" || password.length === 0 || password.length > 200) return null;
  const email = parsed.data;
  const throttle = await checkSignInThrottle(db, email, address);
  if (throttle.blocked) {
    await recordAuditEvent(db, { actor: null, action: "auth.sign_in_throttled", target: { type: "user" }, details: { email, address, reason: throttle.reason, retryAfterSeconds: throttle.retryAfterSeconds } });
    throw new SignInRefused(throttle.message, throttle.retryAfterSeconds);
  }
  const user = await findUserForSignIn(db, email);
  decoyHash ??= hashPassword("decoy-password-for-timing");
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user || !ok || !user.active) {
    await recordAuditEvent(db, {
      actor: user ? { id: user.id, email: user.email } : null,
      action: "auth.sign_in_failed",
      target: { type: "user", id: user?.id ?? null },
      details: { email, address, reason: !user ? "unknown_email" : !ok ? "wrong_password" : "deactivated" },
    });
    await recordSignInFailure(db, email, address, user?.id ?? null);
    return null;
  }
  await recordSignInSuccess(db, email);
  await recordAuditEvent(db, { actor: user, action: "auth.sign_in", target: { type: "user", id: user.id } });
  return { id: user.id, email: user.email, name: user.name, role: user.role, sessionVersion: user.sessionVersion };
}
