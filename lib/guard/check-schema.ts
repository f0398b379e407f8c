import type { ErrorObject } from "ajv";
import type { CompiledTool } from "./create-guard";
import type { Outcome } from "./outcome";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** Arguments as an object, or a malformed_call outcome: missing, not JSON (prose), or not an object. */
export function parseArguments(tool: CompiledTool, raw: unknown): { args: Obj } | { outcome: Outcome } {
  const name = tool.def.name;
  // Built only on the error paths: describing the schema costs more than a passing check.
  const fix = () => `Call ${name} again with a JSON object of arguments: ${describeParams(tool.def.parameters)}.`;
  if (raw === undefined || raw === null) {
    return { outcome: { code: "malformed_call", message: `The call to ${name} has no arguments. ${fix()}`, details: { problem: "missing" } } };
  }
  let value: unknown = raw;
  if (typeof raw === "string") {
    // An empty string is how some clients send "no arguments" for a tool that needs none.
    if (raw.trim() === "" && tool.requiredCount === 0) return { args: {} };
    try {
      value = JSON.parse(raw);
    } catch {
      const preview = raw.length > 80 ? `${raw.slice(0, 77)}...` : raw;
      return { outcome: { code: "malformed_call", message: `The arguments to ${name} are not JSON (got: ${JSON.stringify(preview)}). ${fix()}`, details: { problem: "not_json", received: preview } } };
    }
  }
  if (!isObj(value)) {
    const got = Array.isArray(value) ? "an array" : value === null ? "null" : `a ${typeof value}`;
    return { outcome: { code: "malformed_call", message: `The arguments to ${name} must be a JSON object, not ${got}. ${fix()}`, details: { problem: "not_object", received_type: got } } };
  }
  return { args: value };
}

/** `name (string, required), amount_cents (integer)` for a schema's properties. */
export function describeParams(schema: unknown): string {
  if (!isObj(schema) || !isObj(schema.properties) || Object.keys(schema.properties).length === 0) return "no parameters";
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(schema.properties)
    .map(([k, s]) => {
      const t = isObj(s) ? (Array.isArray(s.enum) ? `one of ${s.enum.map((e) => JSON.stringify(e)).join("|")}` : Array.isArray(s.type) ? s.type.join("|") : String(s.type ?? "any")) : "any";
      return `${k} (${t}${required.includes(k) ? ", required" : ""})`;
    })
    .join(", ");
}

/** Ajv's "/payment_methods/0/amount" as "payment_methods[0].amount". */
export function toArgPath(instancePath: string, child?: string): string {
  let out = "";
  for (const part of instancePath.split("/").slice(1)) {
    const p = part.replace(/~1/g, "/").replace(/~0/g, "~");
    out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  }
  if (child !== undefined) out += out ? `.${child}` : child;
  return out;
}

// Unknown keys first: a misspelled name usually also produces a "missing" error for the real one,
// and telling the model about the misspelling is what fixes both.
const ORDER = ["unknown_param", "missing_param", "invalid_value"] as const;

/** Full JSON Schema validation; the message names every problem and lists the real parameters where it matters. */
export function checkSchema(tool: CompiledTool, args: Obj): Outcome | null {
  if (!tool.validate || tool.validate(args)) return null;
  const errors = (tool.validate.errors ?? []).filter((e) => !["if", "anyOf", "oneOf"].includes(e.keyword) || (tool.validate!.errors ?? []).length === 1);
  const problems = errors.map((e) => describeError(e));
  problems.sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code));
  const code = problems[0].code;
  const seen = new Set<string>();
  const lines = problems.filter((p) => (seen.has(p.text) ? false : (seen.add(p.text), true))).map((p) => p.text);
  const where = problems[0].listAt;
  const params = `${where ? `Parameters of ${where}` : `Parameters of ${tool.def.name}`}: ${describeParams(problems[0].schemaAt ?? tool.def.parameters)}.`;
  return {
    code,
    message: `Invalid arguments for ${tool.def.name}: ${lines.join("; ")}. ${params} Fix the call and retry.`,
    details: { problems: problems.map(({ code: c, path, text }) => ({ code: c, path, message: text })), parameters: Object.keys(isObj(tool.def.parameters.properties) ? tool.def.parameters.properties : {}) },
  };
}

function describeError(e: ErrorObject): { code: (typeof ORDER)[number]; path: string; text: string; listAt?: string; schemaAt?: unknown } {
  const at = toArgPath(e.instancePath);
  const container = at ? `${at}` : "the arguments";
  if (e.keyword === "additionalProperties") {
    const extra = (e.params as { additionalProperty: string }).additionalProperty;
    return { code: "unknown_param", path: toArgPath(e.instancePath, extra), text: `unknown parameter "${extra}"${at ? ` in ${at}` : ""}`, listAt: at || undefined, schemaAt: e.parentSchema };
  }
  if (e.keyword === "required") {
    const missing = (e.params as { missingProperty: string }).missingProperty;
    return { code: "missing_param", path: toArgPath(e.instancePath, missing), text: `missing required parameter "${missing}"${at ? ` in ${at}` : ""}`, listAt: at || undefined, schemaAt: e.parentSchema };
  }
  return { code: "invalid_value", path: at, text: `${container} ${e.message ?? "is invalid"}${e.keyword === "enum" ? ` (${((e.params as { allowedValues: unknown[] }).allowedValues ?? []).map((v) => JSON.stringify(v)).join(", ")})` : ""}` };
}
