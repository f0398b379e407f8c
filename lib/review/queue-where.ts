import type { DbClient, Prisma } from "../db";
import { AGE_FILTERS, filteredStatus, type QueueFilters } from "./queue-params";
import { searchHeldItemIds } from "./search-held-items";

/**
 * The Prisma filter for a queue view. Every filter maps onto an indexed column: status, kind,
 * tool, assignee and customer lead composite indexes with createdAt; the reason code, the
 * search token and the full-text document use GIN indexes. The search matches a whole ticket,
 * order or run id (searchTokens) or the words of the full-text document (searchHeldItemIds, at
 * most SEARCH_MATCH_LIMIT items). Returns null when the view cannot match anything (an unknown
 * customer), so callers skip the query.
 */
export async function queueWhere(db: DbClient, filters: QueueFilters, actorId: string, now = new Date()): Promise<Prisma.HeldItemWhereInput | null> {
  const status = filteredStatus(filters.status);
  const where: Prisma.HeldItemWhereInput = status ? { status } : {};
  if (filters.kind) where.kind = filters.kind;
  if (filters.tool) where.toolName = filters.tool;
  if (filters.reason) where.reasonCodes = { has: filters.reason };
  if (filters.q) {
    const text = await searchHeldItemIds(db, filters.q, status);
    where.OR = [{ searchTokens: { has: filters.q.toLowerCase() } }, ...(text.length ? [{ id: { in: text } }] : [])];
  }
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
