import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { changeClauseFacts, factAt } from "./change-clause-facts";

/** Removes a fact the clause does not state (a wrong draft). Earlier versions keep it. */
export async function deleteFact(db: DbClient, actor: Actor, input: { clauseId: string; baseVersion: number; index: number }) {
  return changeClauseFacts(db, actor, input, "delete", (facts, clause) => {
    factAt(facts, input.index, clause.key);
    return { facts: facts.filter((_, i) => i !== input.index), index: input.index };
  });
}
