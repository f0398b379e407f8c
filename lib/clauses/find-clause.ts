import type { DbClient, DbTx } from "../db";
import { AppError } from "../errors";

/** The clause whose id or alias is `name` (case-insensitive), or null. Retired clauses included. */
export async function findClauseByName(db: DbClient | DbTx, name: string) {
  const upper = name.trim().toUpperCase();
  return db.clause.findFirst({ where: { OR: [{ key: upper }, { aliases: { has: upper } }] } });
}

/**
 * Refuses a name already taken by a clause's id or alias (other than `except`'s own), with a
 * message saying which clause holds it: ids and aliases share one namespace, or a citation
 * could resolve to two clauses.
 */
export async function assertNameFree(db: DbClient | DbTx, name: string, exceptClauseId?: string) {
  const holder = await findClauseByName(db, name);
  if (!holder || holder.id === exceptClauseId) return;
  const how = holder.key === name.toUpperCase() ? "the id of" : "an old id (alias) of";
  throw new AppError("conflict", `${name.toUpperCase()} is already ${how} clause ${holder.key} ("${holder.title}"). Clause ids and aliases must be unique.`, {
    field: "key",
    clause: holder.key,
  });
}

export async function getClauseOrThrow(db: DbClient | DbTx, clauseId: string) {
  const clause = await db.clause.findUnique({ where: { id: clauseId } });
  if (!clause) throw new AppError("not_found", "No such clause.");
  return clause;
}
