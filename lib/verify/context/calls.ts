/**
 * The tool calls of the run before the reply, each with its latest result and whether it ran: ran,
 * failed (its result is an error), held by the guard and not released, or missing (refused by the
 * guard, or no result came back). A held call released later answers again under its id.
 */
import type { AssistantEntry, NormalizedRun, ToolResultEntry } from "../../run/types";
import type { ActionMatch } from "../types";
import { parseToolJson } from "./parse-tool-json";

/** A tool result the guard wrote instead of running the call. */
const HELD_CODES = new Set(["held_for_review", "held_escalated", "ungrounded_args"]);
const ERROR_RESULT = /^\s*(?:(?:error|exception|traceback|failed|failure)\b|\{\s*"(?:error|errors)"\s*:)/i;
/** Results this long are read by their head only: a guard error or a tool error is short, a dump is not. */
const HEAD_LIMIT = 16_384;

export interface RunCall {
  id: string;
  name: string;
  args: unknown;
  seq: number;
  messageIndex: number;
  result: ToolResultEntry | null;
  status: ActionMatch["status"];
  rejected?: string;
}

function parseArgs(raw: unknown): unknown {
  if (typeof raw !== "string") return raw ?? {};
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export function statusOf(result: ToolResultEntry | null): { status: ActionMatch["status"]; rejected?: string } {
  if (!result) return { status: "missing" };
  const content = result.content;
  if (content.trimStart().startsWith("{")) {
    let obj: Record<string, unknown> | null = null;
    if (content.length <= HEAD_LIMIT) obj = parseToolJson(result, HEAD_LIMIT) as Record<string, unknown> | null;
    else {
      const head = content.slice(0, 512);
      obj = {
        is_error: /"is_error"\s*:\s*true/.test(head) || undefined,
        code: /"code"\s*:\s*"([^"]{1,60})"/.exec(head)?.[1],
        error: /^\s*\{\s*"errors?"\s*:/.test(head) || undefined,
      };
    }
    if (obj && obj.is_error === true && typeof obj.code === "string") {
      if (HELD_CODES.has(obj.code)) return { status: "held" };
      if (obj.code === "tool_failed") return { status: "failed" };
      return { status: "missing", rejected: obj.code };
    }
    if (obj && (obj.error !== undefined || obj.errors !== undefined || obj.ok === false || obj.success === false)) return { status: "failed" };
  }
  if (result.isError || ERROR_RESULT.test(content.slice(0, 60))) return { status: "failed" };
  return { status: "ran" };
}

/** A dispatcher that runs another tool by name (MCP-style gateways, "discoverable" tools): its name says so. */
const DISPATCHER = /^(?:call|invoke|execute|run|use)_(?:\w+_)?tool$|^(?:call|invoke)_?tool/i;
const NAME_KEYS = ["tool_name", "agent_tool_name", "discoverable_tool_name", "tool", "name"];
const ARG_KEYS = ["arguments", "args", "parameters", "input", "params"];

/** The tool a dispatcher ran, and its arguments: `call_tool({ tool_name: "refund", arguments: "{...}" })` is a refund call. */
export function dispatched(name: string, args: unknown): { name: string; args: unknown } | null {
  if (!DISPATCHER.test(name) || !args || typeof args !== "object") return null;
  const a = args as Record<string, unknown>;
  const inner = NAME_KEYS.map((k) => a[k]).find((v): v is string => typeof v === "string" && v.length > 0 && v.length < 120);
  if (!inner) return null;
  const raw = ARG_KEYS.map((k) => a[k]).find((v) => v !== undefined);
  return { name: inner, args: typeof raw === "string" ? parseArgs(raw) : (raw ?? {}) };
}

/** Every tool call before `beforeSeq` with its latest result before then, and its status. */
export function callsBefore(run: NormalizedRun, beforeSeq: number): RunCall[] {
  const calls: RunCall[] = [];
  const byId = new Map<string, RunCall>();
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role === "assistant") {
      for (const c of (e as AssistantEntry).toolCalls) {
        const args = parseArgs(c.rawArguments);
        const via = dispatched(c.name, args);
        const call: RunCall = { id: c.id, name: via?.name ?? c.name, args: via?.args ?? args, seq: e.seq, messageIndex: e.index, result: null, status: "missing" };
        calls.push(call);
        byId.set(c.id, call);
      }
    } else if (e.role === "tool") {
      const call = byId.get(e.toolCallId);
      if (call) call.result = e;
    }
  }
  for (const c of calls) Object.assign(c, statusOf(c.result));
  return calls;
}

export function matchOf(c: RunCall): ActionMatch {
  return {
    status: c.status,
    tool: c.name,
    toolCallId: c.id,
    messageIndex: c.messageIndex,
    arguments: c.args,
    ...(c.result ? { result: c.result.content } : {}),
    ...(c.rejected ? { rejected: c.rejected } : {}),
  };
}
