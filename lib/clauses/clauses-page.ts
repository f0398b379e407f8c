import { getPrisma } from "../db";
import { clauseCitationStats, lowSupportReplies } from "./clause-citations";
import { exportClauseLibrary } from "./export-clause-library";
import { findClauseByName } from "./find-clause";
import { listClauses } from "./list-clauses";

/** The clause library's loader. */
export async function clausesPage() {
  return listClauses(await getPrisma());
}

/**
 * One clause's page, found by its id or any old id: every version (newest first), how often
 * replies cite it, and the held replies citing it with low support. Null when no clause has that name.
 */
export async function clausePage(name: string) {
  const db = await getPrisma();
  const clause = await findClauseByName(db, name);
  if (!clause) return null;
  const names = [clause.key, ...clause.aliases];
  const [versions, stats, low] = await Promise.all([db.clauseVersion.findMany({ where: { clauseId: clause.id }, orderBy: { version: "desc" } }), clauseCitationStats(db, names), lowSupportReplies(db, names)]);
  return { clause, versions, stats, low };
}

/** The library as the JSON file `groundcheck replay --clauses` reads (the export route's body). */
export async function clauseLibraryFile(at: Date = new Date()) {
  return exportClauseLibrary(await getPrisma(), at);
}
