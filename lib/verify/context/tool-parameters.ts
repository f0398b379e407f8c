/** Each tool's name and parameter names, read from definitions in OpenAI, Anthropic or plain form. */
import type { ToolParameters } from "../types";

export function toolParameters(defs: unknown): ToolParameters {
  if (!Array.isArray(defs)) return [];
  const out: { name: string; parameters: string[]; description?: string }[] = [];
  for (const d of defs) {
    const fn = d && typeof d === "object" ? ((d as { function?: unknown }).function ?? d) : null;
    if (!fn || typeof fn !== "object") continue;
    const { name, parameters, input_schema, description } = fn as { name?: unknown; parameters?: { properties?: unknown }; input_schema?: { properties?: unknown }; description?: unknown };
    if (typeof name !== "string") continue;
    const schema = parameters ?? input_schema;
    const props = schema && typeof schema.properties === "object" && schema.properties ? Object.keys(schema.properties) : [];
    out.push({ name, parameters: props, ...(typeof description === "string" && description ? { description: description.slice(0, 2000) } : {}) });
  }
  return out;
}
