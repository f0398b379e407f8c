import { defineAction } from "../auth/define-action";
import { addKnownItemInput, importKnownItemsInput, mixNowInput, mixRateInput } from "./answer-key-schemas";
import { addKnownItems } from "./add-known-items";
import { mixAnswerKeyItems } from "./mix-answer-key-items";
import { setMixRate } from "./mix-rate";

/** Managers' and admins' actions on the answer key; "use server" wrappers in app/(console)/dashboard/answer-key/actions.ts. */
export const addKnownItemAction = defineAction({
  permission: "answer_key:manage",
  input: addKnownItemInput,
  run: ({ actor, db }, input) => addKnownItems(db, actor, [input], "decided_item"),
  successMessage: (r) => `Added to the answer key; ${r.mixed} known item${r.mixed === 1 ? "" : "s"} mixed into the queue now.`,
});

export const importKnownItemsAction = defineAction({
  permission: "answer_key:manage",
  input: importKnownItemsInput,
  run: ({ actor, db }, input) => addKnownItems(db, actor, input.set, "import"),
  successMessage: (r) => `Imported ${r.added} known items; ${r.mixed} mixed into the queue now.`,
});

export const setMixRateAction = defineAction({
  permission: "answer_key:manage",
  input: mixRateInput,
  run: ({ actor, db }, input) => setMixRate(db, actor, input.rate),
  successMessage: (r) => `Known items will make up about ${(r.rate * 100).toFixed(1)}% of the pending queue.`,
});

export const mixNowAction = defineAction({
  permission: "answer_key:manage",
  input: mixNowInput,
  run: ({ db }) => mixAnswerKeyItems(db),
  successMessage: (r) => `${r.mixed} known item${r.mixed === 1 ? "" : "s"} mixed into the queue.`,
});
