import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { getClauseOrThrow } from "./find-clause";

/**
 * Retires a clause: the verifier stops loading it (a reply citing it is then judged as citing a
 * clause that does not exist), but its versions, id and aliases stay, so old replies still show it
 * and nobody can reuse the id for a different rule.
 */
export async function retireClause(db: DbClient, actor: Actor, input: { clauseId: string }) {
  return db.$transaction(async (tx) => {
    const current = await getClauseOrThrow(tx, input.clauseId);
    const res = await tx.clause.updateMany({ where: { id: current.id, retiredAt: null }, data: { retiredAt: new Date() } });
    if (res.count === 0) throw new AppError("conflict", `Clause ${current.key} is already retired.`);
    await recordAuditEvent(tx, { actor, action: "clause.retire", target: { type: "clause", id: current.id }, details: { key: current.key, version: current.version } });
    return { ...current, retiredAt: new Date() };
  });
}
