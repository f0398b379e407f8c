import type { ToolDefinition } from "./types";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export class ToolDefinitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ToolDefinitionError";
  }
}

/**
 * Accepts OpenAI function tools (`{type:"function", function:{name, description, parameters}}`),
 * bare function objects (`{name, description, parameters}`) and Anthropic tools
 * (`{name, description, input_schema}`), mixed freely. Throws ToolDefinitionError naming the
 * position of the first definition that is none of these, or a duplicated name.
 */
export function normalizeTools(defs: unknown): ToolDefinition[] {
  if (!Array.isArray(defs)) throw new ToolDefinitionError("tool definitions must be an array");
  const seen = new Set<string>();
  return defs.map((d, i) => {
    const fn = isObj(d) && d.type === "function" && isObj(d.function) ? d.function : d;
    if (!isObj(fn) || typeof fn.name !== "string" || fn.name === "") {
      throw new ToolDefinitionError(`tool definition ${i} has no name`);
    }
    if (seen.has(fn.name)) throw new ToolDefinitionError(`tool "${fn.name}" is defined twice`);
    seen.add(fn.name);
    const schema = isObj(fn.parameters) ? fn.parameters : isObj(fn.input_schema) ? fn.input_schema : { type: "object", properties: {} };
    return { name: fn.name, description: typeof fn.description === "string" ? fn.description : "", parameters: schema };
  });
}
