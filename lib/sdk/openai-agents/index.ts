/**
 * `groundcheck/openai-agents`: Groundcheck in front of an OpenAI Agents SDK agent.
 *
 *   const gc = groundcheck({ mode: "remote", baseUrl, apiKey, run: { idempotency_key, ticket, customer } });
 *   const agent = new Agent({ name, instructions, tools: gc.tools(tools), outputGuardrails: [gc.replyGuardrail] });
 *   // MCP servers' tools: tools: [...gc.tools(tools), ...(await gc.mcpTools([server]))], no `mcpServers`.
 *   let result = await run(agent, input, gc.runOptions);
 *   while (result.interruptions.length && (await gc.resolveInterruptions(result.state)).decided) result = await run(agent, result.state, gc.runOptions);
 *
 * The wrappers are plain objects the SDK accepts; only MCP listing uses the SDK at run time
 * (its own getAllMcpTools, so MCP tools are named, filtered and converted as the Agent would).
 *
 * Local mode takes a model judge for the policy sentences code cannot settle: `judge: model` (any
 * Model, called with getResponse; see judge-model.ts), `judgeLimits: { timeoutMs, maxItems }`.
 */
import type { CallModelInputFilter, FunctionTool, MCPServer, Model, OutputGuardrail, RunState, Tool, ToolErrorFormatter } from "@openai/agents";
import { normalizeTools } from "../../run/normalize-tools";
import { fromAgentsItems } from "../core/convert-messages";
import { GroundcheckSdkError } from "../core/errors";
import { GroundcheckSession, type GroundcheckOptions, type ReplyOutcome } from "../core/session";
import type { JudgeModel } from "../../verify";
import { toJudgeModel } from "./judge-model";
import { listMcpTools, type McpToolListing, type McpToolsOptions } from "./mcp-tools";
import { callOf, wrapFunctionTool, type AnyFunctionTool } from "./wrap-tool";

export { GroundcheckSdkError, isGroundcheckSdkError, SDK_ERROR_CODES, type SdkErrorCode } from "../core/errors";
export type { Gate, GroundcheckOptions, ReplyOutcome, SessionOptions, CallEvent } from "../core/session";
export type { LocalDecision, LocalHeldItem } from "../core/local-review";
export type { McpToolsOptions } from "./mcp-tools";
export type { JudgeItem, JudgeLimits, JudgeModel, JudgeVerdict } from "../../verify";

export interface ReplyGuardrailInfo {
  outcome: ReplyOutcome["outcome"];
  verdict: string | null;
  held_item_id: string | null;
  check_id: string | null;
  /** The text to send: the reply itself, or a reviewer's edited version (only when outcome is "send"). */
  text: string | null;
}

/** `judge` (local mode): an Agents SDK Model, or a JudgeModel of your own. */
export type AgentsGroundcheckOptions = GroundcheckOptions<Model | JudgeModel> & {
  /** How long the output guardrail waits for a person on a held reply (default 0: trip at once). */
  replyWaitMs?: number;
};

type InterruptionState = Pick<RunState<unknown, never>, "getInterruptions" | "approve" | "reject">;
type Definition = McpToolListing["definition"];

export function groundcheck(options: AgentsGroundcheckOptions) {
  // Local mode's guard reads the definitions of every tool wrapped before the run starts (unless given).
  const defs: Definition[] = [];
  const registered = options.mode === "local" ? options.tools : undefined;
  const registeredNames = registered === undefined ? null : new Set(normalizeTools(registered).map((d) => d.name));
  const session = new GroundcheckSession(options.mode === "local" ? { ...options, tools: () => registered ?? defs, judge: toJudgeModel(options.judge) } : options);
  let lastReply: ReplyOutcome | null = null;
  let systemItem: { role: "system"; content: string } | null = null;

  /** The tools' definitions for the guard: checked all at once, so a bad set registers none of them. */
  function register(add: Definition[]) {
    const names = add.map((d) => d.function.name);
    if (session.started && options.mode === "local" && registered === undefined) {
      throw new GroundcheckSdkError("invalid_options", `${names.join(", ")} came after the run started: local mode's guard has its tool definitions by then. Wrap every tool before the first run.`, { tools: names });
    }
    const taken = new Set([...defs.map((d) => d.function.name), ...session.appTools]);
    const twice = names.filter((n, i) => taken.has(n) || names.indexOf(n) !== i);
    if (twice.length) throw new GroundcheckSdkError("invalid_options", `Tool ${twice.join(", ")} is wrapped twice (a function tool and an MCP tool, or two servers): the guard could not tell them apart.`, { tools: twice });
    const missing = registeredNames ? names.filter((n) => !registeredNames.has(n)) : [];
    if (missing.length) throw new GroundcheckSdkError("unregistered_tool", `Tool ${missing.join(", ")} is not among the agent's registered tools (${[...registeredNames!].join(", ")}).`, { tool: missing[0] });
    defs.push(...add);
    for (const n of names) session.appTools.add(n);
  }

  /** Every model call's input (and the agent's instructions) goes into the run before tools of that turn are checked. */
  const recordInput: CallModelInputFilter = async ({ modelData, agent }) => {
    // The SDK lists an Agent's own mcpServers every turn and runs their tools as they are: unchecked.
    if (agent?.mcpServers?.length) {
      const servers = agent.mcpServers.map((s) => s.name);
      throw new GroundcheckSdkError("invalid_options", `Agent ${agent.name} has mcpServers (${servers.join(", ")}) whose tools would run unchecked: pass their tools through \`tools: [...await gc.mcpTools(servers)]\` instead of \`mcpServers\`.`, { servers });
    }
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
      if (others.length) throw new GroundcheckSdkError("invalid_options", `Only function and MCP tools can be checked; ${others.join(", ")} would run unchecked (a hosted tool runs on OpenAI's side; for a hosted MCP tool, connect its server with MCPServerStreamableHttp and use gc.mcpTools). Leave them out of the wrapped set.`, { tools: others });
      for (const t of fns) {
        if (!t.parameters || typeof t.parameters !== "object") throw new GroundcheckSdkError("tool_without_schema", `Tool ${t.name} has no parameters schema: Groundcheck cannot check its arguments, so it will not wrap it.`, { tool: t.name });
      }
      register(fns.map((t) => ({ type: "function", function: { name: t.name, description: t.description, parameters: t.parameters as Record<string, unknown> } })));
      return fns.map((t) => wrapFunctionTool(session, t) as T);
    },
    /**
     * The tools of connected MCP servers, checked like function tools: each server's listing goes
     * through the SDK's own conversion (tool filters, error function), the JSON schema as listed is
     * registered with the guard, and every call is checked before it reaches the server.
     *   tools: [...gc.tools(fns), ...(await gc.mcpTools([server]))]   (and no `mcpServers` on the Agent)
     */
    async mcpTools(servers: MCPServer[], opts: McpToolsOptions = {}): Promise<FunctionTool[]> {
      const listing = await listMcpTools(servers, opts);
      register(listing.map((l) => l.definition));
      return listing.map((l) => wrapFunctionTool(session, l.tool) as FunctionTool);
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
