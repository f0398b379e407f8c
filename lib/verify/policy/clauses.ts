/**
 * The clause library: validation of its JSON (facts included), and an index that resolves ids and
 * aliases (case-insensitive) to their clause. See README.md for the format.
 */
import { DURATION_UNITS, FACT_KINDS, type Clause } from "../types";

export class ClauseLibraryError extends Error {
  constructor(public readonly problems: string[]) {
    super(`invalid clause library: ${problems.join("; ")}`);
    this.name = "ClauseLibraryError";
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const CLAUSE_KEYS = ["id", "aliases", "title", "text", "version", "scope", "effectiveFrom", "effectiveTo", "description", "facts"];
const SCOPE_LISTS = ["regions", "categories", "statuses"];
const SCOPE_NUMBERS = ["maxDaysSinceDelivery", "maxDaysSincePurchase"];

/** Validate a parsed clause library; throws ClauseLibraryError listing every problem. */
export function parseClauseLibrary(input: unknown): Clause[] {
  const problems: string[] = [];
  if (!Array.isArray(input)) throw new ClauseLibraryError(["$: a clause library is a JSON array of clauses"]);
  const seen = new Map<string, string>();
  input.forEach((c, i) => {
    const at = `$[${i}]`;
    if (!isObj(c)) return problems.push(`${at}: must be an object`);
    for (const k of Object.keys(c)) if (!CLAUSE_KEYS.includes(k)) problems.push(`${at}.${k}: unknown key`);
    for (const k of ["id", "title", "text"]) if (typeof c[k] !== "string" || c[k] === "") problems.push(`${at}.${k}: must be a non-empty string`);
    for (const k of ["version", "effectiveFrom", "effectiveTo"]) {
      if (c[k] !== undefined && typeof c[k] !== "string") problems.push(`${at}.${k}: must be a string`);
    }
    for (const k of ["effectiveFrom", "effectiveTo"]) {
      if (typeof c[k] === "string" && !Number.isFinite(Date.parse(c[k] as string))) problems.push(`${at}.${k}: not a date`);
    }
    const aliases = c.aliases ?? [];
    if (!Array.isArray(aliases) || aliases.some((a) => typeof a !== "string" || a === "")) problems.push(`${at}.aliases: must be an array of strings`);
    if (c.scope !== undefined) {
      if (!isObj(c.scope)) problems.push(`${at}.scope: must be an object`);
      else {
        for (const k of Object.keys(c.scope)) {
          const v = c.scope[k];
          if (SCOPE_LISTS.includes(k)) {
            if (!Array.isArray(v) || v.some((x) => typeof x !== "string")) problems.push(`${at}.scope.${k}: must be an array of strings`);
          } else if (SCOPE_NUMBERS.includes(k)) {
            if (typeof v !== "number" || !(v >= 0)) problems.push(`${at}.scope.${k}: must be a number >= 0`);
          } else problems.push(`${at}.scope.${k}: unknown key`);
        }
      }
    }
    if (c.facts !== undefined) {
      if (!Array.isArray(c.facts)) problems.push(`${at}.facts: must be an array of facts`);
      else c.facts.forEach((f, k) => problems.push(...factProblems(f, `${at}.facts[${k}]`)));
    }
    const names = [c.id, ...(Array.isArray(aliases) ? aliases : [])].filter((x): x is string => typeof x === "string");
    for (const name of names) {
      const key = name.toLowerCase();
      const owner = seen.get(key);
      if (owner !== undefined && owner !== c.id) problems.push(`${at}: id or alias "${name}" is also used by ${owner}`);
      seen.set(key, String(c.id));
    }
  });
  if (problems.length) throw new ClauseLibraryError(problems);
  return input as Clause[];
}

const FACT_FIELDS: Record<string, string[]> = {
  duration: ["min", "max", "unit", "since"],
  amount: ["cents", "per"],
  rate: ["ratio", "per"],
  limit: ["max", "noun"],
  kinds: ["allowed", "forbidden"],
  statuses: ["action", "statuses"],
};

/** What is wrong with one fact of a clause (see types.ts PolicyFact), each problem with its path. */
export function factProblems(f: unknown, at: string): string[] {
  if (!isObj(f)) return [`${at}: must be an object`];
  const out: string[] = [];
  const kind = f.kind;
  if (typeof kind !== "string" || !(FACT_KINDS as readonly string[]).includes(kind)) return [`${at}.kind: must be one of ${FACT_KINDS.join(", ")}`];
  for (const k of Object.keys(f)) if (![...FACT_FIELDS[kind], "kind", "about", "span", "confirmed"].includes(k)) out.push(`${at}.${k}: unknown key for a ${kind} fact`);
  if (typeof f.about !== "string") out.push(`${at}.about: must be a string (what the fact is about)`);
  const num = (k: string, min = 0) => (typeof f[k] !== "number" || !Number.isFinite(f[k]) || (f[k] as number) < min ? out.push(`${at}.${k}: must be a number >= ${min}`) : 0);
  const list = (k: string, required: boolean) => {
    if (f[k] === undefined) return required ? out.push(`${at}.${k}: is required`) : 0;
    if (!Array.isArray(f[k]) || (f[k] as unknown[]).some((x) => typeof x !== "string" || x === "")) out.push(`${at}.${k}: must be an array of words`);
  };
  if (kind === "duration") {
    num("min");
    num("max");
    if (typeof f.min === "number" && typeof f.max === "number" && f.max < f.min) out.push(`${at}.max: must be >= min`);
    if (!(DURATION_UNITS as readonly string[]).includes(f.unit as string)) out.push(`${at}.unit: must be one of ${DURATION_UNITS.join(", ")}`);
  } else if (kind === "amount") num("cents");
  else if (kind === "rate") num("ratio");
  else if (kind === "limit") {
    num("max");
    if (typeof f.noun !== "string" || !f.noun) out.push(`${at}.noun: must name what is limited`);
  } else if (kind === "kinds") {
    list("allowed", false);
    list("forbidden", false);
    if (f.allowed === undefined && f.forbidden === undefined) out.push(`${at}: a kinds fact needs allowed or forbidden`);
  } else if (kind === "statuses") {
    if (typeof f.action !== "string" || !f.action) out.push(`${at}.action: must name the action`);
    list("statuses", true);
  }
  if (f.span !== undefined && !(Array.isArray(f.span) && f.span.length === 2 && f.span.every((x) => Number.isInteger(x) && x >= 0))) out.push(`${at}.span: must be [start, end]`);
  if (f.confirmed !== undefined && typeof f.confirmed !== "boolean") out.push(`${at}.confirmed: must be true or false`);
  return out;
}

export interface ClauseIndex {
  /** Lower-cased id or alias → clause. */
  byName: Map<string, Clause>;
}

/** Index ids and aliases; entries without a string id are skipped, never thrown on. */
export function indexClauses(clauses: Clause[] | undefined): ClauseIndex {
  const byName = new Map<string, Clause>();
  for (const c of Array.isArray(clauses) ? clauses : []) {
    if (!c || typeof c.id !== "string") continue;
    for (const name of [c.id, ...(Array.isArray(c.aliases) ? c.aliases : [])]) {
      if (typeof name === "string" && !byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), c);
    }
  }
  return { byName };
}

export function resolveClause(index: ClauseIndex, id: string): Clause | undefined {
  return index.byName.get(id.toLowerCase());
}

const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 97 && c <= 122);

/** Clauses named (by id or alias, case-insensitively, on token boundaries) in a policy lookup result. */
export function findClauseMentions(index: ClauseIndex, text: string): { clauseId: string; span: [number, number] }[] {
  // Lookup results are small; lower-casing keeps offsets unless a character changes length.
  const folded = text.toLowerCase();
  const lower = folded.length === text.length ? folded : text;
  const out: { clauseId: string; span: [number, number] }[] = [];
  for (const [name, clause] of index.byName) {
    for (let at = lower.indexOf(name); at !== -1; at = lower.indexOf(name, at + 1)) {
      const end = at + name.length;
      if ((at > 0 && isWordChar(lower.charCodeAt(at - 1))) || isWordChar(lower.charCodeAt(end))) continue;
      out.push({ clauseId: clause.id, span: [at, end] });
      break;
    }
  }
  return out;
}
