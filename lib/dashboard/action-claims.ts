import type { RawReader } from "./batch-reads";
import { daysOf, type DashboardRange } from "./dashboard-range";
import { BY_DAY, IN_DAYS, IN_RANGE, NOT_KNOWN_RUN, num, rangeParams, type FigureSource } from "./sql";

export interface ActionClaimDay {
  day: string;
  unperformed: number;
  failedAction: number;
}

// Per day: the rollup's held-reply counts (answer-key copies are left out of it; see sql.ts).
const ROLLUP = BY_DAY(`SELECT r.day::timestamp AS d, sum(r."heldUnperformed") AS unperformed, sum(r."heldFailedAction") AS failed
  FROM "CheckDayRollup" r WHERE r.kind = 'reply' AND ${IN_DAYS(`r.day`)} GROUP BY 1`);
// The reference: held reply checks only (the [createdAt, kind] index narrows them; the JSON is read on those).
const RAW = BY_DAY(`SELECT date_trunc('day', c."createdAt") AS d,
    COALESCE(sum("rollup_count"(c.telemetry->'counts'->>'unperformed')), 0) AS unperformed,
    COALESCE(sum("rollup_count"(c.telemetry->'counts'->>'failed_action')), 0) AS failed
  FROM "Check" c WHERE c.kind = 'reply' AND c.decision = 'hold' AND ${IN_RANGE(`c."createdAt"`)} AND ${NOT_KNOWN_RUN} GROUP BY 1`);

/**
 * Issue 16: claims of an action that never ran (unperformed) or ran and failed (failed_action),
 * per day, from the reply checks' telemetry counts. Such a claim always holds its reply.
 */
export async function actionClaimCounts(db: RawReader, range: DashboardRange, source: FigureSource = "rollup") {
  const rows = await db.$queryRawUnsafe<{ day: string; unperformed: bigint; failed: bigint }[]>(source === "rollup" ? ROLLUP : RAW, ...rangeParams(range));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days: ActionClaimDay[] = daysOf(range).map((day) => ({ day, unperformed: num(byDay.get(day)?.unperformed), failedAction: num(byDay.get(day)?.failed) }));
  return {
    days,
    total: { unperformed: days.reduce((s, d) => s + d.unperformed, 0), failedAction: days.reduce((s, d) => s + d.failedAction, 0) },
  };
}
