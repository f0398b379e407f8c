import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { can } from "../auth/permissions";
import { AppError } from "../errors";
import { LEASE_MINUTES, decidePermissionFor } from "./claim-lease";
import { filteredStatus, type QueueFilters } from "./queue-params";
import { queueWhere } from "./queue-where";

const ATTEMPTS = 5;

/**
 * "Next item": claims the oldest item matching the view's filters that nobody is reviewing (and
 * that is not assigned to someone else). The pick and the claim are separate statements, so the
 * claim is conditional and a lost race just tries the next candidate. Null when nothing is left.
 */
export async function claimNextItem(db: DbClient, actor: Actor, filters: QueueFilters, now = new Date()): Promise<{ id: string; until: string } | null> {
  const status = filteredStatus(filters.status);
  const permission = status && decidePermissionFor(status);
  if (!status) throw new AppError("invalid_input", "Choose the pending or escalated items to claim the next one.");
  if (!permission) throw new AppError("invalid_input", `Items that are ${status} are already decided: there is nothing to claim.`);
  if (!can(actor.role, permission)) throw new AppError("forbidden", `Your role (${actor.role}) cannot work on ${filters.status} items.`);
  const where = await queueWhere(db, filters, actor.id, now);
  if (!where) return null;
  const free = { OR: [{ leaseHolderId: null }, { leaseExpiresAt: { lt: now } }, { leaseHolderId: actor.id }] };
  const mineOrNobodys = { OR: [{ assigneeId: null }, { assigneeId: actor.id }] };
  const skip: string[] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    const candidate = await db.heldItem.findFirst({
      where: { AND: [where, free, ...(filters.assignee ? [] : [mineOrNobodys]), ...(skip.length ? [{ id: { notIn: skip } }] : [])] },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    if (!candidate) return null;
    const until = new Date(now.getTime() + LEASE_MINUTES * 60_000);
    const res = await db.heldItem.updateMany({
      where: { id: candidate.id, status, ...free },
      data: { leaseHolderId: actor.id, leaseExpiresAt: until },
    });
    if (res.count === 1) return { id: candidate.id, until: until.toISOString() };
    skip.push(candidate.id);
  }
  throw new AppError("conflict", "Others claimed every candidate at the same moment: try again.");
}
