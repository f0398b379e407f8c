/** A tool as the review console needs it: its name and the JSON Schema of its arguments. */
export interface ToolDefinition {
  name: string;
  description?: string;
  parameters: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  description?: string;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

/** Reads tool definitions in OpenAI ({type:"function", function:{…}}) or Anthropic ({name, input_schema}) format. */
export function toolDefinitions(tools: unknown): ToolDefinition[] {
  if (!Array.isArray(tools)) return [];
  const out: ToolDefinition[] = [];
  for (const t of tools) {
    if (!t || typeof t !== "object") continue;
    const fn = (t as { function?: unknown }).function;
    const def = (fn && typeof fn === "object" ? fn : t) as { name?: unknown; description?: unknown; parameters?: unknown; input_schema?: unknown };
    if (typeof def.name !== "string") continue;
    const schema = (def.parameters ?? def.input_schema ?? {}) as JsonSchema;
    out.push({ name: def.name, description: typeof def.description === "string" ? def.description : undefined, parameters: schema });
  }
  return out;
}
