import { Prisma, type DbClient } from "../db";
import type { HeldStatusName } from "./queue-params";

/**
 * The most matches a full-text search hands to the queue's filter. A search is for finding a
 * ticket, not a report: past this many the view says so and asks for another word.
 */
export const SEARCH_MATCH_LIMIT = 1000;

/**
 * Up to about this many matches of the words (any status), a search takes them all from the GIN
 * index and sorts them; when more match, it walks the items oldest first and tests each one's
 * document until enough match. Measured embedded at 100,000 items: the GIN way costs about 3.5 µs
 * per match (heap row read, sorted), the walk 1.4-2.6 µs per row walked (the document tested), and
 * the walk reads about SEARCH_MATCH_LIMIT × items ÷ matches rows: they cost the same near 7,000
 * matches. Also the most a wrong estimate can cost (read before the walk runs after all).
 */
export const SEARCH_FEW_MATCHES = 7_000;

/**
 * Held items whose full-text document (ticket subject, customer name and email, payload, the
 * run's messages and tool results: migration queue_triage_search) matches the words, oldest first.
 * The same SQL on PostgreSQL and PGlite: websearch_to_tsquery (quotes, "or", -word) over the GIN
 * index on HeldItem.searchVector, narrowed by status when the view names one.
 *
 * Two shapes, the same rows in the same order; the planner's own estimate of the words' matches
 * (EXPLAIN, from the column's lexeme statistics: no row is read) picks one:
 * - few matches (a rare word: "teapot", a name): every match from the GIN index (a bitmap of the
 *   words' posting lists; rows read, documents not tested), narrowed by status, sorted. Left to
 *   itself the planner walks the createdAt index instead, because it costs testing a document as
 *   one operator call: for "teapot" (3,500 pending matches) that tested 28,800 documents (76-96 ms
 *   p50 in process embedded at 100,000 items, against 34 ms this way);
 * - many (a common word: "please"): that walk, which finds SEARCH_MATCH_LIMIT matches within a
 *   few thousand rows, where taking every match would read every row (170-270 ms).
 * A wrong estimate costs time, never different results.
 */
export async function searchHeldItemIds(db: DbClient, words: string, status: HeldStatusName | null, limit = SEARCH_MATCH_LIMIT, few = SEARCH_FEW_MATCHES): Promise<string[]> {
  const matches = Prisma.sql`"searchVector" @@ websearch_to_tsquery('english', ${words})`;
  const inStatus = status ? Prisma.sql`AND "status" = ${status}::"HeldStatus"` : Prisma.empty;
  const walk = Prisma.sql`SELECT "id", "createdAt" FROM "HeldItem" WHERE ${matches} ${inStatus} ORDER BY "createdAt" ASC, "id" ASC LIMIT ${limit}`;
  const rows =
    (await estimatedRows(db, Prisma.sql`SELECT 1 FROM "HeldItem" WHERE ${matches}`)) > few
      ? await db.$queryRaw<{ id: string }[]>`${walk}`
      : // MATERIALIZED keeps the planner from turning the GIN match back into the walk. The status is
        // tested on the matches' rows: ANDing the status index's 70,000 pending entries into the
        // bitmap cost more than it saved. An estimate too low (words that go together, as in
        // "charged twice", are estimated as if independent) is caught by the bound: past `few`
        // matches the walk runs after all.
        await db.$queryRaw<{ id: string }[]>`
          WITH m AS MATERIALIZED (SELECT "id", "createdAt", "status" FROM "HeldItem" WHERE ${matches} LIMIT ${few + 1}),
          n AS (SELECT count(*) AS n FROM m)
          SELECT "id" FROM (
            (SELECT "id", "createdAt" FROM m WHERE (SELECT n FROM n) <= ${few} ${inStatus})
            UNION ALL
            (SELECT "id", "createdAt" FROM (${walk}) w WHERE (SELECT n FROM n) > ${few})
          ) x
          ORDER BY "createdAt" ASC, "id" ASC
          LIMIT ${limit}`;
  return rows.map((r) => r.id);
}

/** The planner's estimate of a query's rows (EXPLAIN: planned, not run). */
async function estimatedRows(db: DbClient, query: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<{ "QUERY PLAN": unknown }[]>`EXPLAIN (FORMAT JSON) ${query}`;
  const plan = typeof row["QUERY PLAN"] === "string" ? JSON.parse(row["QUERY PLAN"]) : row["QUERY PLAN"];
  return Number(plan?.[0]?.Plan?.["Plan Rows"] ?? Infinity);
}
