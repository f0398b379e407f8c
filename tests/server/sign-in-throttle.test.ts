// Issue 14: sign-in throttling per account and per address, lockout with an admin unlock (audited),
// and sessions revoked on the server by sign-out and deactivation.
import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { hashPassword } from "@/lib/auth/password";
import { signInWithPassword } from "@/lib/users/sign-in-with-password";
import { accountKey, THROTTLE } from "@/lib/users/sign-in-throttle";
import { unlockAccountAction } from "@/lib/users/user-actions";
import { setUserActive } from "@/lib/users/update-user";
import { revokeSessions } from "@/lib/users/revoke-sessions";
import { actorForSession } from "@/lib/auth/session-actor";
import type { DbClient } from "@/lib/db";

const ADMIN = { id: "adm-thr", email: "adm-thr@test.example", name: "Admin", role: "admin" as const };

describeDatabases("sign-in throttling and session revocation", (getDb) => {
  const make = async (prisma: DbClient, email: string) => prisma.user.create({ data: { email, name: email, role: "reviewer", passwordHash: await hashPassword("right-password-1") } });
  const attempt = (email: string, password: string, address = "10.0.0.1") => signInWithPassword(getDb().prisma, email, password, address).then((a) => (a ? "ok" : "wrong"), (e: Error) => e.message);
  // Lets the backoff run out without waiting for it.
  const expireBackoff = () => getDb().prisma.signInThrottle.updateMany({ data: { blockedUntil: new Date(0) } });
  beforeAll(async () => {
    await getDb().prisma.user.create({ data: { ...ADMIN, passwordHash: await hashPassword("irrelevant-pw") } });
  });

  it("after the free failures the account backs off, even for the right password, with a clear message", async () => {
    await make(getDb().prisma, "thr1@test.example");
    for (let i = 0; i < THROTTLE.accountFreeFailures; i++) expect(await attempt("thr1@test.example", "nope")).toBe("wrong");
    expect(await attempt("thr1@test.example", "right-password-1")).toMatch(/^Too many failed sign-ins\. Try again in (29|30) seconds\.$/);
    const audit = await getDb().prisma.auditEvent.findMany({ where: { action: "auth.sign_in_throttled" } });
    expect(audit.some((a) => (a.details as { email?: string }).email === "thr1@test.example")).toBe(true);
    await expireBackoff();
    expect(await attempt("thr1@test.example", "right-password-1")).toBe("ok");
    // Success starts the count over.
    expect(await getDb().prisma.signInThrottle.findUnique({ where: { key: accountKey("thr1@test.example") } })).toBeNull();
  });

  it("repeated failures lock the account until an admin unlocks it; all audited", async () => {
    const { prisma } = getDb();
    const user = await make(prisma, "thr2@test.example");
    for (let i = 0; i < THROTTLE.lockoutFailures; i++) {
      await expireBackoff();
      expect(await attempt("thr2@test.example", "nope", `10.0.1.${i}`)).toBe("wrong");
    }
    await expireBackoff();
    expect(await attempt("thr2@test.example", "right-password-1")).toBe("This account is locked after repeated failed sign-ins. Ask an admin to unlock it.");
    expect(await prisma.auditEvent.count({ where: { action: "auth.account_locked", targetId: user.id } })).toBe(1);
    const reviewer = { ...ADMIN, role: "reviewer" as const };
    expect(await unlockAccountAction(reviewer, { userId: user.id }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await unlockAccountAction(ADMIN, { userId: user.id }, prisma)).toMatchObject({ ok: true });
    expect(await prisma.auditEvent.count({ where: { action: "auth.account_unlocked", targetId: user.id } })).toBe(1);
    expect(await attempt("thr2@test.example", "right-password-1")).toBe("ok");
  });

  it("one address failing across many accounts is throttled too", async () => {
    for (let i = 0; i < THROTTLE.addressFreeFailures; i++) expect(await attempt(`spray${i}@test.example`, "nope", "10.9.9.9")).toBe("wrong");
    expect(await attempt("thr1@test.example", "right-password-1", "10.9.9.9")).toMatch(/^Too many failed sign-ins/);
    // Another address is not affected.
    expect(await attempt("thr1@test.example", "right-password-1", "10.9.9.10")).toBe("ok");
  });

  it("unknown emails are throttled exactly like real ones (no account enumeration)", async () => {
    for (let i = 0; i < THROTTLE.accountFreeFailures; i++) expect(await attempt("ghost@test.example", "nope", `10.2.0.${i}`)).toBe("wrong");
    expect(await attempt("ghost@test.example", "nope", "10.2.1.1")).toMatch(/^Too many failed sign-ins/);
  });

  it("sign-out and deactivation revoke sessions on the server: the old token's version is refused", async () => {
    const { prisma } = getDb();
    const user = await make(prisma, "sess@test.example");
    const signedIn = await signInWithPassword(prisma, "sess@test.example", "right-password-1", "10.3.0.1");
    const token = { uid: user.id, sv: signedIn!.sessionVersion };
    expect(await actorForSession(prisma, token)).toMatchObject({ id: user.id });
    await revokeSessions(prisma, user.id);
    expect(await actorForSession(prisma, token)).toBeNull();
    const again = await signInWithPassword(prisma, "sess@test.example", "right-password-1", "10.3.0.1");
    const token2 = { uid: user.id, sv: again!.sessionVersion };
    expect(await actorForSession(prisma, token2)).not.toBeNull();
    await setUserActive(prisma, ADMIN, user.id, false);
    await setUserActive(prisma, ADMIN, user.id, true);
    // Reactivated, but the token from before the deactivation stays dead.
    expect(await actorForSession(prisma, token2)).toBeNull();
  });
});
