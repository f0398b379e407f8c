/**
 * `groundcheck/ai-sdk`: Groundcheck in front of a Vercel AI SDK agent.
 *
 *   const gc = groundcheck({ mode: "local", policy, customerId });          // or mode: "remote", baseUrl, apiKey, run
 *   const result = await generateText({ model: gc.model(model), tools: gc.tools(tools), toolApproval: gc.toolApproval, repairToolCall: gc.repairToolCall, messages });
 *   const { messages: decisions } = await gc.awaitDecisions(result);         // held calls: a reviewer's decision, as approval responses
 *   gc.lastReply;                                                            // { outcome: "send", text } | { outcome: "held", verdict, heldItemId }
 *
 * Local mode takes a model judge for the policy sentences code cannot settle: `judge: openai("gpt-4o-mini")`
 * (any LanguageModel object; see judge-model.ts), `judgeLimits: { timeoutMs, maxItems }`.
 */
import { wrapLanguageModel, type GenericToolApprovalFunction, type ModelMessage, type ToolApprovalResponse, type ToolApprovalStatus, type ToolCallRepairFunction, type ToolSet } from "ai";
import type { JudgeModel } from "../../verify";
import type { GroundcheckOptions, ReplyOutcome } from "../core/session";
import { GroundcheckSession } from "../core/session";
import { fromAiSdkMessages } from "../core/convert-messages";
import { GroundcheckSdkError } from "../core/errors";
import { toJudgeModel, unwrappedModels, type AiSdkLanguageModel } from "./judge-model";
import { toolDefinitions, wrapTools } from "./wrap-tools";
import { replyMiddleware } from "./verify-replies";

export { GroundcheckSdkError, isGroundcheckSdkError, SDK_ERROR_CODES, type SdkErrorCode } from "../core/errors";
export type { Gate, GroundcheckOptions, ReplyOutcome, SessionOptions } from "../core/session";
export type { LocalDecision, LocalHeldItem } from "../core/local-review";
export { replyMetadata, type ReplyMetadata } from "./reply-metadata";

export type { AiSdkLanguageModel } from "./judge-model";
export type { JudgeItem, JudgeLimits, JudgeModel, JudgeVerdict } from "../../verify";

/** `judge` (local mode): an AI SDK LanguageModel object, or a JudgeModel of your own. */
export type AiSdkGroundcheckOptions = GroundcheckOptions<AiSdkLanguageModel | JudgeModel> & {
  /** How long a held reply waits for a person inside the model call (default 0: held, returned at once). */
  replyWaitMs?: number;
};

type Model = Parameters<typeof wrapLanguageModel>[0]["model"];

export interface PendingDecision {
  approvalId: string;
  toolCallId: string;
  heldItemId: string;
  reason: "still_held" | "timed_out" | "escalated";
}

/** Where approval requests are read from: a generateText result, or the messages of the conversation. */
type ApprovalSource = { content: ReadonlyArray<unknown> } | ReadonlyArray<unknown>;

function approvalRequests(source: ApprovalSource): { approvalId: string; toolCallId: string }[] {
  const out: { approvalId: string; toolCallId: string }[] = [];
  const parts: unknown[] = Array.isArray(source)
    ? (source as unknown[]).flatMap((m) => (m && typeof m === "object" && Array.isArray((m as { content?: unknown }).content) ? ((m as { content: unknown[] }).content) : []))
    : [...(source as { content: ReadonlyArray<unknown> }).content];
  for (const p of parts as Array<Record<string, unknown>>) {
    if (p?.type !== "tool-approval-request") continue;
    const toolCallId = (p.toolCall as { toolCallId?: string } | undefined)?.toolCallId ?? (p.toolCallId as string | undefined);
    if (toolCallId) out.push({ approvalId: String(p.approvalId), toolCallId });
  }
  return out;
}

export function groundcheck(options: AiSdkGroundcheckOptions) {
  // Local mode reads the guard's tool definitions from the tools handed to `tools()` (unless given).
  let resolveDefs!: (defs: Promise<unknown[]>) => void;
  const defs = new Promise<unknown[]>((r) => (resolveDefs = r));
  const registered = options.mode === "local" ? options.tools : undefined;
  const session = new GroundcheckSession(options.mode === "local" ? { ...options, tools: () => registered ?? defs, judge: toJudgeModel(options.judge) } : options);
  let lastReply: ReplyOutcome | null = null;
  const middleware = replyMiddleware(session, (o) => (lastReply = o), options.replyWaitMs ?? 0);

  /**
   * For `generateText({ toolApproval })`: the SDK asks before it runs a tool. Groundcheck checks the
   * call there; a held call becomes the SDK's own approval request (reason names the held item); a
   * call a reviewer rejected is denied with the reviewer's reason as the structured error.
   */
  // Any tool set and runtime context (assignable to every generateText's): it reads only the call and the messages.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const toolApproval: GenericToolApprovalFunction<any, any, any> = async ({ toolCall, messages }): Promise<ToolApprovalStatus> => {
    if (!session.appTools.has(toolCall.toolName)) return undefined;
    await session.recordFrom("messages", messages, (m) => fromAiSdkMessages(m, session.recorded));
    const call = { id: toolCall.toolCallId, name: toolCall.toolName, arguments: toolCall.input };
    let check;
    try {
      check = await session.check(call);
    } catch (err) {
      if (err instanceof GroundcheckSdkError && err.code !== "unavailable") throw err;
      return undefined; // execute fails closed (or open, for an opted-in read tool)
    }
    if (check.decision !== "hold") return "not-applicable";
    const gate = await session.refusalOf(call.id);
    if (gate) return { type: "denied", reason: JSON.stringify(gate.error) };
    return { type: "user-approval", reason: `Held by Groundcheck for a person's review (held item ${check.held_item_id}): ${check.message}` };
  };

  /**
   * For `generateText({ repairToolCall })`: a call to a tool the SDK does not have, or with input its
   * schema refuses, never reaches execute. Groundcheck checks (and records) it anyway, and its
   * structured error (what exists, what to do instead) becomes the SDK's refusal the model reads.
   */
  const repairToolCall: ToolCallRepairFunction<ToolSet> = async ({ toolCall, messages }) => {
    await session.recordFrom("messages", messages, (m) => fromAiSdkMessages(m, session.recorded));
    const call = { id: toolCall.toolCallId, name: toolCall.toolName, arguments: toolCall.input };
    const gate = await session.gate(call);
    if (gate.action === "run") return null; // Groundcheck has no objection: the SDK's own error stands
    await session.recordResult(call, JSON.stringify(gate.error));
    throw new Error(JSON.stringify(gate.error));
  };

  return {
    session,
    repairToolCall,
    /** Wraps a ToolSet: every call is checked before execute runs. */
    tools<T extends ToolSet>(tools: T): T {
      const wrapped = wrapTools(session, tools, registered);
      resolveDefs(toolDefinitions(tools));
      return wrapped;
    },
    toolApproval,
    /** Verifies the final reply before the SDK returns it (see verify-replies.ts). */
    middleware,
    model: (model: Model) => {
      const wrapped = wrapLanguageModel({ model, middleware });
      unwrappedModels.set(wrapped, unwrappedModels.get(model) ?? model);
      return wrapped;
    },
    /** The last reply check of this conversation. */
    get lastReply() {
      return lastReply;
    },
    /**
     * Waits (at most `waitMs`, default 30 s) for a person's decision on each call Groundcheck held
     * in `source`, and answers each decided one as the SDK's approval response. Append `messages`
     * to the conversation and call generateText again: an approved call runs with exactly the
     * released arguments (edited ones included); a rejected one is denied with the reviewer's reason.
     */
    async awaitDecisions(source: ApprovalSource, opts: { waitMs?: number } = {}): Promise<{ messages: ModelMessage[]; pending: PendingDecision[] }> {
      const responses: ToolApprovalResponse[] = [];
      const pending: PendingDecision[] = [];
      await Promise.all(
        approvalRequests(source).map(async ({ approvalId, toolCallId }) => {
          const heldItemId = await session.heldItemOf(toolCallId);
          if (!heldItemId) return; // the app's own approval, not Groundcheck's
          const outcome = await session.resolve(toolCallId, opts.waitMs ?? 30_000);
          if (outcome?.kind === "released") responses.push({ type: "tool-approval-response", approvalId, approved: true, reason: `Released by Groundcheck (held item ${heldItemId}, ${outcome.payloadHash})` });
          else if (outcome?.kind === "pending") pending.push({ approvalId, toolCallId, heldItemId, reason: outcome.reason });
          else {
            const refusal = await session.refusalOf(toolCallId);
            responses.push({ type: "tool-approval-response", approvalId, approved: false, reason: JSON.stringify(refusal?.error ?? { code: "not_released" }) });
          }
        }),
      );
      return { messages: responses.length ? [{ role: "tool", content: responses }] : [], pending };
    },
  };
}

export type AiSdkGroundcheck = ReturnType<typeof groundcheck>;
