import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { clausePassages, type ClauseLike, type PolicyPassage } from "../evidence";
import { normalizeTools } from "../run/normalize-tools";
import type { ToolDefinition } from "../run/types";
import { effectiveTools } from "../policy/infer-roles";
import { emptyPolicy, parsePolicy } from "../policy/parse-policy";
import type { EffectiveTool, Policy } from "../policy/types";

export interface CompiledTool {
  def: ToolDefinition;
  roles: EffectiveTool;
  /** null when the tool's own schema could not be compiled (reported in `Guard.problems`). */
  validate: ValidateFunction | null;
  requiredCount: number;
}

/** Everything that does not change between calls: tools, compiled schemas, policy, effective roles. */
export interface Guard {
  policy: Policy;
  tools: Map<string, CompiledTool>;
  /** Tool names in definition order, as listed in messages. */
  toolNames: string[];
  /** Problems found in the tool definitions (a schema Ajv cannot compile). Never fatal. */
  problems: string[];
  /** Invented tool name → times requested, across every run this guard judged. */
  inventedTools: Map<string, number>;
  /** The clause library's sentences, when one was given: amounts the policy sets are read from them too. */
  clausePassages: PolicyPassage[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Close every object schema that lists properties and says nothing about extra ones: the model
 * inventing a parameter is exactly what we are here to catch, and JSON Schema's default
 * ("anything else is fine") would let it through. Schemas that compose (allOf/anyOf/oneOf) are
 * left open because closing one branch would reject the other branch's keys.
 */
export function closeSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeSchema);
  if (!isObj(schema)) return schema;
  const out: Obj = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === "$schema") continue;
    if (k === "properties" && isObj(v)) out[k] = Object.fromEntries(Object.entries(v).map(([p, s]) => [p, closeSchema(s)]));
    else if (k === "enum" || k === "const" || k === "default" || k === "examples") out[k] = v;
    else out[k] = closeSchema(v);
  }
  const composes = "allOf" in schema || "anyOf" in schema || "oneOf" in schema;
  if (isObj(schema.properties) && !("additionalProperties" in schema) && !("patternProperties" in schema) && !("unevaluatedProperties" in schema) && !composes) {
    out.additionalProperties = false;
  }
  return out;
}

/**
 * Prepare a guard from tool definitions (OpenAI, bare or Anthropic format) and an optional policy
 * (object or already parsed). Throws only for unusable configuration (not tools, invalid policy),
 * never for anything a model produces.
 */
export function createGuard(options: { tools: unknown; policy?: unknown; clauses?: readonly ClauseLike[] }): Guard {
  const defs = normalizeTools(options.tools);
  const policy = options.policy === undefined ? emptyPolicy() : isParsed(options.policy) ? options.policy : parsePolicy(options.policy);
  const roles = effectiveTools(defs, policy);
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  addFormats(ajv);
  const problems: string[] = [];
  const tools = new Map<string, CompiledTool>();
  defs.forEach((def, i) => {
    let validate: ValidateFunction | null = null;
    try {
      validate = ajv.compile(closeSchema(def.parameters) as Obj);
    } catch (e) {
      problems.push(`tool ${def.name}: schema does not compile (${(e as Error).message}); its arguments are not schema-checked`);
    }
    const required = Array.isArray(def.parameters.required) ? def.parameters.required.length : 0;
    tools.set(def.name, { def, roles: roles[i], validate, requiredCount: required });
  });
  for (const name of [policy.escalationTool, ...Object.keys(policy.tools)]) {
    if (name && !tools.has(name)) problems.push(`policy names tool ${name}, which is not among the tool definitions`);
  }
  return { policy, tools, toolNames: defs.map((d) => d.name), problems, inventedTools: new Map(), clausePassages: clausePassages(options.clauses) };
}

function isParsed(p: unknown): p is Policy {
  return isObj(p) && typeof p.retryLimit === "number" && typeof p.holdThreshold === "number" && isObj(p.tools) && isObj(p.entities) && isObj(p.idKinds) && isObj(p.capabilities) && isObj(p.inference);
}
