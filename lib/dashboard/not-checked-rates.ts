import type { RawReader } from "./batch-reads";
import { daysOf, type DashboardRange } from "./dashboard-range";
import { notCheckedShare, type NotCheckedShare } from "./not-checked-share";
import { IN_RANGE, num, rangeParams } from "./sql";

// Policy claims per day and agent from ReplyClaimCount, which a trigger fills from the findings of
// every reply check, passed and held alike (migration claim_counts_and_false_alarms): the
// denominator is every policy sentence checked, not only those of held replies. Answer-key copies
// are left out. The index (createdAt, verdict, kind, n, runId) serves the range; runs give the agent.
const ROWS = `SELECT to_char(t.d, 'YYYY-MM-DD') AS day, t."agentId", a.name AS agent, t.policy, t.not_checked
  FROM (
    SELECT date_trunc('day', rc."createdAt") AS d, r."agentId", sum(rc.n) AS policy,
      COALESCE(sum(rc.n) FILTER (WHERE rc.verdict = 'not_checked'), 0) AS not_checked
    FROM "ReplyClaimCount" rc JOIN "Run" r ON r.id = rc."runId"
    WHERE rc.kind = 'policy' AND ${IN_RANGE(`rc."createdAt"`)}
      AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" k WHERE k."runId" = rc."runId")
    GROUP BY 1, 2
  ) t JOIN "Agent" a ON a.id = t."agentId"
  ORDER BY 1, 3`;

/** The not-checked share of policy sentences for a range, per agent and per day, against `threshold` (a fraction). */
export async function notCheckedRates(db: RawReader, range: DashboardRange, threshold: number): Promise<NotCheckedShare> {
  const rows = await db.$queryRawUnsafe<{ day: string; agentId: string; agent: string; policy: bigint; not_checked: bigint }[]>(ROWS, ...rangeParams(range));
  return notCheckedShare(
    rows.map((r) => ({ day: r.day, agentId: r.agentId, agent: r.agent, policy: num(r.policy), notChecked: num(r.not_checked) })),
    daysOf(range),
    threshold,
  );
}
