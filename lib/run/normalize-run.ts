import type { AssistantEntry, NormalizedRun, RunEntry, RunFormat, ToolCall } from "./types";

/** Thrown only for input that is not a conversation at all; callers turn it into a structured error. */
export class RunFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RunFormatError";
  }
}

type Obj = Record<string, unknown>;
// Omit over each member of a union (plain Omit collapses the union to its common keys).
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Anthropic is recognised by content blocks of type tool_use/tool_result (or text blocks in an
 * array). OpenAI by `tool_calls`, `role: "tool"`, or plain string contents. A conversation of only
 * string contents is read as OpenAI; both formats agree on what such messages mean.
 */
export function detectFormat(messages: unknown[]): RunFormat {
  for (const m of messages) {
    if (!isObj(m)) continue;
    if (m.role === "tool" || Array.isArray(m.tool_calls) || m.role === "function") return "openai";
    if (Array.isArray(m.content)) {
      for (const b of m.content) {
        if (isObj(b) && (b.type === "tool_use" || b.type === "tool_result")) return "anthropic";
      }
    }
  }
  for (const m of messages) {
    if (isObj(m) && Array.isArray(m.content)) return "anthropic";
  }
  return "openai";
}

/** Text of a content value: a string, or an array of blocks whose text blocks are joined. */
function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (content == null) return "";
  if (Array.isArray(content)) {
    const parts: string[] = [];
    for (const b of content) {
      if (typeof b === "string") parts.push(b);
      else if (isObj(b) && typeof b.text === "string") parts.push(b.text);
    }
    return parts.join("\n");
  }
  // A structured tool result: keep it as JSON text so spans can point into it.
  return JSON.stringify(content);
}

/**
 * Normalise a conversation in either format. Never throws for odd messages inside the list (they
 * are skipped); throws RunFormatError only when `messages` is not an array.
 */
export function normalizeRun(messages: unknown, format?: RunFormat): NormalizedRun {
  if (!Array.isArray(messages)) throw new RunFormatError("messages must be an array");
  const fmt = format ?? detectFormat(messages);
  const entries: RunEntry[] = [];
  const callNames = new Map<string, string>();
  const push = (e: DistributiveOmit<RunEntry, "seq">) => entries.push({ ...e, seq: entries.length } as RunEntry);

  messages.forEach((m, index) => {
    if (!isObj(m)) return;
    const role = m.role;
    if (fmt === "openai") {
      if (role === "system" || role === "developer") push({ role: "system", index, text: contentText(m.content) });
      else if (role === "user") push({ role: "user", index, text: contentText(m.content) });
      else if (role === "assistant") {
        const toolCalls: ToolCall[] = [];
        if (Array.isArray(m.tool_calls)) {
          for (const tc of m.tool_calls) {
            if (!isObj(tc)) continue;
            const fn = isObj(tc.function) ? tc.function : {};
            const call: ToolCall = {
              id: String(tc.id ?? ""),
              name: String(fn.name ?? ""),
              rawArguments: "arguments" in fn ? fn.arguments : undefined,
            };
            callNames.set(call.id, call.name);
            toolCalls.push(call);
          }
        }
        push({ role: "assistant", index, text: contentText(m.content), toolCalls } as AssistantEntry);
      } else if (role === "tool" || role === "function") {
        const id = String(m.tool_call_id ?? m.name ?? "");
        push({
          role: "tool",
          index,
          toolCallId: id,
          toolName: callNames.get(id) ?? (typeof m.name === "string" ? m.name : null),
          content: contentText(m.content),
          isError: false,
        });
      }
      return;
    }
    // Anthropic: the system prompt usually travels outside `messages`, but accept it inside too.
    if (role === "system") {
      push({ role: "system", index, text: contentText(m.content) });
      return;
    }
    const blocks: unknown[] = typeof m.content === "string" ? [{ type: "text", text: m.content }] : Array.isArray(m.content) ? m.content : [];
    if (role === "assistant") {
      const texts: string[] = [];
      const toolCalls: ToolCall[] = [];
      for (const b of blocks) {
        if (!isObj(b)) continue;
        if (b.type === "text" && typeof b.text === "string") texts.push(b.text);
        else if (b.type === "tool_use") {
          const call: ToolCall = { id: String(b.id ?? ""), name: String(b.name ?? ""), rawArguments: "input" in b ? b.input : undefined };
          callNames.set(call.id, call.name);
          toolCalls.push(call);
        }
      }
      push({ role: "assistant", index, text: texts.join("\n"), toolCalls } as AssistantEntry);
    } else if (role === "user") {
      // Tool results and the customer's words can share one Anthropic user message; split them.
      const texts: string[] = [];
      for (const b of blocks) {
        if (!isObj(b)) continue;
        if (b.type === "tool_result") {
          const id = String(b.tool_use_id ?? "");
          push({
            role: "tool",
            index,
            toolCallId: id,
            toolName: callNames.get(id) ?? null,
            content: contentText(b.content),
            isError: b.is_error === true,
          });
        } else if (b.type === "text" && typeof b.text === "string") texts.push(b.text);
      }
      if (texts.length) push({ role: "user", index, text: texts.join("\n") });
    }
  });
  return { format: fmt, entries };
}
