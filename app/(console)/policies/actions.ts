"use server";
// Server actions of the clause library: actions declared (with their permission) in
// lib/clauses/clause-actions.ts, bound to their forms with the session's actor by lib/auth/bind-action.ts.
import { redirect } from "next/navigation";
import { bindFormAction } from "@/lib/auth/bind-action";
import { createClauseAction, editClauseAction, importPolicyAction, publishClauseAction, renameClauseAction, retireClauseAction } from "@/lib/clauses/clause-actions";
import { addFactAction, confirmFactAction, deleteFactAction, editFactAction } from "@/lib/clauses/fact-actions";

const revalidate = { path: "/policies", type: "layout" } as const;

export const createClause = bindFormAction(createClauseAction, { revalidate });
export const editClause = bindFormAction(editClauseAction, { revalidate });
/** On success, goes to the clause's new address: a renamed draft keeps no alias, so its old page is gone. */
export const renameClause = bindFormAction(renameClauseAction, { revalidate, onSuccess: (out) => redirect(`/policies/${encodeURIComponent(out.key)}`) });
export const retireClause = bindFormAction(retireClauseAction, { revalidate });
export const importPolicy = bindFormAction(importPolicyAction, { revalidate });
export const publishClause = bindFormAction(publishClauseAction, { revalidate });
export const confirmFact = bindFormAction(confirmFactAction, { revalidate });
export const editFact = bindFormAction(editFactAction, { revalidate });
export const deleteFact = bindFormAction(deleteFactAction, { revalidate });
export const addFact = bindFormAction(addFactAction, { revalidate });
