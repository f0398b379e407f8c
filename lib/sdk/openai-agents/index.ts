/**
 * `groundcheck/openai-agents`: Groundcheck in front of an OpenAI Agents SDK agent.
 *
 *   const gc = groundcheck({ mode: "remote", baseUrl, apiKey, run: { idempotency_key, ticket, customer } });
 *   const agent = new Agent({ name, instructions, tools: gc.tools(tools), outputGuardrails: [gc.replyGuardrail] });
 *   let result = await run(agent, input, gc.runOptions);
 *   while (result.interruptions.length && (await gc.resolveInterruptions(result.state)).decided) result = await run(agent, result.state, gc.runOptions);
 *
 * Only types are imported from the SDK: the wrappers are plain objects the SDK accepts.
 */
import type { CallModelInputFilter, FunctionTool, OutputGuardrail, RunContext, RunState, Tool, ToolErrorFormatter } from "@openai/agents";
import type { ToolCall } from "../../client/types";
import { normalizeTools } from "../../run/normalize-tools";
import { fromAgentsItems } from "../core/convert-messages";
import { GroundcheckSdkError } from "../core/errors";
import { GroundcheckSession, type GroundcheckOptions, type ReplyOutcome } from "../core/session";

export { GroundcheckSdkError, isGroundcheckSdkError, SDK_ERROR_CODES, type SdkErrorCode } from "../core/errors";
export type { Gate, GroundcheckOptions, ReplyOutcome, SessionOptions, CallEvent } from "../core/session";
export type { LocalDecision, LocalHeldItem } from "../core/local-review";

export interface ReplyGuardrailInfo {
  outcome: ReplyOutcome["outcome"];
  verdict: string | null;
  held_item_id: string | null;
  check_id: string | null;
  /** The text to send: the reply itself, or a reviewer's edited version (only when outcome is "send"). */
  text: string | null;
}

export type AgentsGroundcheckOptions = GroundcheckOptions & {
  /** How long the output guardrail waits for a person on a held reply (default 0: trip at once). */
  replyWaitMs?: number;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunctionTool = FunctionTool<any, any, any>;
type InterruptionState = Pick<RunState<unknown, never>, "getInterruptions" | "approve" | "reject">;

export function groundcheck(options: AgentsGroundcheckOptions) {
  let resolveDefs!: (defs: unknown[]) => void;
  const defs = new Promise<unknown[]>((r) => (resolveDefs = r));
  const registered = options.mode === "local" ? options.tools : undefined;
  const session = new GroundcheckSession(options.mode === "local" ? { ...options, tools: () => registered ?? defs } : options);
  let lastReply: ReplyOutcome | null = null;
  let systemItem: { role: "system"; content: string } | null = null;

  const callOf = (name: string, input: string, callId: string): ToolCall => ({ id: callId, name, arguments: input });

  function wrap(t: AnyFunctionTool): AnyFunctionTool {
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
        await session.recordResult(call, typeof result === "string" ? result : JSON.stringify(result ?? null));
        return result;
      },
    };
  }

  /** Every model call's input (and the agent's instructions) goes into the run before tools of that turn are checked. */
  const recordInput: CallModelInputFilter = async ({ modelData }) => {
    const items = Array.isArray(modelData.input) ? modelData.input : [{ role: "user", content: modelData.input }];
    // The same object while the instructions stay the same, so the recorded prefix is recognised.
    if (modelData.instructions && systemItem?.content !== modelData.instructions) systemItem = { role: "system", content: modelData.instructions };
    const system = modelData.instructions && systemItem ? [systemItem] : [];
    await session.recordFrom("input", [...system, ...items], (m) => fromAgentsItems(m, session.recorded));
    return modelData;
  };

  /** The reply check as an output guardrail: a reply that is not grounded trips it and is not sent. */
  const replyGuardrail: OutputGuardrail = {
    name: "groundcheck_reply",
    execute: async ({ agentOutput }) => {
      const text = typeof agentOutput === "string" ? agentOutput : JSON.stringify(agentOutput);
      const outcome = await session.verifyReply(text, options.replyWaitMs ?? 0);
      lastReply = outcome;
      const info: ReplyGuardrailInfo = {
        outcome: outcome.outcome,
        verdict: outcome.outcome === "unavailable" ? null : outcome.outcome === "held" ? outcome.verdict : outcome.check.verdict,
        held_item_id: outcome.outcome === "held" ? outcome.heldItemId : null,
        check_id: outcome.outcome === "unavailable" ? null : outcome.check.check_id,
        text: outcome.outcome === "send" ? outcome.text : null,
      };
      // An edited reply passes too, but the text to send is the reviewer's: `info.text`, `gc.lastReply`.
      return { tripwireTriggered: outcome.outcome !== "send", outputInfo: info };
    },
  };

  /**
   * A call to a tool the agent does not have never reaches a tool: with `toolNotFoundBehavior:
   * "return_error_to_model"` the SDK asks this formatter what the model reads. Groundcheck checks
   * (and records) the call and answers with its structured error (what exists, what to do instead).
   */
  const toolErrorFormatter: ToolErrorFormatter = async (args) => {
    if (args.kind !== "tool_not_found") return undefined;
    const call = callOf(args.toolName, "{}", args.callId);
    const gate = await session.gate(call);
    if (gate.action === "run") return undefined;
    await session.recordResult(call, JSON.stringify(gate.error));
    return JSON.stringify(gate.error);
  };

  return {
    session,
    toolErrorFormatter,
    /** Run options that put Groundcheck in the loop: `run(agent, input, gc.runOptions)`. */
    runOptions: { callModelInputFilter: recordInput, toolNotFoundBehavior: "return_error_to_model" as const, toolErrorFormatter },
    /** Wraps the agent's tools: function tools are checked before they run; other tools are refused (typed error). */
    tools<T extends Tool>(tools: T[]): T[] {
      const fns = tools.filter((t): t is T & AnyFunctionTool => t.type === "function");
      const others = tools.filter((t) => t.type !== "function").map((t) => String((t as { name?: string }).name ?? (t as { type: string }).type));
      if (others.length) throw new GroundcheckSdkError("invalid_options", `Only function tools can be checked; ${others.join(", ")} would run unchecked. Leave them out of the wrapped set.`, { tools: others });
      const names = registered === undefined ? null : new Set(normalizeTools(registered).map((d) => d.name));
      for (const t of fns) {
        if (!t.parameters || typeof t.parameters !== "object") throw new GroundcheckSdkError("tool_without_schema", `Tool ${t.name} has no parameters schema: Groundcheck cannot check its arguments, so it will not wrap it.`, { tool: t.name });
        if (names && !names.has(t.name)) throw new GroundcheckSdkError("unregistered_tool", `Tool ${t.name} is not among the agent's registered tools (${[...names].join(", ")}).`, { tool: t.name });
        session.appTools.add(t.name);
      }
      resolveDefs(fns.map((t) => ({ type: "function", function: { name: t.name, description: t.description, parameters: t.parameters } })));
      return fns.map((t) => wrap(t) as T);
    },
    recordInput,
    replyGuardrail,
    get lastReply() {
      return lastReply;
    },
    /**
     * For each approval interruption Groundcheck raised, waits (at most `waitMs`, default 30 s) for
     * a person's decision and applies it to the RunState: approved or edited → `state.approve` (the
     * call then runs with exactly the released arguments); rejected → `state.reject` with the
     * reviewer's reason as the structured error the model reads. Run again with the same state.
     */
    async resolveInterruptions(state: InterruptionState, opts: { waitMs?: number } = {}) {
      let decided = 0;
      const pending: { callId: string; heldItemId: string; reason: string }[] = [];
      await Promise.all(
        state.getInterruptions().map(async (item) => {
          const callId = (item.rawItem as { callId?: string }).callId;
          const heldItemId = callId ? await session.heldItemOf(callId) : null;
          if (!callId || !heldItemId) return; // the app's own approval, not Groundcheck's
          const outcome = await session.resolve(callId, opts.waitMs ?? 30_000);
          if (outcome?.kind === "released") {
            state.approve(item);
            decided++;
          } else if (outcome?.kind === "pending") pending.push({ callId, heldItemId, reason: outcome.reason });
          else {
            const refusal = await session.refusalOf(callId);
            state.reject(item, { message: JSON.stringify(refusal?.error ?? { code: "not_released" }) });
            decided++;
          }
        }),
      );
      return { decided, pending };
    },
  };
}

export type AgentsGroundcheck = ReturnType<typeof groundcheck>;
