import { readFileSync } from "node:fs";
import { ACTION_VERBS } from "../verify/types";
import { ARG_ROLES, RESULT_KINDS, type Policy } from "./types";

/** A policy that cannot be used; `problems` lists every problem, each prefixed with its JSON path. */
export class PolicyError extends Error {
  constructor(public readonly problems: string[]) {
    super(`invalid policy: ${problems.join("; ")}`);
    this.name = "PolicyError";
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export const DEFAULT_RETRY_LIMIT = 3;
export const DEFAULT_HOLD_THRESHOLD = 0.5;

const TOP_KEYS = ["tools", "entities", "capabilities", "escalationTool", "idKinds", "retryLimit", "holdThreshold", "inference", "packs", "$schema", "description"];
const TOOL_KEYS = ["writes", "movesMoney", "resultKind", "args", "entityArg", "customerArg", "children", "replacements", "description", "claims"];
const INFERENCE_KEYS = ["owners", "customer", "relations", "policyAmounts"] as const;
const ARG_KEYS = ["role", "idKind", "unit"];
const ENTITY_KEYS = ["idField", "ownerField", "chargesField", "chargeUnit"];
const UNITS = ["cents", "units"];

/** Collects problems instead of stopping at the first, so an operator fixes a file in one pass. */
class Checker {
  problems: string[] = [];
  fail(path: string, msg: string) {
    this.problems.push(`${path}: ${msg}`);
  }
  keys(v: Obj, allowed: string[], path: string) {
    for (const k of Object.keys(v)) if (!allowed.includes(k)) this.fail(`${path}.${k}`, `unknown key (allowed: ${allowed.join(", ")})`);
  }
  type(v: unknown, t: "boolean" | "string", path: string): boolean {
    if (v === undefined) return false;
    if (typeof v !== t) this.fail(path, `must be a ${t}`);
    return typeof v === t;
  }
  oneOf(v: unknown, allowed: readonly string[], path: string) {
    if (v !== undefined && !allowed.includes(v as string)) this.fail(path, `must be one of ${allowed.join(", ")} (got ${JSON.stringify(v)})`);
  }
  record(v: unknown, path: string): Obj {
    if (v === undefined) return {};
    if (!isObj(v)) {
      this.fail(path, "must be an object");
      return {};
    }
    return v;
  }
}

/**
 * Validate a policy object and fill in defaults. Throws PolicyError listing every problem; a
 * policy with unknown keys is refused rather than half-applied, because a typo such as `write`
 * for `writes` would otherwise silently switch a check off.
 */
export function parsePolicy(input: unknown): Policy {
  if (input === undefined || input === null) return emptyPolicy();
  const c = new Checker();
  if (!isObj(input)) throw new PolicyError(["$: a policy must be a JSON object"]);
  c.keys(input, TOP_KEYS, "$");
  const tools = c.record(input.tools, "$.tools");
  for (const [name, t] of Object.entries(tools)) {
    const p = `$.tools.${name}`;
    if (!isObj(t)) {
      c.fail(p, "must be an object");
      continue;
    }
    c.keys(t, TOOL_KEYS, p);
    c.type(t.writes, "boolean", `${p}.writes`);
    c.type(t.movesMoney, "boolean", `${p}.movesMoney`);
    c.oneOf(t.resultKind, RESULT_KINDS, `${p}.resultKind`);
    c.type(t.entityArg, "string", `${p}.entityArg`);
    c.type(t.customerArg, "string", `${p}.customerArg`);
    // Which action claims in a reply this tool makes true (issue 16): "I've cancelled" needs a cancel tool.
    if (t.claims !== undefined) {
      // A verb of the engine's (cancel, refund, ...) or any word of the agent's own ("rebook").
      if (!Array.isArray(t.claims) || t.claims.some((v) => typeof v !== "string" || !/^[a-z][a-z_-]{1,39}$/.test(v))) c.fail(`${p}.claims`, `must be an array of lower-case action words, such as ${ACTION_VERBS.slice(0, 6).join(", ")}`);
    }
    for (const [argPath, ch] of Object.entries(c.record(t.children, `${p}.children`))) {
      const cp = `${p}.children["${argPath}"]`;
      if (ch === false) continue;
      if (!isObj(ch)) c.fail(cp, "must be an object ({ field }) or false");
      else {
        c.keys(ch, ["field"], cp);
        if (typeof ch.field !== "string" || !ch.field) c.fail(`${cp}.field`, "is required (the key of the child id inside the parent's child objects)");
      }
    }
    for (const [argPath, r] of Object.entries(c.record(t.replacements, `${p}.replacements`))) {
      const rp = `${p}.replacements["${argPath}"]`;
      if (r === false) continue;
      if (!isObj(r)) c.fail(rp, "must be an object ({ replaces, groupField? }) or false");
      else {
        c.keys(r, ["replaces", "groupField"], rp);
        if (typeof r.replaces !== "string" || !r.replaces) c.fail(`${rp}.replaces`, "is required (the child list argument it replaces, e.g. item_ids[])");
        c.type(r.groupField, "string", `${rp}.groupField`);
      }
    }
    for (const [argPath, a] of Object.entries(c.record(t.args, `${p}.args`))) {
      const ap = `${p}.args["${argPath}"]`;
      if (!isObj(a)) {
        c.fail(ap, "must be an object");
        continue;
      }
      c.keys(a, ARG_KEYS, ap);
      c.oneOf(a.role, ARG_ROLES, `${ap}.role`);
      c.oneOf(a.unit, UNITS, `${ap}.unit`);
      if (c.type(a.idKind, "string", `${ap}.idKind`)) {
        const kind = a.idKind as string;
        if (!isObj(input.entities) || !(kind in input.entities)) {
          if (!isObj(input.idKinds) || !(kind in input.idKinds)) c.fail(`${ap}.idKind`, `"${kind}" is declared neither in entities nor in idKinds`);
        }
      }
    }
  }
  const entities = c.record(input.entities, "$.entities");
  for (const [name, e] of Object.entries(entities)) {
    const p = `$.entities.${name}`;
    if (!isObj(e)) {
      c.fail(p, "must be an object");
      continue;
    }
    c.keys(e, ENTITY_KEYS, p);
    if (typeof e.idField !== "string" || !e.idField) c.fail(`${p}.idField`, "is required (the key holding the entity id)");
    c.type(e.ownerField, "string", `${p}.ownerField`);
    c.type(e.chargesField, "string", `${p}.chargesField`);
    c.oneOf(e.chargeUnit, UNITS, `${p}.chargeUnit`);
    if (e.chargesField !== undefined && e.chargeUnit === undefined) c.fail(`${p}.chargeUnit`, "is required with chargesField (cents or units), so money is never compared in a guessed unit");
  }
  for (const [name, hint] of Object.entries(c.record(input.capabilities, "$.capabilities"))) {
    c.type(hint, "string", `$.capabilities.${name}`);
  }
  for (const [name, k] of Object.entries(c.record(input.idKinds, "$.idKinds"))) {
    if (!isObj(k)) c.fail(`$.idKinds.${name}`, "must be an object");
    else {
      c.keys(k, ["caseInsensitive"], `$.idKinds.${name}`);
      c.type(k.caseInsensitive, "boolean", `$.idKinds.${name}.caseInsensitive`);
    }
  }
  const inference = c.record(input.inference, "$.inference");
  c.keys(inference, [...INFERENCE_KEYS], "$.inference");
  for (const k of INFERENCE_KEYS) c.type(inference[k], "boolean", `$.inference.${k}`);
  c.type(input.escalationTool, "string", "$.escalationTool");
  if (input.packs !== undefined && (!Array.isArray(input.packs) || input.packs.some((n) => typeof n !== "string" || !/^[a-z][a-z0-9-]{0,39}$/.test(n)))) c.fail("$.packs", "must be an array of pack names (lib/verify/packs: airline, retail, sundry)");
  const retryLimit = input.retryLimit ?? DEFAULT_RETRY_LIMIT;
  if (typeof retryLimit !== "number" || !Number.isInteger(retryLimit) || retryLimit < 1) c.fail("$.retryLimit", "must be an integer ≥ 1");
  const holdThreshold = input.holdThreshold ?? DEFAULT_HOLD_THRESHOLD;
  if (typeof holdThreshold !== "number" || holdThreshold < 0 || holdThreshold > 1) c.fail("$.holdThreshold", "must be a number between 0 and 1");
  if (c.problems.length) throw new PolicyError(c.problems);
  return {
    tools: tools as Policy["tools"],
    entities: entities as Policy["entities"],
    capabilities: (input.capabilities ?? {}) as Policy["capabilities"],
    escalationTool: input.escalationTool as string | undefined,
    idKinds: (input.idKinds ?? {}) as Policy["idKinds"],
    retryLimit: retryLimit as number,
    holdThreshold: holdThreshold as number,
    inference: { ...defaultInference(), ...(inference as Partial<Policy["inference"]>) },
    ...(Array.isArray(input.packs) && input.packs.length ? { packs: input.packs as string[] } : {}),
  };
}

/** Everything inferred unless the policy switches it off. */
export function defaultInference(): Policy["inference"] {
  return { owners: true, customer: true, relations: true, policyAmounts: true };
}

/** The policy used when none is given: everything inferred, default limits. */
export function emptyPolicy(): Policy {
  return { tools: {}, entities: {}, capabilities: {}, idKinds: {}, retryLimit: DEFAULT_RETRY_LIMIT, holdThreshold: DEFAULT_HOLD_THRESHOLD, inference: defaultInference() };
}

/** Read and validate a policy file. Errors name the file. */
export function loadPolicyFile(path: string): Policy {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new PolicyError([`${path}: cannot read (${(e as NodeJS.ErrnoException).code ?? String(e)})`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new PolicyError([`${path}: not JSON (${(e as Error).message})`]);
  }
  return parsePolicy(json);
}
