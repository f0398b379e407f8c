import type { DbClient, Prisma } from "../db";
import { AGE_FILTERS, type QueueFilters } from "./queue-params";

/**
 * The Prisma filter for a queue view. Every filter maps onto an indexed column: status, kind,
 * tool, assignee and customer lead composite indexes with createdAt; the reason code and the
 * search token use GIN indexes. Returns null when the view cannot match anything (an unknown
 * customer), so callers skip the query.
 */
export async function queueWhere(db: DbClient, filters: QueueFilters, actorId: string, now = new Date()): Promise<Prisma.HeldItemWhereInput | null> {
  const where: Prisma.HeldItemWhereInput = { status: filters.status };
  if (filters.kind) where.kind = filters.kind;
  if (filters.tool) where.toolName = filters.tool;
  if (filters.reason) where.reasonCodes = { has: filters.reason };
  if (filters.q) where.searchTokens = { has: filters.q.toLowerCase() };
  if (filters.age) where.createdAt = { lt: new Date(now.getTime() - AGE_FILTERS[filters.age] * 60_000) };
  if (filters.assignee === "me") where.assigneeId = actorId;
  else if (filters.assignee === "none") where.assigneeId = null;
  else if (filters.assignee) where.assigneeId = filters.assignee;
  if (filters.customer) {
    // Team-wide: the same external id under several agents is several customers (tenancy), all shown.
    const customers = await db.customer.findMany({ where: { externalId: filters.customer }, select: { id: true } });
    if (!customers.length) return null;
    where.customerId = customers.length === 1 ? customers[0].id : { in: customers.map((c) => c.id) };
  }
  return where;
}
