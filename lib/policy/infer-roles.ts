import type { ToolDefinition } from "../run/types";
import type { ArgRole, EffectiveArg, EffectiveRelation, EffectiveTool, MoneyUnit, Policy, ToolPolicy } from "./types";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A tool whose name starts with one of these verbs only reads: every other tool is taken to change
 * the world. Listing the readers rather than the writers keeps a new domain's writes checked
 * ("enable_roaming", "refuel_data", "freeze_card") without anybody adding its verbs here.
 */
export const READ_VERBS = [
  "get", "list", "find", "search", "lookup", "look", "fetch", "show", "view", "read", "check", "query", "calculate",
  "compute", "count", "describe", "validate", "verify", "think", "browse", "retrieve", "load", "scan", "preview",
  "estimate", "track", "locate", "identify", "explain", "summarize", "summarise", "analyze", "analyse", "inspect",
  "review", "display", "print", "help", "ping", "whoami", "echo", "compare", "convert", "translate", "format", "parse",
  "render", "download", "recommend", "suggest", "peek", "poll", "wait", "sleep", "is", "has", "can", "quote",
];

// Name rules, tried in order after enum/boolean. Each returns the rule text a UI shows as the reason.
const NAME_RULES: Array<[ArgRole, RegExp, string]> = [
  ["email", /^(to|cc|bcc)$|(^|_)(email|emails|e_mail|recipient|recipients)$/, "name is an email/recipient name"],
  ["identifier", /(^id$|_id$|_ids$|_number$|^ids$)/, "name is id, *_id, *_ids or *_number"],
  ["amount", /(^amount$|^price$|_cents$|_amount$|_price$|^cost$|^total$)/, "name is amount, price, *_amount, *_price or *_cents"],
  ["date", /(^date$|^dob$|_date$|_at$|^deadline$)/, "name is date, dob, *_date or *_at"],
  ["reference", /(^url$|^uri$|^path$|_url$|_path$|^file$|^filename$|^href$|^link$)/, "name is a url/path name"],
];

const FORMAT_ROLES: Record<string, ArgRole> = {
  email: "email", "idn-email": "email", date: "date", "date-time": "date", uri: "reference", url: "reference", "uri-reference": "reference", iri: "reference",
};

/** Infer one argument's role from its JSON Schema and name. Exported for tests and UIs. */
export function inferArgRole(name: string, schema: Obj): { role: ArgRole; reason: string } {
  const n = name.toLowerCase();
  if (Array.isArray(schema.enum) || "const" in schema) return { role: "enum", reason: "schema has enum/const" };
  if (schema.type === "boolean") return { role: "none", reason: "boolean" };
  if (typeof schema.format === "string" && FORMAT_ROLES[schema.format]) return { role: FORMAT_ROLES[schema.format], reason: `format: ${schema.format}` };
  for (const [role, re, reason] of NAME_RULES) if (re.test(n)) return { role, reason };
  if (schema.type === "string" || schema.type === undefined) return { role: "free_text", reason: "string with no id/amount/date name" };
  return { role: "none", reason: `${String(schema.type)} with no id/amount name` };
}

/** Cents when the name or description says so; otherwise major units, marked inferred so it is never silent. */
export function inferUnit(name: string, schema: Obj): { unit: MoneyUnit; reason: string } {
  const desc = typeof schema.description === "string" ? schema.description : "";
  if (/cents/i.test(name) || /\bcents?\b|minor units?/i.test(desc)) return { unit: "cents", reason: "name or description says cents" };
  return { unit: "units", reason: "no mention of cents, so major units (e.g. dollars)" };
}

export function inferWrites(toolName: string): boolean {
  const words = toolName.split(/[._\-\s]+|(?=[A-Z])/).map((w) => w.toLowerCase()).filter(Boolean);
  // `billing.refund`: the verb may follow a namespace, so look at the first word and the word after a dot.
  const candidates = [words[0]];
  const dot = toolName.lastIndexOf(".");
  if (dot >= 0) candidates.push(toolName.slice(dot + 1).split(/[_\-]|(?=[A-Z])/)[0].toLowerCase());
  return candidates.some((w) => w !== undefined && w !== "" && !READ_VERBS.includes(w));
}

/** Leaf arguments of a schema as pattern paths (`a.b`, `a[].b`, `ids[]`) with the schema of each leaf. */
export function schemaLeaves(schema: unknown, prefix = "", name = "", out: Array<{ path: string; name: string; schema: Obj }> = []) {
  if (!isObj(schema)) return out;
  const variants = [schema, ...(["allOf", "anyOf", "oneOf"] as const).flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]).filter(isObj) : []))];
  let recursed = false;
  for (const s of variants) {
    if (isObj(s.properties)) {
      recursed = true;
      for (const [k, sub] of Object.entries(s.properties)) schemaLeaves(sub, prefix ? `${prefix}.${k}` : k, k, out);
    }
    if (isObj(s.items)) {
      recursed = true;
      schemaLeaves(s.items, `${prefix}[]`, name, out);
    }
  }
  if (!recursed && prefix && !out.some((l) => l.path === prefix)) out.push({ path: prefix, name, schema });
  return out;
}

/** Fields that name a record's owner when the policy names none (in this order of preference). */
export const OWNER_FIELDS = ["user_id", "customer_id", "account_id", "owner_id"];

/** A tool that finds the customer's id (find_user_id_by_email, lookup_customer, authenticate_user). */
const AUTH_TOOL = /^(find|lookup|look_up|search|authenticate|identify|verify)_.*(user|customer|account|member|client)|^(authenticate|identify|verify)(_|$)/i;

export function inferAuthLookup(toolName: string, writes: boolean): { source: "inferred"; reason: string } | undefined {
  if (writes || !AUTH_TOOL.test(toolName)) return undefined;
  return { source: "inferred", reason: "name finds a user/customer/account: a result that is one id is the run's customer" };
}

/**
 * Relations a write call's list arguments have with the entity it acts on, where the policy is
 * silent: `<child>_ids` (a list of ids) names children of the parent argument's record (its
 * `<child>_id` objects), and `new_<child>_ids` replaces them position by position. Scalars and
 * lists of objects (flights[] with flight_number and date) are not inferred: they usually set new
 * values rather than pick existing children, so only the policy can declare those.
 */
function inferRelations(tool: ToolDefinition, tp: ToolPolicy, args: EffectiveArg[], parentArg: string | undefined, policy: Policy): EffectiveRelation[] {
  if (!parentArg) return [];
  const parentKind = args.find((a) => a.path === parentArg)?.idKind;
  const parentField = (parentKind && policy.entities[parentKind]?.idField) || leafName(parentArg);
  const props = isObj(tool.parameters.properties) ? (tool.parameters.properties as Obj) : {};
  const out: EffectiveRelation[] = [];
  const listsOfIds = Object.entries(props).filter(([name, s]) => isObj(s) && s.type === "array" && isObj(s.items) && (s.items.type === "string" || s.items.type === "integer") && /_ids$/.test(name));
  const declaredChildren = tp.children ?? {};
  const declaredRepl = tp.replacements ?? {};
  for (const [path, c] of Object.entries(declaredChildren)) if (c) out.push({ kind: "child", arg: path, parentArg, parentField, childField: c.field, source: "declared", reason: "policy" });
  for (const [path, r] of Object.entries(declaredRepl)) {
    if (!r) continue;
    const child = out.find((x) => x.kind === "child" && x.arg === r.replaces);
    const childField = child?.childField ?? leafName(r.replaces).replace(/_ids$/, "_id");
    out.push({ kind: "replacement", arg: path, parentArg, parentField, childField, replaces: r.replaces, ...(r.groupField ? { groupField: r.groupField } : {}), source: "declared", reason: "policy" });
  }
  if (!policy.inference.relations) return out;
  for (const [name] of listsOfIds) {
    const path = `${name}[]`;
    if (name.startsWith("new_") || path in declaredChildren || path in declaredRepl) continue;
    const childField = name.replace(/_ids$/, "_id");
    if (childField === parentField || OWNER_FIELDS.includes(childField)) continue;
    out.push({ kind: "child", arg: path, parentArg, parentField, childField, source: "inferred", reason: `${name} lists ids of ${childField} objects inside the ${parentField} record` });
  }
  for (const [name] of listsOfIds) {
    const path = `${name}[]`;
    if (!name.startsWith("new_") || path in declaredRepl) continue;
    const replaces = `${name.slice(4)}[]`;
    const child = out.find((x) => x.kind === "child" && x.arg === replaces);
    if (!child) continue;
    out.push({ kind: "replacement", arg: path, parentArg, parentField, childField: child.childField, replaces, source: "inferred", reason: `${name} replaces ${replaces} position by position with alternatives the run showed (same group, available)` });
  }
  return out;
}

const leafName = (path: string) => path.replace(/\[\]/g, "").split(".").pop() ?? path;

/**
 * The roles the guard will actually use for each tool: declared ones from the policy, inferred ones
 * everywhere the policy is silent, each marked with its source and reason so a UI can show them
 * and an operator can override any of them.
 */
export function effectiveTools(tools: ToolDefinition[], policy: Policy): EffectiveTool[] {
  const entityByField = new Map<string, string>();
  for (const [kind, e] of Object.entries(policy.entities)) entityByField.set(e.idField, kind);
  return tools.map((tool) => {
    const tp = policy.tools[tool.name] ?? {};
    const declaredArgs = tp.args ?? {};
    const args: EffectiveArg[] = [];
    const leaves = schemaLeaves(tool.parameters);
    for (const p of Object.keys(declaredArgs)) if (!leaves.some((l) => l.path === p)) leaves.push({ path: p, name: leafName(p), schema: {} });
    for (const leaf of leaves) {
      const d = declaredArgs[leaf.path] ?? {};
      const inferred = inferArgRole(leaf.name, leaf.schema);
      const role = d.role ?? inferred.role;
      const arg: EffectiveArg = { path: leaf.path, role, roleSource: d.role ? "declared" : "inferred", reason: d.role ? "policy" : inferred.reason };
      const idKind = d.idKind ?? (role === "identifier" ? entityByField.get(leaf.name) : undefined);
      if (idKind) arg.idKind = idKind;
      if (role === "amount") {
        arg.unit = d.unit ?? inferUnit(leaf.name, leaf.schema).unit;
        arg.unitSource = d.unit ? "declared" : "inferred";
      }
      args.push(arg);
    }
    const writes = tp.writes ?? inferWrites(tool.name);
    const movesMoney = tp.movesMoney ?? (writes && args.some((a) => a.role === "amount"));
    const topLevel = (a: EffectiveArg) => !a.path.includes(".") && !a.path.includes("[");
    const entityArg = tp.entityArg ?? args.find((a) => topLevel(a) && a.idKind && policy.entities[a.idKind])?.path;
    // The customer argument: declared, or (owners inferred) a write tool's top-level argument named like an owner field.
    const inferredCustomer = writes && policy.inference.owners ? args.find((a) => topLevel(a) && a.role === "identifier" && OWNER_FIELDS.includes(a.path))?.path : undefined;
    const customerArg = tp.customerArg ?? inferredCustomer;
    const parentArg = entityArg ?? (writes ? args.find((a) => topLevel(a) && a.role === "identifier" && /_id$/.test(a.path) && !OWNER_FIELDS.includes(a.path))?.path : undefined);
    const relations = writes ? inferRelations(tool, tp, args, parentArg, policy) : [];
    const out: EffectiveTool = {
      name: tool.name,
      writes,
      writesSource: tp.writes === undefined ? "inferred" : "declared",
      movesMoney,
      movesMoneySource: tp.movesMoney === undefined ? "inferred" : "declared",
      resultKind: tp.resultKind ?? "observation",
      relations,
      args,
    };
    if (entityArg) out.entityArg = entityArg;
    if (customerArg) {
      out.customerArg = customerArg;
      out.customerArgSource = tp.customerArg ? "declared" : "inferred";
    }
    const auth = policy.inference.customer ? inferAuthLookup(tool.name, writes) : undefined;
    if (auth) out.authLookup = auth;
    return out;
  });
}
