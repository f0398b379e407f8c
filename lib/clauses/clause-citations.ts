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

// A claim cites the clause when one of its cited ids, upper-cased, is the clause's id or an alias.
// Runs in the database: reply findings are a JSON array of claims.
const CITING = `
  FROM "Check" c
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(c.findings) = 'array' THEN c.findings ELSE '[]'::jsonb END) AS cl(claim)
  CROSS JOIN LATERAL (
    SELECT min(k) AS cited FROM jsonb_array_elements_text(COALESCE(cl.claim->'citations'->'clauses', '[]'::jsonb)) AS k
    WHERE upper(k) = ANY($1::text[])
  ) AS m
  WHERE c.kind = 'reply' AND m.cited IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."runId" = c."runId")`;

/** How often a clause is cited in checked replies, counted in the database. */
export async function clauseCitationStats(db: DbClient, names: string[]): Promise<ClauseCitationStats> {
  const upper = names.map((n) => n.toUpperCase());
  const [row] = await db.$queryRawUnsafe<{ replies: bigint; claims: bigint; low: bigint }[]>(
    `SELECT count(DISTINCT c.id) AS replies, count(*) AS claims,
            count(*) FILTER (WHERE (cl.claim->>'score')::float8 < $2) AS low ${CITING}`,
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
            cl.claim->>'text' AS "claimText", m.cited AS "citedAs",
            (SELECT s->>'clauseVersion' FROM jsonb_array_elements(COALESCE(cl.claim->'support', '[]'::jsonb)) s
              WHERE s->>'source' = 'clause' LIMIT 1) AS "clauseVersion",
            (cl.claim->>'score')::float8 AS score
     ${CITING.replace("WHERE c.kind", `JOIN "HeldItem" h ON h."checkId" = c.id\n  WHERE c.kind`)}
       AND (cl.claim->>'score')::float8 < $2
       AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = h.id)
     ORDER BY score ASC, h."createdAt" DESC
     LIMIT $3`,
    upper,
    LOW_SUPPORT_SCORE,
    limit,
  );
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}
