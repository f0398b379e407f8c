import { z } from "zod";
import { defineAction } from "../auth/define-action";
import { bulkDecide, BULK_DECISIONS, BULK_LIMIT } from "./bulk-decide";
import { assignHeldItems } from "./assign-held-items";
import { selectMatching } from "./select-matching";
import { deleteSavedView, saveView } from "./saved-views";
import { setSlaMinutes } from "./sla-settings";
import { HELD_STATUSES, queueParams } from "./queue-params";
import { DECISIONS } from "./decisions";
import { SLA_MAX_MINUTES, SLA_MIN_MINUTES } from "./reason-sla";

// The queue page's own actions (triage, bulk work, saved views, SLA settings), each declaring its
// permission once. The "use server" wrappers in app/(console)/queue/queue-page-actions.ts pass the
// session's actor; tests/server/queue-triage.test.ts calls them with a made-up actor per role.

const id = z.string().trim().min(1).max(64);
const items = z
  .array(z.object({ id, seenStatus: z.enum(HELD_STATUSES).optional() }))
  .min(1, "Select at least one item.")
  .max(BULK_LIMIT, `At most ${BULK_LIMIT} items at once: narrow the filter.`);

export const bulkDecideAction = defineAction({
  permission: "queue:decide",
  input: z.object({
    action: z.enum(BULK_DECISIONS),
    note: z.string().trim().min(1, "One note for the whole batch is required.").max(2000, "The note is longer than 2,000 characters."),
    items,
  }),
  run: ({ actor, db }, input) => bulkDecide(db, actor, input.action, input.note, input.items),
  successMessage: (out) => `${out.decided} ${DECISIONS[out.action].past}${out.failed ? `, ${out.failed} not (see below)` : ""}.`,
});

export const selectMatchingAction = defineAction({
  permission: "queue:view",
  input: queueParams,
  run: ({ actor, db }, filters) => selectMatching(db, actor, filters),
});

export const assignAction = defineAction({
  permission: "escalations:decide",
  input: z.object({
    items,
    target: z.discriminatedUnion("to", [z.object({ to: z.literal("user"), userId: id }), z.object({ to: z.literal("nobody") }), z.object({ to: z.literal("round_robin") })]),
  }),
  run: ({ actor, db }, input) => assignHeldItems(db, actor, input.items.map((i) => i.id), input.target),
  successMessage: (out) => `${out.assigned} assigned${out.failed ? `, ${out.failed} not (see below)` : ""}.`,
});

export const saveViewAction = defineAction({
  permission: "queue:view",
  input: z.object({ name: z.string().trim().min(1, "Name the view.").max(60, "A view's name is at most 60 characters."), query: z.string().max(2000) }),
  run: ({ actor, db }, input) => saveView(db, actor, input.name, input.query),
  successMessage: (v) => `Saved as “${v.name}”.`,
});

export const deleteViewAction = defineAction({
  permission: "queue:view",
  input: z.object({ id }),
  run: ({ actor, db }, input) => deleteSavedView(db, actor, input.id),
  successMessage: () => "View deleted.",
});

export const setSlaAction = defineAction({
  permission: "queue:settings",
  input: z.object({
    minutes: z.record(
      z.string().max(64),
      z.coerce.number({ message: "Enter a number of minutes." }).int("Whole minutes only.").min(SLA_MIN_MINUTES, `At least ${SLA_MIN_MINUTES} minute.`).max(SLA_MAX_MINUTES, `At most ${SLA_MAX_MINUTES} minutes (30 days).`),
    ),
  }),
  run: ({ actor, db }, input) => setSlaMinutes(db, actor, input.minutes),
  successMessage: (out) => (out.changed.length ? `${out.changed.length} SLA${out.changed.length === 1 ? "" : "s"} changed.` : "Nothing changed."),
});
