import { getPrisma, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { can, type Permission } from "../auth/permissions";
import { AppError } from "../errors";
import { OPEN_STATUS_RULES, isOpenStatus, type HeldStatus } from "./decisions";

/** How long opening an item keeps it for you; the page renews it while it stays open. */
export const LEASE_MINUTES = 5;

export interface Lease {
  id: string;
  holder: { id: string; name: string };
  until: string;
  mine: boolean;
}

/** The permission needed to work on an item in this status, or null when it is already decided. */
export function decidePermissionFor(status: HeldStatus): Permission | null {
  return isOpenStatus(status) ? OPEN_STATUS_RULES[status].permission : null;
}

/**
 * Claims (or renews) the lease on an item for the actor: one conditional update, so two people
 * opening the same item at once cannot both hold it. When someone else holds a live lease, the
 * answer names them instead of taking it. Only people who may decide the item can lease it.
 */
export async function claimLease(db: DbClient, actor: Actor, heldItemId: string, now = new Date()): Promise<Lease> {
  const item = await db.heldItem.findUnique({ where: { id: heldItemId }, select: { status: true } });
  if (!item) throw new AppError("not_found", "No such held item.");
  const permission = decidePermissionFor(item.status);
  if (!permission) throw new AppError("conflict", `This item was already decided (${item.status}).`);
  if (!can(actor.role, permission)) throw new AppError("forbidden", item.status === "escalated" ? "Only managers work on escalated items." : `Your role (${actor.role}) cannot decide held items.`);

  const until = new Date(now.getTime() + LEASE_MINUTES * 60_000);
  const res = await db.heldItem.updateMany({
    where: { id: heldItemId, status: item.status, OR: [{ leaseHolderId: null }, { leaseHolderId: actor.id }, { leaseExpiresAt: { lt: now } }] },
    data: { leaseHolderId: actor.id, leaseExpiresAt: until },
  });
  if (res.count === 1) return { id: heldItemId, holder: { id: actor.id, name: actor.name }, until: until.toISOString(), mine: true };

  const current = await currentLease(db, heldItemId, actor, now);
  if (current && !current.mine) throw new AppError("conflict", `${current.holder.name} is reviewing this item (until ${current.until.slice(11, 16)} UTC).`, { lease: current });
  throw new AppError("conflict", "This item changed while you opened it: reload to see its state.");
}

/** Gives the lease back (leaving an item, or after deciding elsewhere). Only your own lease. */
export async function releaseLease(db: DbClient, actor: Actor, heldItemId: string) {
  const res = await db.heldItem.updateMany({ where: { id: heldItemId, leaseHolderId: actor.id }, data: { leaseHolderId: null, leaseExpiresAt: null } });
  return { id: heldItemId, released: res.count === 1 };
}

/** releaseLease on the app's database: for the route a page leaving calls (navigator.sendBeacon). */
export async function releaseOwnLease(actor: Actor, heldItemId: string) {
  return releaseLease(await getPrisma(), actor, heldItemId);
}

/** Who is reviewing the item now, if anyone: an expired lease is no lease. */
export async function currentLease(db: DbClient, heldItemId: string, actor: Actor, now = new Date()): Promise<Lease | null> {
  const row = await db.heldItem.findUnique({ where: { id: heldItemId }, select: { leaseHolderId: true, leaseExpiresAt: true } });
  if (!row?.leaseHolderId || !row.leaseExpiresAt || row.leaseExpiresAt <= now) return null;
  const holder = await db.user.findUnique({ where: { id: row.leaseHolderId }, select: { id: true, name: true } });
  return { id: heldItemId, holder: holder ?? { id: row.leaseHolderId, name: "another reviewer" }, until: row.leaseExpiresAt.toISOString(), mine: row.leaseHolderId === actor.id };
}
