/**
 * Wraps an AI SDK ToolSet so each tool's execute is checked first. The conversation the SDK hands
 * execute (`messages`) is recorded into the run; a rejected call's structured error is the tool's
 * result (what the model sees); a held call runs only with the released arguments.
 */
import { asSchema, type ToolExecutionOptions, type ToolSet } from "ai";
import { normalizeTools } from "../../run/normalize-tools";
import type { ToolCall } from "../../client/types";
import { fromAiSdkMessages } from "../core/convert-messages";
import { GroundcheckSdkError } from "../core/errors";
import type { GroundcheckSession } from "../core/session";

type AnyTool = ToolSet[string] & { execute?: (input: unknown, options: ToolExecutionOptions<unknown>) => unknown };

/** A tool result that is an async iterable (a streaming tool): its last value is the result. */
async function settle(value: unknown): Promise<unknown> {
  if (value && typeof value === "object" && Symbol.asyncIterator in value) {
    let last: unknown;
    for await (const v of value as AsyncIterable<unknown>) last = v;
    return last;
  }
  return value;
}

/** The definitions the local guard checks against, read from the tools' own schemas. */
export async function toolDefinitions(tools: ToolSet): Promise<unknown[]> {
  return Promise.all(
    Object.entries(tools).map(async ([name, t]) => ({
      type: "function",
      function: { name, description: typeof t.description === "string" ? t.description : "", parameters: await asSchema(t.inputSchema).jsonSchema },
    })),
  );
}

export function wrapTools<T extends ToolSet>(session: GroundcheckSession, tools: T, registered?: unknown): T {
  const registeredNames = registered === undefined ? null : new Set(normalizeTools(registered).map((d) => d.name));
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(tools)) {
    const t = raw as AnyTool;
    if (!t || t.inputSchema == null) {
      throw new GroundcheckSdkError("tool_without_schema", `Tool ${name} has no inputSchema: Groundcheck cannot check its arguments, so it will not wrap it. Give it a schema (zod or jsonSchema({...})).`, { tool: name });
    }
    if (registeredNames && !registeredNames.has(name)) {
      throw new GroundcheckSdkError("unregistered_tool", `Tool ${name} is not among the agent's registered tools (${[...registeredNames].join(", ")}); every call to it would be rejected as unknown_tool.`, { tool: name });
    }
    // A tool without execute is run by the app itself (or the provider), not by the SDK: nothing to gate here.
    if (typeof t.execute !== "function") {
      out[name] = t;
      continue;
    }
    const execute = t.execute.bind(t);
    out[name] = {
      ...t,
      execute: async (input: unknown, options: ToolExecutionOptions<unknown>) => {
        await session.recordFrom("messages", options.messages ?? [], (m) => fromAiSdkMessages(m, session.recorded));
        const call: ToolCall = { id: options.toolCallId, name, arguments: input };
        const gate = await session.gate(call);
        if (gate.action === "refuse") {
          await session.recordResult(call, JSON.stringify(gate.error));
          return gate.error;
        }
        let result: unknown;
        try {
          result = await settle(execute(gate.args, options));
        } catch (err) {
          await session.recordResult(call, JSON.stringify({ error: (err as Error).message }));
          throw err;
        }
        await session.recordResult(call, typeof result === "string" ? result : JSON.stringify(result ?? null));
        return result;
      },
    };
    session.appTools.add(name);
  }
  return out as T;
}
