/** SQL shared by the dashboard queries. Known (answer-key) items are never counted as real traffic. */
export const NOT_KNOWN_RUN = `NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."runId" = c."runId")`;
export const NOT_KNOWN_ITEM = `NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = h.id)`;
/** Range parameters $1, $2 as timestamps (columns are UTC timestamps without zone). */
export const IN_RANGE = (col: string) => `${col} >= $1::timestamp AND ${col} < $2::timestamp`;
/** The same range over a rollup's `day` (a date): ranges are whole UTC days, so this is exact. */
export const IN_DAYS = (col: string) => `${col} >= $1::timestamp::date AND ${col} < $2::timestamp::date`;
/**
 * The rollups (migrations dashboard_daily_rollups, dashboard_exact_percentiles_known_items) leave
 * answer-key copies out themselves: a trigger on AnswerKeyItem moves a copy's run and held item
 * out of the counts when it is mixed in, and back if it is unlinked. The raw queries use NOT_KNOWN_*.
 */
/**
 * Groups by day in the inner query and formats the day only on the grouped rows: truncating a
 * timestamp per row is cheap, formatting it per row is not (and hides the group count from the planner).
 */
export const BY_DAY = (inner: string) => `SELECT to_char(t.d, 'YYYY-MM-DD') AS day, t.* FROM (${inner}) t`;

/**
 * Where a figure is read from: "rollup" (the daily rollup tables, what the dashboard uses) or "raw"
 * (aggregating the checks and held items themselves: the reference the rollups are tested and
 * benchmarked against).
 */
export type FigureSource = "rollup" | "raw";

export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
export const rangeParams = (r: { from: Date; to: Date }) => [r.from.toISOString(), r.to.toISOString()] as const;
