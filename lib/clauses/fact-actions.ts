import { defineAction } from "../auth/define-action";
import { addFact } from "./add-fact";
import { confirmFact } from "./confirm-fact";
import { deleteFact } from "./delete-fact";
import { editFact } from "./edit-fact";
import { addFactInput, confirmFactInput, deleteFactInput, editFactInput } from "./fact-schemas";

/** Policy owners' actions on a clause's facts; each saves a new version of the clause. */
export const confirmFactAction = defineAction({
  permission: "policies:facts",
  input: confirmFactInput,
  run: ({ actor, db }, input) => confirmFact(db, actor, input),
  successMessage: (c) => `Confirmed; saved ${c.key} as version ${c.version}.`,
});

export const editFactAction = defineAction({
  permission: "policies:facts",
  input: editFactInput,
  run: ({ actor, db }, input) => editFact(db, actor, input),
  successMessage: (c) => `Saved the fact; ${c.key} is now version ${c.version}.`,
});

export const deleteFactAction = defineAction({
  permission: "policies:facts",
  input: deleteFactInput,
  run: ({ actor, db }, input) => deleteFact(db, actor, input),
  successMessage: (c) => `Deleted the fact; ${c.key} is now version ${c.version}.`,
});

export const addFactAction = defineAction({
  permission: "policies:facts",
  input: addFactInput,
  run: ({ actor, db }, input) => addFact(db, actor, input),
  successMessage: (c) => `Added the fact; ${c.key} is now version ${c.version}.`,
});
