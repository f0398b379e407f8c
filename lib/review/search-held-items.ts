import { Prisma, type DbClient } from "../db";
import type { HeldStatusName } from "./queue-params";

/**
 * The most matches a full-text search hands to the queue's filter. A search is for finding a
 * ticket, not a report: past this many the view says so and asks for another word.
 */
export const SEARCH_MATCH_LIMIT = 1000;

/**
 * Held items whose full-text document (ticket subject, customer name and email, payload, the
 * run's messages and tool results: migration queue_triage_search) matches the words, oldest first.
 * The same SQL on PostgreSQL and PGlite: websearch_to_tsquery (quotes, "or", -word) over the GIN
 * index on HeldItem.searchVector, narrowed by status when the view names one.
 */
export async function searchHeldItemIds(db: DbClient, words: string, status: HeldStatusName | null, limit = SEARCH_MATCH_LIMIT): Promise<string[]> {
  const statusSql = status ? Prisma.sql`AND "status" = ${status}::"HeldStatus"` : Prisma.empty;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "HeldItem"
    WHERE "searchVector" @@ websearch_to_tsquery('english', ${words}) ${statusSql}
    ORDER BY "createdAt" ASC, "id" ASC
    LIMIT ${limit}`;
  return rows.map((r) => r.id);
}
