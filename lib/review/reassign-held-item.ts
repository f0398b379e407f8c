import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { can, ROLES, type Role } from "../auth/permissions";
import { AppError } from "../errors";
import { notifyAssigned } from "../notifications/notify";
import { decidePermissionFor } from "./claim-lease";
import { OPEN_STATUS_RULES, isOpenStatus, type HeldStatus } from "./decisions";

/**
 * A manager assigns an undecided item to a person (or to nobody), e.g. an escalation to a
 * colleague. The assignee must be able to decide it. Audited.
 */
export async function reassignHeldItem(db: DbClient, actor: Actor, heldItemId: string, assigneeId: string | null) {
  const item = await db.heldItem.findUnique({ where: { id: heldItemId }, select: { id: true, kind: true, toolName: true, status: true, assigneeId: true } });
  if (!item) throw new AppError("not_found", "No such held item.");
  const permission = decidePermissionFor(item.status);
  if (!permission) throw new AppError("conflict", `This item was already decided (${item.status}).`);
  let assignee: { id: string; name: string } | null = null;
  if (assigneeId) {
    const user = await db.user.findUnique({ where: { id: assigneeId }, select: { id: true, name: true, role: true, active: true } });
    if (!user || !user.active) throw new AppError("not_found", "No such active user.");
    if (!can(user.role, permission)) throw new AppError("unprocessable", `${user.name} cannot decide ${item.status} items.`);
    assignee = { id: user.id, name: user.name };
  }
  return db.$transaction(async (tx) => {
    const res = await tx.heldItem.updateMany({ where: { id: heldItemId, status: item.status }, data: { assigneeId: assignee?.id ?? null } });
    if (res.count === 0) throw new AppError("conflict", "This item was decided while you reassigned it.");
    await recordAuditEvent(tx, {
      actor,
      action: "held_item.reassign",
      target: { type: "held_item", id: heldItemId },
      details: { from: item.assigneeId, to: assignee?.id ?? null },
    });
    if (assignee && assignee.id !== item.assigneeId) await notifyAssigned(tx, actor, item, assignee.id);
    return { id: heldItemId, assignee };
  });
}

/**
 * The people who can take an item in this status: active users whose role may decide it
 * (reviewers, managers and admins for pending items; managers and admins for escalations), by
 * name. What the reassign menu lists, so it never offers someone the server would refuse.
 * `roundRobin` keeps the dealing to the decision-makers of that status: reviewers for pending
 * items, managers for escalations (admins take items when picked by name, not by rotation).
 */
export async function assignableUsers(db: DbClient, status: HeldStatus, opts: { roundRobin?: boolean } = {}) {
  if (!isOpenStatus(status)) return [];
  const { permission, roundRobin } = OPEN_STATUS_RULES[status];
  const roles: Role[] = opts.roundRobin ? [roundRobin] : ROLES.filter((r) => can(r, permission));
  return db.user.findMany({ where: { active: true, role: { in: roles } }, select: { id: true, name: true, role: true }, orderBy: { name: "asc" } });
}
