import type { ConversationMessage } from "@/lib/review/load-held-item";
import { resolveSpan } from "@/lib/review/message-text";
import { Passage } from "./passage";

export interface SourceRef {
  messageIndex?: number;
  toolCallId?: string | null;
  source: string;
  span: [number, number];
  text?: string;
  jsonPath?: string;
  toolName?: string | null;
}

/** Where a value was seen: a caption naming the message, and the passage with the match highlighted. */
export function EvidenceSource({ at, conversation, inner }: { at: SourceRef; conversation: ConversationMessage[]; inner?: [number, number] }) {
  const message = conversation.find((m) => m.index === at.messageIndex);
  if (!message) return <p className="text-sm text-slate-600">Message #{at.messageIndex} is not in this run any more.</p>;
  // A call's arguments (what the run asked a tool that answered without error) live on the assistant message.
  const call = at.source === "call" ? message.toolCalls.find((c) => c.id === at.toolCallId) : undefined;
  const text = call ? call.arguments : message.text;
  const span = resolveSpan(text, at.span, at.text);
  const fromTool = at.source === "tool_result" || at.source === "tool";
  const caption = fromTool
    ? `Tool result · ${message.toolName ?? at.toolName ?? "tool"}${at.toolCallId ? ` (${at.toolCallId})` : ""}${at.jsonPath ? ` at ${at.jsonPath}` : ""}`
    : at.source === "call"
      ? `Arguments of the ${call?.name ?? at.toolName ?? "tool"} call${at.toolCallId ? ` (${at.toolCallId})` : ""}, answered without an error`
      : at.source === "prompt"
        ? "The agent's system prompt (the policy it was given)"
        : `Customer message #${message.index}`;
  return (
    <figure className="space-y-1" data-testid="evidence-source">
      <figcaption className="text-xs font-medium text-slate-600">{caption}</figcaption>
      <Passage testId="evidence-passage" text={text} highlight={span ? { span, inner, label: "where the value was seen" } : null} />
    </figure>
  );
}
