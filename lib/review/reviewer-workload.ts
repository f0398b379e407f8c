import type { DbClient } from "../db";
import { OPEN_STATUSES } from "./decisions";

export interface WorkloadRow {
  id: string;
  name: string;
  role: string;
  /** Undecided items assigned to them, by status. */
  assignedPending: number;
  assignedEscalated: number;
  /** When their oldest assigned undecided item was held (how long it has waited). */
  oldestAssigned: string | null;
  /** Items they hold a live lease on (reviewing now). */
  reviewing: number;
  /** Decisions they took since midnight UTC. */
  decidedToday: number;
}

/**
 * The team's load, one row per person who decides: assigned work, what they are reviewing,
 * what they decided today. Three grouped queries over indexes (assignee+status, lease holder,
 * decisions by actor and time), never a scan of every item.
 */
export async function reviewerWorkload(db: DbClient, now = new Date()): Promise<WorkloadRow[]> {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const people = await db.user.findMany({ where: { active: true, role: { in: ["reviewer", "manager", "admin"] } }, select: { id: true, name: true, role: true }, orderBy: [{ role: "desc" }, { name: "asc" }] });
  const ids = people.map((p) => p.id);
  if (!ids.length) return [];
  const [assigned, leases, decided] = await Promise.all([
    db.heldItem.groupBy({ by: ["assigneeId", "status"], where: { assigneeId: { in: ids }, status: { in: [...OPEN_STATUSES] } }, _count: { _all: true }, _min: { createdAt: true } }),
    db.heldItem.groupBy({ by: ["leaseHolderId"], where: { leaseHolderId: { in: ids }, leaseExpiresAt: { gt: now } }, _count: { _all: true } }),
    db.decision.groupBy({ by: ["actorId"], where: { actorId: { in: ids }, createdAt: { gte: midnight } }, _count: { _all: true } }),
  ]);
  return people.map((p) => {
    const mine = assigned.filter((a) => a.assigneeId === p.id);
    const oldest = mine.map((a) => a._min.createdAt).filter((d): d is Date => !!d).sort((a, b) => a.getTime() - b.getTime())[0];
    return {
      ...p,
      assignedPending: mine.find((a) => a.status === "pending")?._count._all ?? 0,
      assignedEscalated: mine.find((a) => a.status === "escalated")?._count._all ?? 0,
      oldestAssigned: oldest?.toISOString() ?? null,
      reviewing: leases.find((l) => l.leaseHolderId === p.id)?._count._all ?? 0,
      decidedToday: decided.find((d) => d.actorId === p.id)?._count._all ?? 0,
    };
  });
}
