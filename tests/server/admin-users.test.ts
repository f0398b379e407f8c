import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { changeRoleAction, createUserAction, setActiveAction } from "@/lib/users/user-actions";
import { signInWithPassword } from "@/lib/users/sign-in-with-password";
import { hashPassword } from "@/lib/auth/password";
import { ROLES, type Role } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/actor";

// Server tests call the declared actions directly with a made-up actor per role, exactly as the
// "use server" wrappers do with the session's actor.
describeDatabases("admin user actions", (getDb) => {
  const actors = {} as Record<Role, Actor>;
  let targetId = "";

  beforeAll(async () => {
    const { prisma } = getDb();
    const passwordHash = await hashPassword("irrelevant-password");
    for (const role of ROLES) {
      const u = await prisma.user.create({ data: { email: `${role}@test.example`, name: role, role, passwordHash } });
      actors[role] = { id: u.id, email: u.email, name: u.name, role };
    }
    const target = await prisma.user.create({ data: { email: "target@test.example", name: "Target", role: "reviewer", passwordHash } });
    targetId = target.id;
  });

  for (const role of ["reviewer", "policy_owner", "manager"] as const) {
    it(`${role} is refused every admin action and nothing changes`, async () => {
      const { prisma } = getDb();
      const before = await prisma.user.count();
      const created = await createUserAction(actors[role], { email: `new-${role}@test.example`, name: "N", role: "admin", password: "long-enough-pw" }, prisma);
      const promoted = await changeRoleAction(actors[role], { userId: targetId, role: "admin" }, prisma);
      const deactivated = await setActiveAction(actors[role], { userId: targetId, active: false }, prisma);
      for (const r of [created, promoted, deactivated]) {
        expect(r).toMatchObject({ ok: false, error: { code: "forbidden" } });
      }
      expect(await prisma.user.count()).toBe(before);
      const target = await prisma.user.findUniqueOrThrow({ where: { id: targetId } });
      expect(target).toMatchObject({ role: "reviewer", active: true });
    });
  }

  it("a signed-out caller is refused as unauthenticated", async () => {
    const r = await createUserAction(null, { email: "x@test.example", name: "X", role: "admin", password: "long-enough-pw" }, getDb().prisma);
    expect(r).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
  });

  it("admin creates a user who can then sign in, and the creation is audited", async () => {
    const { prisma } = getDb();
    const r = await createUserAction(actors.admin, { email: " New.Person@Test.example ", name: "New Person", role: "reviewer", password: "new-person-pw-1" }, prisma);
    expect(r).toMatchObject({ ok: true, data: { email: "new.person@test.example", role: "reviewer" } });
    expect(await signInWithPassword(prisma, "new.person@test.example", "new-person-pw-1")).toMatchObject({ role: "reviewer" });
    const audit = await prisma.auditEvent.findFirst({ where: { action: "user.create", actorId: actors.admin.id } });
    expect(audit?.details).toMatchObject({ email: "new.person@test.example" });
  });

  it("admin gets clear errors for a duplicate email, a short password and a bad role", async () => {
    const { prisma } = getDb();
    const dup = await createUserAction(actors.admin, { email: "TARGET@test.example", name: "T", role: "reviewer", password: "long-enough-pw" }, prisma);
    expect(dup).toMatchObject({ ok: false, error: { code: "conflict" } });
    const short = await createUserAction(actors.admin, { email: "s@test.example", name: "S", role: "reviewer", password: "short" }, prisma);
    expect(short).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(!short.ok && short.error.message).toMatch(/10 characters/);
    const badRole = await createUserAction(actors.admin, { email: "b@test.example", name: "B", role: "root", password: "long-enough-pw" }, prisma);
    expect(badRole).toMatchObject({ ok: false, error: { code: "invalid_input" } });
  });

  it("admin changes a role and deactivates a user, who then cannot sign in", async () => {
    const { prisma } = getDb();
    const passwordHash = await hashPassword("deactivate-me-1");
    const u = await prisma.user.create({ data: { email: "leaver@test.example", name: "Leaver", role: "reviewer", passwordHash } });
    expect(await changeRoleAction(actors.admin, { userId: u.id, role: "manager" }, prisma)).toMatchObject({ ok: true, data: { role: "manager" } });
    expect(await setActiveAction(actors.admin, { userId: u.id, active: "false" }, prisma)).toMatchObject({ ok: true, data: { active: false } });
    expect(await signInWithPassword(prisma, "leaver@test.example", "deactivate-me-1")).toBeNull();
    const actions = (await prisma.auditEvent.findMany({ where: { targetId: u.id }, orderBy: { at: "asc" } })).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["user.role_change", "user.deactivate", "auth.sign_in_failed"]));
  });

  it("refuses to leave the app without an active admin, and refuses self-deactivation", async () => {
    const { prisma } = getDb();
    const self = await setActiveAction(actors.admin, { userId: actors.admin.id, active: false }, prisma);
    expect(self).toMatchObject({ ok: false, error: { code: "unprocessable" } });
    const demote = await changeRoleAction(actors.admin, { userId: actors.admin.id, role: "reviewer" }, prisma);
    expect(demote).toMatchObject({ ok: false, error: { code: "unprocessable" } });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: actors.admin.id } })).role).toBe("admin");
  });

  it("an unknown user id is not_found, not a crash", async () => {
    const r = await changeRoleAction(actors.admin, { userId: "nope", role: "manager" }, getDb().prisma);
    expect(r).toMatchObject({ ok: false, error: { code: "not_found" } });
  });

  it("sign-in failures look alike and are audited with the reason", async () => {
    const { prisma } = getDb();
    expect(await signInWithPassword(prisma, "nobody@test.example", "whatever-pw")).toBeNull();
    expect(await signInWithPassword(prisma, "target@test.example", "wrong-password")).toBeNull();
    const reasons = (await prisma.auditEvent.findMany({ where: { action: "auth.sign_in_failed" } })).map((e) => (e.details as { reason: string }).reason);
    expect(reasons).toEqual(expect.arrayContaining(["unknown_email", "wrong_password"]));
  });
});
