import { readFileSync } from "node:fs";
import { createGuard, type Guard } from "../guard/create-guard";
import { loadPolicyFile, PolicyError } from "../policy/parse-policy";
import { ToolDefinitionError } from "../run/normalize-tools";

/** Input the command cannot work without: reported as one line, exit code 2. */
export class InputError extends Error {}

export function readInputFile(path: string, what: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : code === "EACCES" ? "permission denied" : code === "EISDIR" ? "is a directory" : (code ?? String(e));
    throw new InputError(`cannot read ${what} ${path}: ${why}`);
  }
}

/** Tools (+ optional policy) files → a ready guard. Every failure becomes an InputError naming the file. */
export function loadGuard(toolsPath: string | undefined, policyPath: string | undefined): Guard {
  if (!toolsPath) throw new InputError("--tools TOOLS.json is required");
  let tools: unknown;
  try {
    tools = JSON.parse(readInputFile(toolsPath, "--tools"));
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`--tools ${toolsPath} is not JSON: ${(e as Error).message}`);
  }
  try {
    const policy = policyPath ? loadPolicyFile(policyPath) : undefined;
    return createGuard({ tools, policy });
  } catch (e) {
    if (e instanceof PolicyError) throw new InputError(`--policy ${e.problems.join("; ")}`);
    if (e instanceof ToolDefinitionError) throw new InputError(`--tools ${toolsPath}: ${e.message}`);
    throw e;
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export interface RunRecord {
  id: string;
  messages: unknown[];
  customerId?: string;
  /** The parsed line, for judges that need other fields (e.g. reply clauses). */
  raw: Obj;
}

/**
 * A run as a JSON value: `{id, messages, customer_id?}` (user_id accepted as an alias, as tau-bench
 * writes it) or a bare messages array. Returns a problem string instead of throwing.
 */
export function toRunRecord(value: unknown, fallbackId: string): RunRecord | string {
  if (Array.isArray(value)) return { id: fallbackId, messages: value, raw: { messages: value } };
  if (!isObj(value)) return "a run must be a JSON object with a messages array";
  if (!Array.isArray(value.messages)) return `run ${JSON.stringify(value.id ?? fallbackId)} has no messages array`;
  const customer = value.customer_id ?? value.user_id;
  return {
    id: value.id === undefined ? fallbackId : String(value.id),
    messages: value.messages,
    customerId: typeof customer === "string" || typeof customer === "number" ? String(customer) : undefined,
    raw: value,
  };
}
