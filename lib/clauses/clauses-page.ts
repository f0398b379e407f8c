import { getPrisma } from "../db";
import { clauseCitationStats, lowSupportReplies } from "./clause-citations";
import { exportClauseLibrary } from "./export-clause-library";
import { findClauseByName } from "./find-clause";
import { listClauses } from "./list-clauses";
import { storedFacts } from "./stored-facts";

/** The clause library's loader: each clause with its facts counted ("2 (1 draft)"). */
export async function clausesPage() {
  const rows = await listClauses(await getPrisma());
  return rows.map(({ facts, ...c }) => {
    const list = storedFacts(facts);
    const drafts = list.filter((f) => f.confirmed !== true).length;
    return { ...c, factCount: list.length ? `${list.length}${drafts ? ` (${drafts} draft${drafts === 1 ? "" : "s"})` : ""}` : "none" };
  });
}

/**
 * One clause's page, found by its id or any old id: every version (newest first, each with its
 * facts as PolicyFact[]), how often
 * replies cite it, and the held replies citing it with low support. Null when no clause has that name.
 */
export async function clausePage(name: string) {
  const db = await getPrisma();
  const clause = await findClauseByName(db, name);
  if (!clause) return null;
  const names = [clause.key, ...clause.aliases];
  const [rows, stats, low] = await Promise.all([db.clauseVersion.findMany({ where: { clauseId: clause.id }, orderBy: { version: "desc" } }), clauseCitationStats(db, names), lowSupportReplies(db, names)]);
  const versions = rows.map((v) => ({ ...v, facts: storedFacts(v.facts) }));
  return { clause, versions, stats, low };
}

/** The library as the JSON file `groundcheck replay --clauses` reads (the export route's body). */
export async function clauseLibraryFile(at: Date = new Date()) {
  return exportClauseLibrary(await getPrisma(), at);
}
