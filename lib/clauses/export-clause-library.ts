import type { DbClient } from "../db";
import { parseClauseLibrary } from "../verify";
import { loadClauseLibrary } from "./load-clause-library";

/**
 * The library as the JSON file `groundcheck replay --clauses` reads: exactly what the app's
 * verifier loads, validated with the CLI's own parser so an export always loads there.
 */
export async function exportClauseLibrary(db: DbClient, at: Date = new Date()): Promise<string> {
  const clauses = parseClauseLibrary(await loadClauseLibrary(db, at));
  return `${JSON.stringify(clauses, null, 2)}\n`;
}
