/**
 * The SDKs' conversation formats into the one Groundcheck stores and the engines read (OpenAI chat
 * messages): the AI SDK's ModelMessage / provider prompt, and the OpenAI Agents SDK's input items.
 * Tool calls and results the adapter recorded itself (by call id) are left out, so nothing is
 * counted twice.
 */
import type { AgentMessage } from "../../client/types";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export interface Recorded {
  calls: Set<string>;
  results: Set<string>;
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((p) => (isObj(p) && (p.type === "text" || p.type === "input_text" || p.type === "output_text") && typeof p.text === "string" ? p.text : ""))
    .filter(Boolean)
    .join("\n");
}

/** A tool result part's output (AI SDK ToolResultOutput) as the text the model saw. */
function outputText(output: unknown): { content: string; isError: boolean } {
  if (!isObj(output)) return { content: typeof output === "string" ? output : JSON.stringify(output ?? null), isError: false };
  switch (output.type) {
    case "text":
      return { content: String(output.value ?? ""), isError: false };
    case "json":
      return { content: JSON.stringify(output.value ?? null), isError: false };
    case "error-text":
      return { content: String(output.value ?? ""), isError: true };
    case "error-json":
      return { content: JSON.stringify(output.value ?? null), isError: true };
    case "execution-denied":
      return { content: String(output.reason ?? "denied"), isError: true };
    case "content":
      return { content: textOf(output.value), isError: false };
    default:
      return { content: JSON.stringify(output), isError: false };
  }
}

/** AI SDK messages (ModelMessage[] or a LanguageModelV4 prompt; the same shapes) → OpenAI chat messages. */
export function fromAiSdkMessages(messages: readonly unknown[], recorded: Recorded): AgentMessage[] {
  const out: AgentMessage[] = [];
  for (const m of messages) {
    if (!isObj(m)) continue;
    if (m.role === "system") out.push({ role: "system", content: textOf(m.content) });
    else if (m.role === "user") out.push({ role: "user", content: textOf(m.content) });
    else if (m.role === "assistant") {
      const parts = Array.isArray(m.content) ? m.content : [{ type: "text", text: m.content }];
      const text = textOf(parts);
      const calls = parts
        .filter((p): p is Obj => isObj(p) && p.type === "tool-call" && !recorded.calls.has(String(p.toolCallId)))
        .map((p) => ({ id: String(p.toolCallId), type: "function", function: { name: String(p.toolName), arguments: typeof p.input === "string" ? p.input : JSON.stringify(p.input ?? {}) } }));
      if (text || calls.length) out.push({ role: "assistant", content: text || null, ...(calls.length ? { tool_calls: calls } : {}) });
    } else if (m.role === "tool" && Array.isArray(m.content)) {
      for (const p of m.content) {
        if (!isObj(p) || p.type !== "tool-result" || recorded.results.has(String(p.toolCallId))) continue;
        const { content } = outputText(p.output);
        out.push({ role: "tool", tool_call_id: String(p.toolCallId), name: String(p.toolName ?? ""), content });
      }
    }
  }
  return out;
}

/** OpenAI Agents SDK input items (Responses-style) → OpenAI chat messages. */
export function fromAgentsItems(items: readonly unknown[], recorded: Recorded): AgentMessage[] {
  const out: AgentMessage[] = [];
  for (const it of items) {
    if (!isObj(it)) continue;
    const type = it.type ?? (typeof it.role === "string" ? "message" : undefined);
    if (type === "message") {
      const role = it.role === "developer" ? "system" : String(it.role);
      if (role === "system" || role === "user" || role === "assistant") {
        const text = textOf(it.content);
        if (text || role !== "assistant") out.push({ role, content: text });
      }
    } else if (type === "function_call") {
      const id = String(it.callId ?? it.id ?? "");
      if (recorded.calls.has(id)) continue;
      out.push({ role: "assistant", content: null, tool_calls: [{ id, type: "function", function: { name: String(it.name), arguments: String(it.arguments ?? "{}") } }] });
    } else if (type === "function_call_result") {
      const id = String(it.callId ?? "");
      if (recorded.results.has(id)) continue;
      const output = it.output;
      const content = typeof output === "string" ? output : isObj(output) && output.type === "text" ? String(output.text ?? "") : Array.isArray(output) ? textOf(output) : JSON.stringify(output ?? null);
      out.push({ role: "tool", tool_call_id: id, name: String(it.name ?? ""), content });
    }
  }
  return out;
}
