import type { DbClient, DbTx } from "../db";
import type { Clause as VerifierClause, ClauseScope } from "../verify";

/**
 * The clause library as the reply verifier reads it: every clause not retired, with its aliases,
 * published (not a draft), in the version in force at `at` (default now): the newest version whose effectiveFrom is not
 * after `at`. An edit scheduled for later therefore does not judge today's replies. When no version
 * has started yet, the first one is given, and the verifier reports the clause as not in force.
 * Claims record `clauseVersion`, so the console can show the exact text a reply was judged against.
 * The CLI reads the same shape from the JSON export (exportClauseLibrary).
 */
export async function loadClauseLibrary(db: DbClient | DbTx, at: Date = new Date()): Promise<VerifierClause[]> {
  const rows = await db.clause.findMany({
    // Drafts wait for their owner's review: never judge replies by them.
    where: { retiredAt: null, draft: false },
    orderBy: { key: "asc" },
    include: { versions: { orderBy: { version: "desc" } } },
  });
  return rows.map((c) => {
    const started = c.versions.find((v) => !v.effectiveFrom || v.effectiveFrom <= at);
    const v = started ?? c.versions[c.versions.length - 1] ?? c;
    return {
      id: c.key,
      aliases: c.aliases,
      title: v.title,
      text: v.text,
      version: String(v.version),
      scope: (v.scope ?? {}) as ClauseScope,
      ...(v.effectiveFrom ? { effectiveFrom: v.effectiveFrom.toISOString() } : {}),
      ...(v.effectiveTo ? { effectiveTo: v.effectiveTo.toISOString() } : {}),
    };
  });
}
