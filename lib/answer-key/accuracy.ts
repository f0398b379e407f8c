import type { DbClient } from "../db";
import { wilson, type Proportion } from "./wilson";

export interface ReviewerAccuracy {
  reviewerId: string;
  name: string;
  email: string;
  /** Known-wrong items decided by this reviewer, and how many were caught (escalated, or edited to a version the guard passes). */
  recall: Proportion;
  /** Known-right items decided by this reviewer, and how many were flagged (edited or escalated although fine). */
  flagRate: Proportion;
}

export interface AccuracyTrendPoint {
  week: string;
  recall: Proportion;
  flagRate: Proportion;
}

interface Row {
  actorId: string;
  expected: "wrong" | "right";
  flagged: boolean;
  week: string;
  n: bigint;
}

/**
 * Reviewer accuracy on the answer key, counted in the database. Each known item is scored on its
 * first decision (the reviewer's; a manager deciding an escalation later does not change whose
 * call it was). An edit counts as a catch because an edit can only be saved when the guard passes
 * the edited version (lib/review/decide-held-item.ts): "edited to a correct version".
 */
export async function reviewerAccuracy(db: DbClient, range?: { from: Date; to: Date }) {
  const rows = await db.$queryRawUnsafe<Row[]>(
    `SELECT d."actorId" AS "actorId", a.expected::text AS expected, (d.action <> 'approve') AS flagged,
            to_char(date_trunc('week', d."createdAt"), 'YYYY-MM-DD') AS week, count(*) AS n
     FROM "AnswerKeyItem" a
     CROSS JOIN LATERAL (
       SELECT x."actorId", x.action, x."createdAt" FROM "Decision" x WHERE x."heldItemId" = a."heldItemId" ORDER BY x."createdAt" ASC, x.id ASC LIMIT 1
     ) d
     WHERE a."heldItemId" IS NOT NULL ${range ? `AND d."createdAt" >= $1::timestamp AND d."createdAt" < $2::timestamp` : ""}
     GROUP BY 1, 2, 3, 4`,
    ...(range ? [range.from.toISOString(), range.to.toISOString()] : []),
  );
  const tally = () => ({ wrong: 0, caught: 0, right: 0, flagged: 0 });
  const add = (t: ReturnType<typeof tally>, r: Row) => {
    const n = Number(r.n);
    if (r.expected === "wrong") {
      t.wrong += n;
      if (r.flagged) t.caught += n;
    } else {
      t.right += n;
      if (r.flagged) t.flagged += n;
    }
  };
  const byActor = new Map<string, ReturnType<typeof tally>>();
  const byWeek = new Map<string, ReturnType<typeof tally>>();
  const team = tally();
  for (const r of rows) {
    if (!byActor.has(r.actorId)) byActor.set(r.actorId, tally());
    if (!byWeek.has(r.week)) byWeek.set(r.week, tally());
    add(byActor.get(r.actorId)!, r);
    add(byWeek.get(r.week)!, r);
    add(team, r);
  }
  const users = await db.user.findMany({ where: { id: { in: [...byActor.keys()] } }, select: { id: true, name: true, email: true } });
  const who = new Map(users.map((u) => [u.id, u]));
  const reviewers: ReviewerAccuracy[] = [...byActor.entries()]
    .map(([id, t]) => ({
      reviewerId: id,
      name: who.get(id)?.name ?? "(deleted user)",
      email: who.get(id)?.email ?? "",
      recall: wilson(t.caught, t.wrong),
      flagRate: wilson(t.flagged, t.right),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const trend: AccuracyTrendPoint[] = [...byWeek.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([week, t]) => ({ week, recall: wilson(t.caught, t.wrong), flagRate: wilson(t.flagged, t.right) }));
  return { reviewers, team: { recall: wilson(team.caught, team.wrong), flagRate: wilson(team.flagged, team.right) }, trend };
}

/** Counts for the answer-key page: staged, in the queue, decided; by expected decision. */
export async function answerKeyCounts(db: DbClient) {
  const rows = await db.$queryRawUnsafe<{ expected: string; state: string; n: bigint }[]>(
    `SELECT a.expected::text AS expected,
            CASE WHEN a."heldItemId" IS NULL THEN 'staged' WHEN h.status = 'pending' THEN 'in_queue' ELSE 'decided' END AS state,
            count(*) AS n
     FROM "AnswerKeyItem" a LEFT JOIN "HeldItem" h ON h.id = a."heldItemId" GROUP BY 1, 2`,
  );
  const out = { wrong: { staged: 0, in_queue: 0, decided: 0 }, right: { staged: 0, in_queue: 0, decided: 0 } };
  for (const r of rows) out[r.expected as "wrong" | "right"][r.state as "staged"] = Number(r.n);
  return out;
}
