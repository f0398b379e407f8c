/**
 * The text of a stored message (OpenAI or Anthropic format) that evidence spans index into: a
 * string content as is; for block content, the tool_result answering `toolCallId`, else the text
 * blocks joined with newlines. Always plain text: the console renders it as text, never as HTML.
 */
export function messageText(content: unknown, toolCallId?: string | null): string {
  if (!content || typeof content !== "object") return typeof content === "string" ? content : "";
  const body = (content as { content?: unknown }).content;
  if (typeof body === "string") return body;
  if (!Array.isArray(body)) return body == null ? "" : JSON.stringify(body);
  const blocks = body as { type?: string; text?: string; tool_use_id?: string; content?: unknown }[];
  const result = blocks.find((b) => b?.type === "tool_result" && (!toolCallId || b.tool_use_id === toolCallId));
  if (result) return typeof result.content === "string" ? result.content : Array.isArray(result.content) ? (result.content as { text?: string }[]).map((c) => c?.text ?? "").join("\n") : "";
  return blocks.filter((b) => b?.type === "text").map((b) => b.text ?? "").join("\n");
}

/** Tool calls an assistant message makes, in either format, with their arguments as an object or raw string. */
export function messageToolCalls(content: unknown): { id: string; name: string; arguments: unknown }[] {
  if (!content || typeof content !== "object") return [];
  const m = content as { tool_calls?: { id?: string; function?: { name?: string; arguments?: unknown } }[]; content?: unknown };
  const out = (m.tool_calls ?? []).map((tc) => ({ id: String(tc.id ?? ""), name: String(tc.function?.name ?? ""), arguments: tc.function?.arguments }));
  if (Array.isArray(m.content)) {
    for (const b of m.content as { type?: string; id?: string; name?: string; input?: unknown }[]) {
      if (b?.type === "tool_use") out.push({ id: String(b.id ?? ""), name: String(b.name ?? ""), arguments: b.input });
    }
  }
  return out;
}

/**
 * The span to highlight, checked against the text: when the stored span no longer matches the
 * expected text (an encoding difference), the first occurrence of that text is used instead.
 */
export function resolveSpan(text: string, span: [number, number], expected?: string): [number, number] | null {
  const [start, end] = span;
  if (start >= 0 && end <= text.length && start <= end && (!expected || text.slice(start, end) === expected)) return [start, end];
  if (expected) {
    const at = text.indexOf(expected);
    if (at >= 0) return [at, at + expected.length];
  }
  return null;
}
