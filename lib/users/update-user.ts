import { recordAuditEvent, type DbClient, type DbTx } from "../db";
import type { Actor } from "../auth/actor";
import type { Role } from "../auth/permissions";
import { AppError } from "../errors";

const publicUser = { id: true, email: true, name: true, role: true, active: true } as const;

/**
 * Refuses changes that would leave nobody able to administer the app: the last active admin can be
 * neither demoted nor deactivated. Checked inside the same transaction as the change.
 */
async function assertAnotherAdminRemains(tx: DbTx, userId: string) {
  const others = await tx.user.count({ where: { role: "admin", active: true, id: { not: userId } } });
  if (others === 0) throw new AppError("unprocessable", "This is the last active admin; make someone else admin first.");
}

async function loadUser(tx: DbTx, userId: string) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: publicUser });
  if (!user) throw new AppError("not_found", "No such user.");
  return user;
}

export async function changeUserRole(db: DbClient, actor: Actor, userId: string, role: Role) {
  return db.$transaction(async (tx) => {
    const before = await loadUser(tx, userId);
    if (before.role === role) return before;
    if (before.role === "admin" && before.active) await assertAnotherAdminRemains(tx, userId);
    const user = await tx.user.update({ where: { id: userId }, data: { role }, select: publicUser });
    await recordAuditEvent(tx, {
      actor,
      action: "user.role_change",
      target: { type: "user", id: userId },
      details: { email: user.email, from: before.role, to: role },
    });
    return user;
  });
}

export async function setUserActive(db: DbClient, actor: Actor, userId: string, active: boolean) {
  if (!active && userId === actor.id) throw new AppError("unprocessable", "You cannot deactivate yourself.");
  return db.$transaction(async (tx) => {
    const before = await loadUser(tx, userId);
    if (before.active === active) return before;
    if (!active && before.role === "admin") await assertAnotherAdminRemains(tx, userId);
    // Deactivation also revokes the user's sessions on the server (a new session version).
    const user = await tx.user.update({ where: { id: userId }, data: { active, ...(active ? {} : { sessionVersion: { increment: 1 } }) }, select: publicUser });
    await recordAuditEvent(tx, {
      actor,
      action: active ? "user.reactivate" : "user.deactivate",
      target: { type: "user", id: userId },
      details: { email: user.email },
    });
    return user;
  });
}

export async function listUsers(db: DbClient) {
  return db.user.findMany({ orderBy: [{ active: "desc" }, { email: "asc" }], select: { ...publicUser, createdAt: true } });
}
