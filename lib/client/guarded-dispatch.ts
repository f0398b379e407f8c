import type { GroundcheckApi } from "./create-groundcheck-client";
import type { AgentMessage, ModelFacingError, ToolCall, ToolCallCheck } from "./types";
import { waitForDecision } from "./wait-for-decision";

/** One of the agent's own tools: receives the parsed arguments, returns what the model should see. */
export type ToolFunction = (args: Record<string, unknown>) => unknown;

export interface GuardedDispatchOptions {
  runId: string;
  tools: Record<string, ToolFunction>;
  /** How long a held call may wait for a person's decision (long-poll). Default 0: report it held at once. */
  waitForDecisionMs?: number;
  /** The assistant message that made this call. Appended before the check (once, however many calls it holds). */
  assistantMessage?: { id: string; message: AgentMessage };
  /** The message format of the tool result appended to the run. Default "openai". */
  format?: "openai" | "anthropic";
}

interface Base {
  check: ToolCallCheck;
  /** The tool result to give the model (JSON text); already appended to the run. */
  content: string;
  /** The same as a message in the chosen format, ready to push onto the conversation. */
  message: AgentMessage;
}
export type DispatchResult =
  | (Base & { outcome: "ran"; result: unknown; released?: { heldItemId: string; payloadHash: string } })
  /** Rejected by the guard, or (with `heldItemId`, `by: "reviewer"`) by the person who reviewed the held call. */
  | (Base & { outcome: "rejected"; error: ModelFacingError; heldItemId?: string; by?: "guard" | "reviewer" })
  | (Base & { outcome: "held"; reason: "still_held" | "timed_out" | "escalated"; heldItemId: string; error: ModelFacingError })
  /** The approved call was released before (a retry, another instance): it ran then, it is not run again. */
  | (Base & { outcome: "already_released"; heldItemId: string; error: ModelFacingError })
  | (Base & { outcome: "tool_failed"; error: ModelFacingError });

function parseArgs(raw: unknown): Record<string, unknown> {
  const value = typeof raw === "string" ? JSON.parse(raw) : raw;
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A tool result as a message in OpenAI (`role: "tool"`) or Anthropic (`tool_result` block) format. */
export function toolResultMessage(format: "openai" | "anthropic", callId: string, content: string, isError: boolean): AgentMessage {
  return format === "anthropic"
    ? { role: "user", content: [{ type: "tool_result", tool_use_id: callId, content, ...(isError ? { is_error: true } : {}) }] }
    : { role: "tool", tool_call_id: callId, content };
}

/**
 * The dispatcher's gate: checks the call with Groundcheck, runs the tool only when it is allowed
 * (or when a person approved it: then with exactly the released arguments, their hash verified),
 * and otherwise returns the structured error to hand the model as the tool's result. Appends the
 * assistant message (if given) and the tool result to the run, so the guard's ledger stays current.
 */
export async function guardedDispatch(client: GroundcheckApi, call: ToolCall, options: GuardedDispatchOptions): Promise<DispatchResult> {
  const format = options.format ?? "openai";
  if (options.assistantMessage) await client.appendEvents(options.runId, [options.assistantMessage]);
  const check = await client.checkToolCall(options.runId, call);

  const finish = async <T extends { outcome: DispatchResult["outcome"] }>(body: unknown, isError: boolean, rest: T) => {
    const content = typeof body === "string" ? body : JSON.stringify(body ?? null);
    const message = toolResultMessage(format, call.id, content, isError);
    await client.appendEvents(options.runId, [{ id: `result:${call.id}`, message }]);
    return { ...rest, check, content, message };
  };
  const run = async (args: Record<string, unknown>, released?: { heldItemId: string; payloadHash: string }) => {
    const tool = options.tools[call.name];
    try {
      if (!tool) throw new Error(`The agent has no implementation of ${call.name}.`);
      const result = await tool(args);
      return finish(result, false, { outcome: "ran" as const, result, ...(released ? { released } : {}) });
    } catch (err) {
      const error: ModelFacingError = { tool_use_id: call.id, is_error: true, code: "tool_failed", message: (err as Error).message, retry: "do_not_retry" };
      return finish(error, true, { outcome: "tool_failed" as const, error });
    }
  };

  if (check.decision === "allow") return run(parseArgs(call.arguments));
  if (check.decision === "reject") {
    const error = check.error ?? { tool_use_id: call.id, is_error: true as const, code: check.code, message: check.message, retry: check.retry ?? "fix_and_retry" };
    return finish(error, true, { outcome: "rejected" as const, error, by: "guard" as const });
  }

  const heldItemId = check.held_item_id!;
  const decision = await waitForDecision(client, heldItemId, options.waitForDecisionMs ?? 0);
  if (decision.decided) return run(parseArgs(decision.payload), { heldItemId, payloadHash: decision.payloadHash });
  if (decision.reason === "rejected") {
    // A person declined the call: it never runs. The model gets their reason as the tool's result.
    const r = decision.rejection;
    const rejected: ModelFacingError = {
      tool_use_id: call.id,
      is_error: true,
      code: r.code,
      message: r.message,
      retry: r.retry,
      details: { held_item_id: heldItemId, what_was_wrong: r.what_was_wrong, what_to_do_instead: r.what_to_do_instead },
    };
    return finish(rejected, true, { outcome: "rejected" as const, error: rejected, heldItemId, by: "reviewer" as const });
  }
  if (decision.reason === "already_released") {
    const done: ModelFacingError = {
      tool_use_id: call.id,
      is_error: true,
      code: "already_released",
      message: `${call.name} was approved and released once already (${decision.releasedAt ?? "earlier"}); it is not run again. Treat it as done.`,
      retry: "do_not_retry",
      details: { held_item_id: heldItemId },
    };
    return finish(done, true, { outcome: "already_released" as const, heldItemId, error: done });
  }
  const error: ModelFacingError = {
    tool_use_id: call.id,
    is_error: true,
    code: decision.reason === "escalated" ? "held_escalated" : "held_for_review",
    message:
      decision.reason === "escalated"
        ? `${call.name} was escalated to a manager and has not run. Tell the customer a person is looking at it.`
        : `${call.name} is waiting for a person's review and has not run. Tell the customer it is being reviewed; do not call it again.`,
    retry: "do_not_retry",
    details: { held_item_id: heldItemId, status: decision.state.status, reason: check.message },
  };
  return finish(error, true, { outcome: "held" as const, reason: decision.reason, heldItemId, error });
}
