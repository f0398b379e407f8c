import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { changeClauseFacts, factAt } from "./change-clause-facts";
import { factFromFields, type FactFields } from "./fact-schemas";

/**
 * Replaces a fact with the owner's version of it. It keeps the sentence it was read from (its span)
 * and is confirmed: the owner wrote it.
 */
export async function editFact(db: DbClient, actor: Actor, input: FactFields & { clauseId: string; baseVersion: number; index: number }) {
  return changeClauseFacts(db, actor, input, "edit", (facts, clause) => {
    const old = factAt(facts, input.index, clause.key);
    const fact = { ...factFromFields(input, old.about), ...(old.span ? { span: old.span } : {}), confirmed: true };
    return { facts: facts.map((f, i) => (i === input.index ? fact : f)), index: input.index };
  });
}
