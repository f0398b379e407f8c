import { defineAction } from "../auth/define-action";
import { createClauseInput, editClauseInput, importPolicyInput, publishClauseInput, renameClauseInput, retireClauseInput } from "./clause-schemas";
import { createClause } from "./create-clause";
import { editClause } from "./edit-clause";
import { importPolicyDocument } from "./import-policy-document";
import { publishClause } from "./publish-clause";
import { renameClause } from "./rename-clause";
import { retireClause } from "./retire-clause";

/** Policy owners' actions on the clause library; "use server" wrappers in app/(console)/policies/actions.ts pass the session's actor. */
export const createClauseAction = defineAction({
  permission: "policies:edit",
  input: createClauseInput,
  run: ({ actor, db }, input) => createClause(db, actor, input),
  successMessage: (c) => `Created ${c.key} (version 1).`,
});

export const editClauseAction = defineAction({
  permission: "policies:edit",
  input: editClauseInput,
  run: ({ actor, db }, input) => editClause(db, actor, input),
  successMessage: (c) => `Saved ${c.key} as version ${c.version}.`,
});

export const renameClauseAction = defineAction({
  permission: "policies:edit",
  input: renameClauseInput,
  run: ({ actor, db }, input) => renameClause(db, actor, input),
  successMessage: (c) => (c.aliases.length ? `Renamed to ${c.key}; ${c.aliases.join(", ")} still resolve${c.aliases.length === 1 ? "s" : ""} to it.` : `Renamed to ${c.key}.`),
});

export const retireClauseAction = defineAction({
  permission: "policies:edit",
  input: retireClauseInput,
  run: ({ actor, db }, input) => retireClause(db, actor, input),
  successMessage: (c) => `Retired ${c.key}.`,
});

export const importPolicyAction = defineAction({
  permission: "policies:edit",
  input: importPolicyInput,
  run: ({ actor, db }, input) => importPolicyDocument(db, actor, input),
  successMessage: (r) =>
    `Created ${r.created.length} draft clause${r.created.length === 1 ? "" : "s"}${r.alreadyInLibrary.length ? `; ${r.alreadyInLibrary.length} already in the library, not duplicated` : ""}. Review, rename and scope each draft, then publish it.`,
});

export const publishClauseAction = defineAction({
  permission: "policies:edit",
  input: publishClauseInput,
  run: ({ actor, db }, input) => publishClause(db, actor, input),
  successMessage: (c) => `Published ${c.key}: the verifier uses it from now on.`,
});
