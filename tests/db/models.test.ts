import { expect, it } from "vitest";
import { findUserForSignIn, Prisma, recordAuditEvent } from "@/lib/db";
import { describeDatabases } from "./databases";

const newUser = (email: string) => ({ email, name: "Rita Reviewer", passwordHash: "hash:secret", role: "reviewer" as const });

describeDatabases("database models", (getDb) => {
  it("creates a user with lower-cased email and never returns the password hash by default", async () => {
    const { prisma } = getDb();
    const created = await prisma.user.create({ data: newUser("  Rita@Example.COM ") });
    expect(created.email).toBe("rita@example.com");
    expect(created.active).toBe(true);
    expect(created).not.toHaveProperty("passwordHash");

    const found = await prisma.user.findUnique({ where: { email: "RITA@example.com" } });
    expect(found?.id).toBe(created.id);
    expect(found).not.toHaveProperty("passwordHash");

    const filtered = await prisma.user.findMany({ where: { email: { in: ["RITA@EXAMPLE.COM"] } } });
    expect(filtered.map((u) => u.id)).toEqual([created.id]);

    const forSignIn = await findUserForSignIn(prisma, "Rita@Example.com");
    expect(forSignIn?.passwordHash).toBe("hash:secret");
  });

  it("rejects a second user with the same email, whatever its case", async () => {
    const { prisma } = getDb();
    await prisma.user.create({ data: newUser("dup@example.com") });
    const error = await prisma.user.create({ data: newUser("DUP@example.com") }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect((error as Prisma.PrismaClientKnownRequestError).code).toBe("P2002");
  });

  it("refuses an upper-case email written around the client (check constraint)", async () => {
    const { prisma } = getDb();
    await expect(
      prisma.$executeRawUnsafe(
        `INSERT INTO "User" (id, email, name, "passwordHash", role, "updatedAt") VALUES ('raw1', 'Upper@Example.com', 'x', 'h', 'admin', now())`,
      ),
    ).rejects.toThrow(/User_email_lowercase/);
  });

  it("keeps audit events append-only: no update, delete or truncate", async () => {
    const { prisma } = getDb();
    const event = await recordAuditEvent(prisma, {
      actor: { id: "u1", email: "Admin@Example.com" },
      action: "user.create",
      target: { type: "user", id: "u2" },
      details: { role: "reviewer" },
    });
    expect(event.actorEmail).toBe("admin@example.com");
    expect(event.details).toEqual({ role: "reviewer" });

    await expect(prisma.auditEvent.update({ where: { id: event.id }, data: { action: "edited" } })).rejects.toThrow(/append-only/);
    await expect(prisma.auditEvent.delete({ where: { id: event.id } })).rejects.toThrow(/append-only/);
    await expect(prisma.auditEvent.deleteMany({})).rejects.toThrow(/append-only/);
    await expect(prisma.$executeRawUnsafe(`TRUNCATE "AuditEvent"`)).rejects.toThrow(/append-only/);

    const again = await prisma.auditEvent.findUniqueOrThrow({ where: { id: event.id } });
    expect(again.action).toBe("user.create");
  });

  it("writes an audit event in the same transaction as the change it records", async () => {
    const { prisma } = getDb();
    await expect(
      prisma.$transaction(async (tx) => {
        const user = await tx.user.create({ data: newUser("rolled-back@example.com") });
        await recordAuditEvent(tx, { actor: null, action: "user.create", target: { type: "user", id: user.id } });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await prisma.user.count({ where: { email: "rolled-back@example.com" } })).toBe(0);
    expect(await prisma.auditEvent.count({ where: { action: "user.create", targetId: { not: "u2" } } })).toBe(0);
  });
});
