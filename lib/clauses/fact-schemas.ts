import { z } from "zod";
import { stem } from "../verify/language/words";
import { FACT_KINDS } from "../verify";

/** A comma- or newline-separated list from a form field, or an array; lower-cased, empties dropped. */
const words = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    v === undefined
      ? undefined
      : (Array.isArray(v) ? v : v.split(/[,\n]/))
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
  );
const text = z.string().trim().max(400).optional();
const num = z.union([z.string(), z.number()]).optional();

/**
 * The fields of one fact as its form sends them (strings) or a typed call does (numbers, arrays).
 * The shape only: whether they make a valid fact is factProblems' word, in the domain function.
 */
export const factFields = z.object({
  kind: z.enum(FACT_KINDS, { message: `The kind of fact is one of ${FACT_KINDS.join(", ")}` }),
  about: text,
  min: num,
  max: num,
  unit: text,
  since: text,
  /** An amount in the currency's units, as people type it ("50", "12.50"); stored as cents. */
  amount: num,
  /** A rate in percent, as people type it ("10"); stored as a ratio. */
  percent: num,
  per: text,
  noun: text,
  allowed: words,
  forbidden: words,
  action: text,
  statuses: words,
});
export type FactFields = z.infer<typeof factFields>;

/** "" and missing → undefined; anything else → a number (NaN when it is not one: factProblems names it). */
const toNumber = (v: string | number | undefined): number | undefined => (v === undefined || (typeof v === "string" && v.trim() === "") ? undefined : Number(v));
const stems = (s: string) =>
  s
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => stem(w))
    .join(" ");
const opt = <K extends string>(key: K, v: string | undefined) => (v ? ({ [key]: v } as Record<K, string>) : {});

/**
 * A fact from its form's fields. Nouns of limits and action words are stored as the verifier's
 * stems (how draftFacts stores them and how the checks compare them), so "passengers" typed by an
 * owner matches "5 passengers" in a reply. `about` defaults to `fallbackAbout` (the sentence).
 */
export function factFromFields(f: FactFields, fallbackAbout: string): Record<string, unknown> {
  const about = f.about || fallbackAbout;
  switch (f.kind) {
    case "duration":
      return { kind: "duration", min: toNumber(f.min) ?? toNumber(f.max), max: toNumber(f.max), unit: f.unit, ...opt("since", f.since?.toLowerCase()), about };
    case "amount": {
      const amount = toNumber(f.amount);
      return { kind: "amount", cents: amount === undefined ? undefined : Math.round(amount * 100), ...opt("per", f.per?.toLowerCase()), about };
    }
    case "rate": {
      const percent = toNumber(f.percent);
      return { kind: "rate", ratio: percent === undefined ? undefined : Math.round(percent * 1e4) / 1e6, ...opt("per", f.per?.toLowerCase()), about };
    }
    case "limit":
      return { kind: "limit", max: toNumber(f.max), noun: f.noun ? stems(f.noun) : undefined, about };
    case "kinds":
      return { kind: "kinds", ...(f.allowed?.length ? { allowed: f.allowed } : {}), ...(f.forbidden?.length ? { forbidden: f.forbidden } : {}), about };
    case "statuses":
      return { kind: "statuses", action: f.action ? stems(f.action) : undefined, statuses: f.statuses, about };
  }
}

const target = z.object({ clauseId: z.string().min(1), baseVersion: z.coerce.number().int().min(1) });
const index = z.coerce.number().int().min(0, "A fact's index is 0 or more");
/** "12-40": the sentence a new fact is read from, as the add form's select sends it; "" for the whole clause. */
const span = z
  .string()
  .optional()
  .transform((v, ctx): [number, number] | undefined => {
    if (!v) return undefined;
    const m = /^(\d+)-(\d+)$/.exec(v);
    if (!m || Number(m[1]) >= Number(m[2])) {
      ctx.addIssue({ code: "custom", message: "The sentence is not one of the clause's" });
      return z.NEVER;
    }
    return [Number(m[1]), Number(m[2])];
  });

export const confirmFactInput = target.extend({ index });
export const deleteFactInput = target.extend({ index });
export const editFactInput = target.extend({ index }).and(factFields);
export const addFactInput = target.extend({ span }).and(factFields);
