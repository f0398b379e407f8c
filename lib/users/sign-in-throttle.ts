/**
 * Sign-in throttling, per account (the email, known or not: the answer never reveals which
 * emails have accounts) and per address. Failures past a free allowance get an exponential
 * backoff; an account that keeps failing is locked until an admin unlocks it. Counted in the
 * database (SignInThrottle), so every app instance shares one count. Every refusal is audited.
 */
import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";

export const THROTTLE = {
  /** Failures per account before the backoff starts. */
  accountFreeFailures: 5,
  /** Failures per address before the backoff starts (one office shares an address). */
  addressFreeFailures: 20,
  /** The first wait, doubled with every further failure, up to maxDelaySeconds. */
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  /** Consecutive failures after which an account is locked until an admin unlocks it. */
  lockoutFailures: 10,
} as const;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

export type ThrottleVerdict = { blocked: false } | { blocked: true; reason: "locked" | "backoff"; retryAfterSeconds: number; message: string };

const backoffSeconds = (failures: number, free: number) =>
  failures < free ? 0 : Math.min(THROTTLE.maxDelaySeconds, THROTTLE.baseDelaySeconds * 2 ** (failures - free));

function waitText(seconds: number) {
  return seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
}

/** Whether an attempt for this account from this address may be checked now. */
export async function checkSignInThrottle(db: DbClient, email: string, address: string, now = new Date()): Promise<ThrottleVerdict> {
  const rows = await db.signInThrottle.findMany({ where: { key: { in: [accountKey(email), addressKey(address)] } } });
  const account = rows.find((r) => r.key === accountKey(email));
  if (account?.lockedAt) {
    return { blocked: true, reason: "locked", retryAfterSeconds: 0, message: "This account is locked after repeated failed sign-ins. Ask an admin to unlock it." };
  }
  const until = Math.max(...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
  if (until > now.getTime()) {
    const retryAfterSeconds = Math.ceil((until - now.getTime()) / 1000);
    return { blocked: true, reason: "backoff", retryAfterSeconds, message: `Too many failed sign-ins. Try again in ${waitText(retryAfterSeconds)}.` };
  }
  return { blocked: false };
}

async function countFailure(db: DbClient, key: string, free: number, now: Date) {
  // One statement per key: concurrent failures each count, none is lost.
  const [row] = await db.$queryRaw<{ failures: number }[]>`
    INSERT INTO "SignInThrottle" (key, failures, "lastFailureAt") VALUES (${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET failures = "SignInThrottle".failures + 1, "lastFailureAt" = ${now}
    RETURNING failures`;
  const failures = Number(row.failures);
  const wait = backoffSeconds(failures, free);
  if (wait > 0) await db.signInThrottle.update({ where: { key }, data: { blockedUntil: new Date(now.getTime() + wait * 1000) } });
  return failures;
}

/** Counts a failed attempt for the account and the address; locks the account at the limit. */
export async function recordSignInFailure(db: DbClient, email: string, address: string, userId: string | null, now = new Date()) {
  const failures = await countFailure(db, accountKey(email), THROTTLE.accountFreeFailures, now);
  await countFailure(db, addressKey(address), THROTTLE.addressFreeFailures, now);
  if (failures >= THROTTLE.lockoutFailures) {
    const locked = await db.signInThrottle.updateMany({ where: { key: accountKey(email), lockedAt: null }, data: { lockedAt: now } });
    if (locked.count === 1) {
      await recordAuditEvent(db, { actor: null, action: "auth.account_locked", target: { type: "user", id: userId }, details: { email, failures, address } });
    }
  }
}

/** A successful sign-in clears the account's count (the address keeps its own). */
export async function recordSignInSuccess(db: DbClient, email: string) {
  await db.signInThrottle.deleteMany({ where: { key: accountKey(email) } });
}

/** Accounts locked now, for the admin's users page. */
export async function lockedAccounts(db: DbClient): Promise<Set<string>> {
  const rows = await db.signInThrottle.findMany({ where: { key: { startsWith: "account:" }, lockedAt: { not: null } }, select: { key: true } });
  return new Set(rows.map((r) => r.key.slice("account:".length)));
}

/** An admin unlocks a locked account: its count starts over. Audited. */
export async function unlockAccount(db: DbClient, actor: Actor, userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true } });
  if (!user) throw new AppError("not_found", "No such user.");
  return db.$transaction(async (tx) => {
    const res = await tx.signInThrottle.deleteMany({ where: { key: accountKey(user.email) } });
    await recordAuditEvent(tx, { actor, action: "auth.account_unlocked", target: { type: "user", id: user.id }, details: { email: user.email, hadThrottle: res.count > 0 } });
    return { id: user.id, email: user.email };
  });
}
