import type { DbClient, DbTx } from "../db";
import type { Clause as VerifierClause, ClauseScope } from "../verify";

/**
 * The clause library as the reply verifier reads it: every clause not retired, with its aliases
 * and current version. The CLI reads the same shape from a JSON export.
 */
export async function loadClauseLibrary(db: DbClient | DbTx): Promise<VerifierClause[]> {
  const rows = await db.clause.findMany({ where: { retiredAt: null }, orderBy: { key: "asc" } });
  return rows.map((c) => ({
    id: c.key,
    aliases: c.aliases,
    title: c.title,
    text: c.text,
    version: String(c.version),
    scope: (c.scope ?? {}) as ClauseScope,
    effectiveFrom: c.effectiveFrom?.toISOString(),
    effectiveTo: c.effectiveTo?.toISOString(),
  }));
}
