import type { ConversationMessage } from "@/lib/review/load-held-item";

const ROLE_LABEL: Record<string, string> = { user: "Customer", assistant: "Agent", tool: "Tool result", system: "System prompt" };

/** The whole run, collapsed by default. Every message is text (pre-wrapped), never HTML. */
export function Conversation({ messages, checkedAt }: { messages: ConversationMessage[]; checkedAt: number }) {
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4" data-testid="conversation">
      <summary className="cursor-pointer text-sm font-medium text-slate-700">Whole conversation ({messages.length} messages)</summary>
      <ol className="mt-3 space-y-2">
        {messages.map((m) => (
          <li key={m.index} className={`rounded border p-2 ${m.index >= checkedAt ? "border-dashed border-slate-300 opacity-70" : "border-slate-200"}`}>
            <p className="mb-1 text-xs font-medium text-slate-600">
              #{m.index} {ROLE_LABEL[m.role] ?? m.role}
              {m.toolName ? ` · ${m.toolName}` : ""}
              {m.toolCallId ? ` (${m.toolCallId})` : ""}
              {m.index >= checkedAt ? " · not evidence for this check" : ""}
            </p>
            {m.text ? <pre className="max-h-48 overflow-auto whitespace-pre-wrap break-words font-mono text-xs text-slate-800">{m.text}</pre> : null}
            {m.toolCalls.map((tc) => (
              <pre key={tc.id} className="mt-1 whitespace-pre-wrap break-words font-mono text-xs text-slate-700">
                → {tc.name}({tc.arguments}) [{tc.id}]
              </pre>
            ))}
          </li>
        ))}
      </ol>
    </details>
  );
}
