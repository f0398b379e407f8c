import { z } from "zod";

export const EXPECTED = ["wrong", "right"] as const;
export type Expected = (typeof EXPECTED)[number];

export const addKnownItemInput = z.object({
  heldItemId: z.string().trim().min(1, "Give the held item's id"),
  /** Omitted: taken from the item's decision (approved as is → right; edited or escalated → wrong). */
  expected: z.union([z.enum(EXPECTED), z.literal("")]).optional().transform((v) => (v ? v : undefined)),
  note: z.string().trim().max(1000).optional(),
});

/** A set: a JSON array of { heldItemId, expected, note? } (pasted or uploaded as text). */
export const importKnownItemsInput = z.object({
  set: z
    .string()
    .min(2, "Paste the set as a JSON array")
    .max(2_000_000)
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "The set is not valid JSON" });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(z.object({ heldItemId: z.string().min(1), expected: z.enum(EXPECTED), note: z.string().max(1000).optional() }))
        .min(1, "The set is empty")
        .max(5000, "At most 5000 items per import"),
    ),
});

export const mixRateInput = z.object({
  rate: z.coerce.number().min(0, "The rate is between 0 and 0.5").max(0.5, "At most half of the queue may be known items"),
});

export const mixNowInput = z.object({});
