/**
 * Sundry's support agent on the OpenAI Agents SDK, with Groundcheck in front of it: the tools are
 * the SDK's own `tool()`s over Sundry's backend, the model a minimal `Model` playing the scripted
 * conversations (sdk-scenario/), and `run` drives the loop. Holds are the SDK's approval
 * interruptions, resumed through the RunState once a person decides; the reply check is an
 * output guardrail.
 */
import { Agent, OutputGuardrailTripwireTriggered, run, setTracingDisabled, tool, Usage, type AgentInputItem, type Model, type ModelRequest, type ModelResponse, type Tool } from "@openai/agents";
import { groundcheck, type AgentsGroundcheckOptions, type ReplyGuardrailInfo } from "../../../lib/sdk/openai-agents";
import { createSundryBackend } from "../../../lib/demo/sundry-backend";
import { UnexpectedError } from "../scripted-model";
import { CONVERSATIONS, parseResult, startConversation, SUNDRY_TOOLS, SYSTEM_PROMPT, type Conversation, type ConversationReport, type RunOptions, type Step } from "../sdk-scenario/sundry-conversations";

setTracingDisabled(true); // no network: nothing is exported

/** The last tool result in the model's input, as the model would read it. */
function lastResult(input: string | AgentInputItem[]): Record<string, unknown> | null {
  if (!Array.isArray(input)) return null;
  for (const it of [...input].reverse()) {
    if (it.type !== "function_call_result") continue;
    // A string, one content item, or (an MCP tool's result) a list of them.
    const o = it.output as unknown;
    const text = typeof o === "string" ? o : (Array.isArray(o) ? o : [o]).map((p: { text?: string }) => p.text ?? JSON.stringify(p)).join("\n");
    return parseResult(text);
  }
  return null;
}

/** A minimal Model: each call answers with the script's next step (a function call or the reply). */
export function scriptedAgentsModel(conversation: Conversation): Model & { finished: () => boolean } {
  let next = 0;
  let calls = 0;
  const respond = (request: ModelRequest): ModelResponse => {
    const turn = conversation.turns[next++];
    if (!turn) throw new UnexpectedError(`the script has no turn ${next}: the loop went on longer than expected`);
    const step: Step = turn(lastResult(request.input));
    const output: ModelResponse["output"] =
      "text" in step
        ? [{ type: "message", role: "assistant", status: "completed", content: [{ type: "output_text", text: step.text }] }]
        : [{ type: "function_call", callId: `call_${++calls}`, name: step.call, arguments: JSON.stringify(step.args), status: "completed" }];
    return { usage: new Usage(), output };
  };
  return {
    getResponse: async (request) => respond(request),
    getStreamedResponse: () => {
      throw new UnexpectedError("the example does not stream");
    },
    finished: () => next >= conversation.turns.length,
  };
}

/** Sundry's tools as Agents SDK function tools (JSON schemas from tools.json, non-strict). */
export function sundryAgentsTools(backend: ReturnType<typeof createSundryBackend>) {
  const impl = backend.tools as Record<string, (a: Record<string, unknown>) => unknown>;
  return SUNDRY_TOOLS.map((t) =>
    tool({
      name: t.function.name,
      description: t.function.description,
      parameters: t.function.parameters as never,
      strict: false,
      execute: async (args: unknown) => JSON.stringify(await impl[t.function.name](args as Record<string, unknown>)),
    }),
  );
}

/** Where the agent's tools come from (the in-process backend, or a server), and which writes actually ran. */
export interface ToolSource {
  tools: (gc: ReturnType<typeof groundcheck>, backend: ReturnType<typeof createSundryBackend>) => Tool[] | Promise<Tool[]>;
  /** Default: the in-process backend's. */
  effects?: () => Promise<ConversationReport["effects"]>;
}

/** Plays one conversation through `run`: holds are interruptions, decided, applied to the RunState and resumed. */
export async function playConversation(conversation: Conversation, options: RunOptions<AgentsGroundcheckOptions>, source: ToolSource): Promise<ConversationReport> {
  const { backend, report, onCall } = startConversation(conversation);
  const gc = groundcheck({ ...options.groundcheck(conversation), onCall });
  const model = scriptedAgentsModel(conversation);
  const agent = new Agent({ name: "Sundry support", instructions: SYSTEM_PROMPT, model, tools: await source.tools(gc, backend), outputGuardrails: [gc.replyGuardrail] });
  const log = options.log ?? (() => undefined);

  try {
    let result = await run(agent, conversation.user, gc.runOptions);
    for (let round = 0; result.interruptions.length && round < 5; round++) {
      for (const item of result.interruptions) {
        const heldItemId = (await gc.session.heldItemOf((item.rawItem as { callId: string }).callId))!;
        log(`${item.name}(${(item.rawItem as { arguments?: string }).arguments}) held for review: HELD ${heldItemId}`);
        report.held.push({ tool: String(item.name), held_item_id: heldItemId, ran_with: null });
        await options.onHeld?.(heldItemId, gc.session);
      }
      const { decided, pending } = await gc.resolveInterruptions(result.state, { waitMs: options.waitMs });
      if (!decided) throw new UnexpectedError(`no decision on ${pending.map((p) => p.heldItemId).join(", ")} within ${options.waitMs} ms`);
      result = await run(agent, result.state, gc.runOptions);
    }
    report.reply = { outcome: "send", verdict: gc.lastReply?.outcome === "send" ? gc.lastReply.check.verdict : null, held_item_id: null, text: String(result.finalOutput ?? "") || null };
    log(`reply sent: ${report.reply.text}`);
  } catch (err) {
    if (!(err instanceof OutputGuardrailTripwireTriggered)) throw err;
    // The guardrail tripped: the reply is not sent; the caller has the verdict and the held item.
    const info = err.result.output.outputInfo as ReplyGuardrailInfo;
    report.reply = { outcome: info.outcome, verdict: info.verdict, held_item_id: info.held_item_id, text: null };
    log(`reply ${info.outcome} (${info.verdict}, held item ${info.held_item_id}): not sent`);
  }
  if (source.effects) report.effects = await source.effects();
  for (const h of report.held) h.ran_with = report.effects.find((e) => e.tool === h.tool)?.args ?? null;
  if (!model.finished()) throw new UnexpectedError("the model stopped before its script ended");
  return report;
}

/** The conversation with Sundry's tools as the app's own function tools. */
export function runConversation(conversation: Conversation, options: RunOptions<AgentsGroundcheckOptions>): Promise<ConversationReport> {
  return playConversation(conversation, options, { tools: (gc, backend) => gc.tools(sundryAgentsTools(backend)) });
}

export { CONVERSATIONS };
