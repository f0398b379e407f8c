import { Prisma, recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { hashPassword } from "../auth/password";
import { AppError } from "../errors";
import type { CreateUserInput } from "./user-schemas";

export async function createUser(db: DbClient, actor: Actor | null, input: CreateUserInput) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { email: input.email, name: input.name, role: input.role, passwordHash },
        select: { id: true, email: true, name: true, role: true, active: true },
      });
      await recordAuditEvent(tx, {
        actor,
        action: "user.create",
        target: { type: "user", id: user.id },
        details: { email: user.email, role: user.role },
      });
      return user;
    });
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
      throw new AppError("conflict", `A user with the email ${input.email} already exists.`, { field: "email" });
    }
    throw err;
  }
}
