import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { assertNameFree, getClauseOrThrow } from "./find-clause";

/**
 * Renames a clause's id. The old id becomes an alias, so replies (and policy lookups) that cited
 * it still resolve to this clause. Renaming back to one of its own aliases is allowed; any name
 * held by another clause, as id or alias, is refused. A rename is a new version (its key changed).
 */
export async function renameClause(db: DbClient, actor: Actor, input: { clauseId: string; newKey: string }) {
  return db.$transaction(async (tx) => {
    const current = await getClauseOrThrow(tx, input.clauseId);
    if (current.key === input.newKey) throw new AppError("invalid_input", `The clause is already called ${current.key}.`, { field: "newKey" });
    await assertNameFree(tx, input.newKey, current.id);
    // A draft was never in force, so nothing cited its generated id: it is not kept as an alias.
    const aliases = [...new Set([...current.aliases.filter((a) => a !== input.newKey), ...(current.draft ? [] : [current.key])])];
    const version = current.version + 1;
    const res = await tx.clause.updateMany({ where: { id: current.id, version: current.version }, data: { key: input.newKey, aliases, version } });
    if (res.count === 0) throw new AppError("conflict", `Clause ${current.key} was changed by someone else meanwhile. Reload and try again.`);
    await tx.clauseVersion.create({
      data: {
        clauseId: current.id,
        version,
        key: input.newKey,
        title: current.title,
        text: current.text,
        scope: current.scope ?? {},
        facts: current.facts ?? [],
        effectiveFrom: current.effectiveFrom,
        effectiveTo: current.effectiveTo,
        createdById: actor.id,
      },
    });
    await recordAuditEvent(tx, { actor, action: "clause.rename", target: { type: "clause", id: current.id }, details: { from: current.key, to: input.newKey, aliases, version } });
    return { ...current, key: input.newKey, aliases, version };
  });
}
