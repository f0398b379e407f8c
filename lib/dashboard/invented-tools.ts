import type { RawReader } from "./batch-reads";
import type { DashboardRange } from "./dashboard-range";
import { IN_RANGE, NOT_KNOWN_RUN, num, rangeParams } from "./sql";

// The last time as timestamptz (the column is UTC without a zone), so it keeps its zone as JSON too (batch-reads.ts).
/**
 * Tool names agents asked for that do not exist (guard code unknown_tool), most asked first:
 * the capabilities agents keep reaching for.
 */
export async function inventedTools(db: RawReader, range: DashboardRange, limit = 20) {
  const rows = await db.$queryRawUnsafe<{ tool: string; n: bigint; runs: bigint; last: Date }[]>(
    `SELECT COALESCE(c."toolName", '(none)') AS tool, count(*) AS n, count(DISTINCT c."runId") AS runs, max(c."createdAt") AT TIME ZONE 'UTC' AS last
     FROM "Check" c
     WHERE c.code = 'unknown_tool' AND c.kind = 'tool_call' AND ${IN_RANGE(`c."createdAt"`)} AND ${NOT_KNOWN_RUN}
     GROUP BY 1 ORDER BY n DESC, tool ASC LIMIT $3`,
    ...rangeParams(range),
    limit,
  );
  return rows.map((r) => ({ tool: r.tool, calls: num(r.n), runs: num(r.runs), lastSeen: new Date(r.last) }));
}
