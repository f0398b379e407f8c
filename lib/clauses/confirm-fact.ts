import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { changeClauseFacts, factAt } from "./change-clause-facts";

/** The owner says a drafted fact is right: the verifier then holds replies to it, not only where it agrees. */
export async function confirmFact(db: DbClient, actor: Actor, input: { clauseId: string; baseVersion: number; index: number }) {
  return changeClauseFacts(db, actor, input, "confirm", (facts, clause) => {
    const fact = factAt(facts, input.index, clause.key);
    if (fact.confirmed === true) throw new AppError("conflict", `That fact of ${clause.key} is already confirmed.`, { field: "index" });
    return { facts: facts.map((f, i) => (i === input.index ? { ...f, confirmed: true } : f)), index: input.index };
  });
}
