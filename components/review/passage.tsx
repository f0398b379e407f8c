// A passage of agent, customer or tool text with one span highlighted. Text only: every piece is
// a React text node, so markup in the source (<script>, <img onerror>) shows as characters.

const CONTEXT = 180;

export interface Highlight {
  span: [number, number];
  /** Characters inside the span to mark further (a near miss's differing characters), relative to the span start. */
  inner?: [number, number];
  label?: string;
}

export function Passage({ text, highlight, whole = false, testId }: { text: string; highlight: Highlight | null; whole?: boolean; testId?: string }) {
  if (!highlight) {
    return (
      <pre data-testid={testId} className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded border border-slate-200 bg-slate-50 p-2 font-mono text-xs leading-5 text-slate-800">
        {whole || text.length <= CONTEXT * 2 ? text : `${text.slice(0, CONTEXT * 2)}…`}
      </pre>
    );
  }
  const [start, end] = highlight.span;
  const from = whole ? 0 : Math.max(0, start - CONTEXT);
  const to = whole ? text.length : Math.min(text.length, end + CONTEXT);
  const match = text.slice(start, end);
  const inner = highlight.inner;
  return (
    <pre data-testid={testId} className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded border border-slate-200 bg-slate-50 p-2 font-mono text-xs leading-5 text-slate-700">
      {from > 0 ? "…" : null}
      {text.slice(from, start)}
      <mark data-testid="evidence-match" title={highlight.label} className="rounded-sm bg-yellow-200 px-0.5 font-semibold text-slate-950 ring-1 ring-yellow-500">
        {inner ? (
          <>
            {match.slice(0, inner[0])}
            <DiffMark>{match.slice(inner[0], inner[1])}</DiffMark>
            {match.slice(inner[1])}
          </>
        ) : (
          match
        )}
      </mark>
      {text.slice(end, to)}
      {to < text.length ? "…" : null}
    </pre>
  );
}

/** Characters that differ between two near values: underlined and boxed, not only coloured. */
export function DiffMark({ children }: { children: string }) {
  return (
    <span data-testid="diff-chars" aria-label={`differs: ${children}`} className="rounded-sm bg-red-200 text-red-950 underline decoration-red-700 decoration-2 underline-offset-2 outline outline-1 outline-red-600">
      {children}
    </span>
  );
}

/** A value with characters [a, b) marked as differing. */
export function DiffValue({ value, diff }: { value: string; diff: [number, number] }) {
  return (
    <code className="font-mono text-sm">
      {value.slice(0, diff[0])}
      <DiffMark>{value.slice(diff[0], diff[1])}</DiffMark>
      {value.slice(diff[1])}
    </code>
  );
}
