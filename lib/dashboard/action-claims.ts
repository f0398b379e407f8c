import type { DbClient } from "../db";
import { daysOf, type DashboardRange } from "./dashboard-range";
import { BY_DAY, IN_RANGE, NOT_KNOWN_RUN, num, rangeParams } from "./sql";

export interface ActionClaimDay {
  day: string;
  unperformed: number;
  failedAction: number;
}

/**
 * Issue 16: claims of an action that never ran (unperformed) or ran and failed (failed_action),
 * per day, from the reply checks' telemetry counts. Such a claim always holds its reply, so only
 * held reply checks are read (the [createdAt, kind] index narrows them; the JSON is read on those).
 */
export async function actionClaimCounts(db: DbClient, range: DashboardRange) {
  const rows = await db.$queryRawUnsafe<{ day: string; unperformed: bigint; failed: bigint }[]>(
    BY_DAY(`SELECT date_trunc('day', c."createdAt") AS d,
            COALESCE(sum((c.telemetry->'counts'->>'unperformed')::int), 0) AS unperformed,
            COALESCE(sum((c.telemetry->'counts'->>'failed_action')::int), 0) AS failed
     FROM "Check" c WHERE c.kind = 'reply' AND c.decision = 'hold' AND ${IN_RANGE(`c."createdAt"`)} AND ${NOT_KNOWN_RUN} GROUP BY 1`),
    ...rangeParams(range),
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days: ActionClaimDay[] = daysOf(range).map((day) => ({ day, unperformed: num(byDay.get(day)?.unperformed), failedAction: num(byDay.get(day)?.failed) }));
  return {
    days,
    total: { unperformed: days.reduce((s, d) => s + d.unperformed, 0), failedAction: days.reduce((s, d) => s + d.failedAction, 0) },
  };
}
