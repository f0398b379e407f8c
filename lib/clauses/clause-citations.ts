import type { DbClient } from "../db";

/** Below this lexical support score a citation barely backs its sentence (the verifier's default threshold). */
export const LOW_SUPPORT_SCORE = 0.5;

export interface ClauseCitationStats {
  /** Reply checks with at least one claim citing the clause (by its id or any alias). */
  replies: number;
  claims: number;
  /** Claims citing it with a support score below LOW_SUPPORT_SCORE. */
  lowSupportClaims: number;
}

export interface LowSupportReply {
  heldItemId: string;
  status: string;
  createdAt: Date;
  claimText: string;
  citedAs: string;
  clauseVersion: string | null;
  score: number;
}

// A claim cites the clause when one of its cited ids, upper-cased, is the clause's id or an alias:
// ClauseCitation holds one row per reply check's claim and cited id, written by a trigger from the
// check's findings (migration clause_citations_at_scale), so this reads the clause's rows through
// its index instead of every reply's JSON. One row per citing claim, answer-key copies left out.
const CITING_CLAIMS = `
  SELECT z."checkId", z."claimIndex", min(z."citedAs") AS cited, min(z.score) AS score
  FROM "ClauseCitation" z
  WHERE z.clause = ANY($1::text[])
    AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."runId" = z."runId")
  GROUP BY z."checkId", z."claimIndex"`;

/** How often a clause is cited in checked replies, counted in the database. */
export async function clauseCitationStats(db: DbClient, names: string[]): Promise<ClauseCitationStats> {
  const upper = names.map((n) => n.toUpperCase());
  const [row] = await db.$queryRawUnsafe<{ replies: bigint; claims: bigint; low: bigint }[]>(
    `SELECT count(DISTINCT m."checkId") AS replies, count(*) AS claims, count(*) FILTER (WHERE m.score < $2) AS low
     FROM (${CITING_CLAIMS}) m`,
    upper,
    LOW_SUPPORT_SCORE,
  );
  return { replies: Number(row?.replies ?? 0), claims: Number(row?.claims ?? 0), lowSupportClaims: Number(row?.low ?? 0) };
}

/**
 * Held replies citing the clause with a low support score, weakest first: where the clause's
 * wording may be misleading the agent.
 */
export async function lowSupportReplies(db: DbClient, names: string[], limit = 50): Promise<LowSupportReply[]> {
  const upper = names.map((n) => n.toUpperCase());
  const rows = await db.$queryRawUnsafe<
    { heldItemId: string; status: string; createdAt: Date; claimText: string; citedAs: string; clauseVersion: string | null; score: number }[]
  >(
    `SELECT h.id AS "heldItemId", h.status::text AS status, h."createdAt" AS "createdAt",
            c.findings->m."claimIndex"->>'text' AS "claimText", m.cited AS "citedAs",
            (SELECT s->>'clauseVersion' FROM jsonb_array_elements(COALESCE(c.findings->m."claimIndex"->'support', '[]'::jsonb)) s
              WHERE s->>'source' = 'clause' LIMIT 1) AS "clauseVersion",
            m.score
     FROM (${CITING_CLAIMS}) m
     JOIN "Check" c ON c.id = m."checkId"
     JOIN "HeldItem" h ON h."checkId" = c.id
     WHERE m.score < $2
       AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = h.id)
     ORDER BY score ASC, h."createdAt" DESC
     LIMIT $3`,
    upper,
    LOW_SUPPORT_SCORE,
    limit,
  );
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}
