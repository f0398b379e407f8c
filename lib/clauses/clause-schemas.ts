import { z } from "zod";

/**
 * Clause ids people read and type: upper-case letters and digits in hyphen-separated parts,
 * starting with a letter (RET-30, SHIP-INTL-2). Stored upper-case; citations match case-insensitively.
 */
export const CLAUSE_KEY_PATTERN = /^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*$/;

export const clauseKey = z
  .string()
  .trim()
  .toUpperCase()
  .min(2, "A clause id has at least 2 characters")
  .max(40, "A clause id has at most 40 characters")
  .regex(CLAUSE_KEY_PATTERN, "A clause id is letters and digits in hyphen-separated parts, starting with a letter (e.g. RET-30)");

/** A comma- or newline-separated list from a form field, or an array. */
const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? "").split(/[,\n]/))
      .map((s) => s.trim())
      .filter(Boolean),
  );

const days = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0 || n > 3650) {
      ctx.addIssue({ code: "custom", message: "must be a whole number of days between 0 and 3650" });
      return z.NEVER;
    }
    return n;
  });

const date = z
  .union([z.string(), z.date()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return null;
    const d = v instanceof Date ? v : new Date(v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: "custom", message: "is not a date" });
      return z.NEVER;
    }
    return d;
  });

/** The fields of one version of a clause, as a form sends them. */
export const clauseContent = z
  .object({
    title: z.string().trim().min(1, "A title is required").max(200),
    text: z.string().trim().min(1, "The clause text is required").max(20_000),
    regions: list,
    categories: list,
    statuses: list,
    maxDaysSinceDelivery: days,
    maxDaysSincePurchase: days,
    effectiveFrom: date,
    effectiveTo: date,
  })
  .refine((c) => !c.effectiveFrom || !c.effectiveTo || c.effectiveFrom <= c.effectiveTo, {
    message: "The end date is before the start date",
    path: ["effectiveTo"],
  });

export type ClauseContent = z.infer<typeof clauseContent>;

export const createClauseInput = clauseContent.and(z.object({ key: clauseKey }));
export const editClauseInput = clauseContent.and(
  z.object({ clauseId: z.string().min(1), baseVersion: z.coerce.number().int().min(1) }),
);
export const renameClauseInput = z.object({ clauseId: z.string().min(1), newKey: clauseKey });
export const retireClauseInput = z.object({ clauseId: z.string().min(1) });
export const publishClauseInput = z.object({ clauseId: z.string().min(1) });

/** A policy document in Markdown, pasted or read from a file by the form; `source` names it in the drafts. */
export const importPolicyInput = z.object({
  markdown: z.string().trim().min(1, "Paste the policy's Markdown or choose a file").max(500_000, "A policy document has at most 500,000 characters"),
  source: z.string().trim().max(200).optional(),
});

/** The verifier's scope object from the form's fields; empty lists and unset numbers are left out. */
export function scopeOf(c: ClauseContent) {
  const scope: { regions?: string[]; categories?: string[]; statuses?: string[]; maxDaysSinceDelivery?: number; maxDaysSincePurchase?: number } = {};
  if (c.regions.length) scope.regions = c.regions.map((r) => r.toUpperCase());
  if (c.categories.length) scope.categories = c.categories;
  if (c.statuses.length) scope.statuses = c.statuses;
  if (c.maxDaysSinceDelivery !== undefined) scope.maxDaysSinceDelivery = c.maxDaysSinceDelivery;
  if (c.maxDaysSincePurchase !== undefined) scope.maxDaysSincePurchase = c.maxDaysSincePurchase;
  return scope;
}
