import type { RawReader } from "./batch-reads";
import { daysOf, type DashboardRange } from "./dashboard-range";
import { BY_DAY, IN_DAYS, IN_RANGE, NOT_KNOWN_ITEM, NOT_KNOWN_RUN, num, rangeParams, type FigureSource } from "./sql";

export interface RateRow {
  key: string;
  checked: number;
  held: number;
  /** held / checked, or null when nothing was checked. */
  rate: number | null;
}

const rate = (held: number, checked: number) => (checked ? held / checked : null);

// Per day and tool, from the rollups (answer-key copies are left out of them; see sql.ts).
const ROLLUP_CHECKS = BY_DAY(`SELECT r.day::timestamp AS d, r.tool, sum(r.checks) AS n FROM "CheckDayRollup" r
  WHERE ${IN_DAYS(`r.day`)} GROUP BY 1, 2 HAVING sum(r.checks) <> 0`);
const ROLLUP_HELD = BY_DAY(`SELECT r.day::timestamp AS d, r.tool, sum(r.items) AS n FROM "HeldDayRollup" r
  WHERE ${IN_DAYS(`r.day`)} GROUP BY 1, 2 HAVING sum(r.items) <> 0`);
const ROLLUP_REASONS = `SELECT r.reason, sum(r.items) AS n FROM "HeldReasonDayRollup" r
  WHERE ${IN_DAYS(`r.day`)} GROUP BY 1 HAVING sum(r.items) <> 0 ORDER BY 2 DESC, 1`;

// The same figures aggregated from the rows themselves (the reference; see FigureSource).
// Index-only: Check (createdAt, toolName, runId).
const RAW_CHECKS = BY_DAY(`SELECT date_trunc('day', c."createdAt") AS d, COALESCE(c."toolName", '(reply)') AS tool, count(*) AS n
   FROM "Check" c WHERE ${IN_RANGE(`c."createdAt"`)} AND ${NOT_KNOWN_RUN} GROUP BY 1, 2`);
const RAW_HELD = BY_DAY(`SELECT date_trunc('day', h."createdAt") AS d, COALESCE(h."toolName", '(reply)') AS tool, count(*) AS n
   FROM "HeldItem" h WHERE ${IN_RANGE(`h."createdAt"`)} AND ${NOT_KNOWN_ITEM} GROUP BY 1, 2`);
const RAW_REASONS = `SELECT r AS reason, count(*) AS n FROM "HeldItem" h CROSS JOIN LATERAL unnest(h."reasonCodes") AS r
   WHERE ${IN_RANGE(`h."createdAt"`)} AND ${NOT_KNOWN_ITEM} AND r IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1`;

/**
 * Hold rate (held / checked) per day, by tool (replies as "(reply)") and by reason code. Checks
 * count by their day and tool, held items by theirs. A reason code's rate is the share of all
 * checks held for that reason (an item with two reasons counts under both).
 */
export async function holdRates(db: RawReader, range: DashboardRange, source: FigureSource = "rollup") {
  const p = rangeParams(range);
  const rollup = source === "rollup";
  const [checksByDayTool, heldByDayTool, heldByReason] = await Promise.all([
    db.$queryRawUnsafe<{ day: string; tool: string; n: bigint }[]>(rollup ? ROLLUP_CHECKS : RAW_CHECKS, ...p),
    db.$queryRawUnsafe<{ day: string; tool: string; n: bigint }[]>(rollup ? ROLLUP_HELD : RAW_HELD, ...p),
    db.$queryRawUnsafe<{ reason: string; n: bigint }[]>(rollup ? ROLLUP_REASONS : RAW_REASONS, ...p),
  ]);
  const sum = (rows: { n: bigint }[], pick: (r: { day: string; tool: string }) => boolean) => rows.reduce((s, r) => s + (pick(r as never) ? num(r.n) : 0), 0);
  const byDay: RateRow[] = daysOf(range).map((day) => {
    const checked = sum(checksByDayTool, (r) => r.day === day);
    const held = sum(heldByDayTool, (r) => r.day === day);
    return { key: day, checked, held, rate: rate(held, checked) };
  });
  const tools = [...new Set([...checksByDayTool, ...heldByDayTool].map((r) => r.tool))];
  const byTool: RateRow[] = tools
    .map((tool) => {
      const checked = sum(checksByDayTool, (r) => r.tool === tool);
      const held = sum(heldByDayTool, (r) => r.tool === tool);
      return { key: tool, checked, held, rate: rate(held, checked) };
    })
    .sort((a, b) => b.held - a.held || a.key.localeCompare(b.key));
  const totalChecked = byDay.reduce((s, d) => s + d.checked, 0);
  const totalHeld = byDay.reduce((s, d) => s + d.held, 0);
  const byReason: RateRow[] = heldByReason.map((r) => ({ key: r.reason, checked: totalChecked, held: num(r.n), rate: rate(num(r.n), totalChecked) }));
  return { total: { key: "all", checked: totalChecked, held: totalHeld, rate: rate(totalHeld, totalChecked) }, byDay, byTool, byReason };
}
