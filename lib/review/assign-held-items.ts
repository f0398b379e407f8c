import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError, toErrorBody } from "../errors";
import { assignableUsers, reassignHeldItem } from "./reassign-held-item";
import { ticketsOf, type BulkOutcome } from "./bulk-decide";
import { OPEN_STATUSES } from "./decisions";

/** Who gets the items: one person, nobody (unassign), or round-robin among the people who can take each. */
export type AssignTarget = { to: "user"; userId: string } | { to: "nobody" } | { to: "round_robin" };

/**
 * Assigns undecided items, one reassignHeldItem per item (the assignee must be able to decide
 * it; audited per item). Round-robin deals the items to reviewers for pending items and to
 * managers for escalated ones, least loaded first (their undecided assigned items, counted
 * before the batch and as it is dealt), so a batch evens out the team instead of piling on one.
 */
export async function assignHeldItems(db: DbClient, actor: Actor, ids: string[], target: AssignTarget) {
  const unique = [...new Set(ids)];
  const [items, tickets] = await Promise.all([db.heldItem.findMany({ where: { id: { in: unique } }, select: { id: true, status: true } }), ticketsOf(db, unique)]);
  const status = new Map(items.map((i) => [i.id, i.status]));
  const load = new Map<string, number>();
  const pools = new Map<string, { id: string; name: string }[]>();
  if (target.to === "round_robin") {
    for (const s of new Set(items.map((i) => i.status))) pools.set(s, await assignableUsers(db, s, { roundRobin: true }));
    const people = [...new Set([...pools.values()].flat().map((p) => p.id))];
    const counts = people.length
      ? await db.heldItem.groupBy({ by: ["assigneeId"], where: { assigneeId: { in: people }, status: { in: [...OPEN_STATUSES] } }, _count: { _all: true } })
      : [];
    for (const p of people) load.set(p, 0);
    for (const c of counts) if (c.assigneeId) load.set(c.assigneeId, c._count._all);
  }
  const results: (BulkOutcome & { assignee?: string | null })[] = [];
  for (const id of unique) {
    const ticket = tickets.get(id) ?? null;
    try {
      const current = status.get(id);
      if (!current) throw new AppError("not_found", "No such held item.");
      let assigneeId: string | null = null;
      if (target.to === "user") assigneeId = target.userId;
      if (target.to === "round_robin") {
        const pool = pools.get(current) ?? [];
        if (!pool.length) throw new AppError("unprocessable", `Nobody active can take ${current} items.`);
        const pick = [...pool].sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) || a.name.localeCompare(b.name))[0];
        assigneeId = pick.id;
      }
      const out = await reassignHeldItem(db, actor, id, assigneeId);
      if (out.assignee) load.set(out.assignee.id, (load.get(out.assignee.id) ?? 0) + 1);
      results.push({ id, ticket, ok: true, status: current, assignee: out.assignee?.name ?? null });
    } catch (err) {
      const { error } = toErrorBody(err).body;
      results.push({ id, ticket, ok: false, code: error.code, message: error.message });
    }
  }
  const done = results.filter((r) => r.ok).length;
  await recordAuditEvent(db, { actor, action: "held_item.bulk_assign", target: { type: "held_item", id: null }, details: { target: target.to, userId: target.to === "user" ? target.userId : null, items: unique.length, assigned: done } });
  return { assigned: done, failed: results.length - done, results };
}
