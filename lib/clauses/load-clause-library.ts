import type { DbClient, DbTx } from "../db";
import type { Clause as VerifierClause, ClauseScope } from "../verify";
import { storedFacts } from "./stored-facts";

/**
 * The clause library as the reply verifier reads it: every clause not retired, with its aliases,
 * published (not a draft), in the version in force at `at` (default now): the newest version whose effectiveFrom is not
 * after `at`. An edit scheduled for later therefore does not judge today's replies. When no version
 * has started yet, the first one is given, and the verifier reports the clause as not in force.
 * Claims record `clauseVersion`, so the console can show the exact text a reply was judged against.
 * The CLI reads the same shape from the JSON export (exportClauseLibrary).
 *
 * Facts: the version's own, drafts (confirmed: false) included, since the verifier reads those as
 * drafts. A clause whose facts nobody has ever set (created by hand, or nothing drafted at import)
 * carries none, so the verifier drafts from its text as before; once some version had facts, an
 * empty list is the owner's word that the clause states none and is passed as such.
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
    const facts = storedFacts(v.facts);
    const everHadFacts = facts.length > 0 || c.versions.some((w) => w.version <= v.version && Array.isArray(w.facts) && w.facts.length > 0);
    return {
      id: c.key,
      aliases: c.aliases,
      title: v.title,
      text: v.text,
      version: String(v.version),
      scope: (v.scope ?? {}) as ClauseScope,
      ...(v.effectiveFrom ? { effectiveFrom: v.effectiveFrom.toISOString() } : {}),
      ...(v.effectiveTo ? { effectiveTo: v.effectiveTo.toISOString() } : {}),
      ...(everHadFacts ? { facts } : {}),
    };
  });
}
