/**
 * One Agents SDK function tool with Groundcheck in front of it, whether the app wrote it with
 * `tool()` or the SDK made it from an MCP server's listing (its invoke calls the server): the
 * check runs in `needsApproval` (a hold becomes the SDK's approval interruption), and invoke runs
 * the checked or released arguments, or answers with the model-facing error instead.
 */
import type { FunctionTool, RunContext } from "@openai/agents";
import type { ToolCall } from "../../client/types";
import { GroundcheckSdkError } from "../core/errors";
import type { GroundcheckSession } from "../core/session";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFunctionTool = FunctionTool<any, any, any>;

export const callOf = (name: string, input: string, callId: string): ToolCall => ({ id: callId, name, arguments: input });

/**
 * What the model reads of a tool's result: an MCP tool answers with content items
 * ({type: "text", text}), which the SDK hands the model as their text; recording the items' JSON
 * instead would hide the ids and amounts inside from the guard's ledger.
 */
export function outputText(result: unknown): string {
  if (typeof result === "string") return result;
  const items = Array.isArray(result) ? result : [result];
  if (items.length && items.every((i) => i && typeof i === "object" && (i as { type?: unknown }).type === "text" && typeof (i as { text?: unknown }).text === "string")) {
    return items.map((i) => (i as { text: string }).text).join("\n");
  }
  return JSON.stringify(result ?? null);
}

export function wrapFunctionTool(session: GroundcheckSession, t: AnyFunctionTool): AnyFunctionTool {
  const name = t.name;
  return {
    ...t,
    // Checked here first (the SDK asks before it runs the tool): a hold becomes the SDK's approval interruption.
    needsApproval: async (ctx: RunContext, input: unknown, callId?: string) => {
      if (!callId) return true; // no id to bind a decision to: a person must approve
      const call = callOf(name, typeof input === "string" ? input : JSON.stringify(input ?? {}), callId);
      try {
        const check = await session.check(call);
        return check.decision === "hold";
      } catch (err) {
        if (err instanceof GroundcheckSdkError && err.code !== "unavailable") throw err;
        return false; // invoke fails closed (or open, for an opted-in read tool)
      }
    },
    invoke: async (ctx, input, details) => {
      const callId = details?.toolCall?.callId ?? `${name}:${input}`;
      const call = callOf(name, input, callId);
      const gate = await session.gate(call);
      if (gate.action === "refuse") {
        const content = JSON.stringify(gate.error);
        await session.recordResult(call, content);
        return content;
      }
      const args = typeof gate.args === "string" ? gate.args : JSON.stringify(gate.args);
      // Released (possibly edited) arguments replace the model's: the SDK re-parses them against the tool's schema.
      const result = await t.invoke(ctx, args, gate.released && details?.toolCall ? { ...details, toolCall: { ...details.toolCall, arguments: args } } : details);
      await session.recordResult(call, outputText(result));
      return result;
    },
  };
}
