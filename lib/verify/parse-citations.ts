/**
 * Citation markers in a reply: `[tool:CALL_ID]` cites a tool result by its tool call id and
 * `[clause:CLAUSE_ID]` cites a policy clause. Several ids may share one marker, separated by commas:
 * `[clause:RET-30, REF-14]`. An id is compared whole with the run's ids (never as a prefix), so
 * `[tool:call-1]` does not match a call named `call-10`.
 */

export interface CitationMarker {
  kind: "tool" | "clause";
  ids: string[];
  span: [number, number];
}

const MARKER = /\[\s*(tool|clause)\s*:\s*([^\]\n]*)\]/gi;

export function parseCitations(text: string): CitationMarker[] {
  const out: CitationMarker[] = [];
  for (const m of text.matchAll(MARKER)) {
    const ids = m[2].split(/[\s,]+/).filter(Boolean);
    if (ids.length === 0) continue;
    out.push({ kind: m[1].toLowerCase() as "tool" | "clause", ids, span: [m.index, m.index + m[0].length] });
  }
  return out;
}

export interface Sentence {
  span: [number, number];
  text: string;
  tools: string[];
  clauses: string[];
}

/**
 * Split a reply into sentences and give each the markers inside it. A marker right after a
 * sentence's full stop ("... by May 23. [tool:call_7]") belongs to that sentence.
 */
export function splitSentences(text: string, markers: CitationMarker[]): Sentence[] {
  const ends: number[] = [];
  const re = /[.!?](?=\s|$)|\n/g;
  for (const m of text.matchAll(re)) {
    let end = m.index + m[0].length;
    // Pull markers that follow the terminator into this sentence.
    for (;;) {
      const rest = text.slice(end).match(/^[ \t]*\[\s*(?:tool|clause)\s*:[^\]\n]*\]/i);
      if (!rest) break;
      end += rest[0].length;
    }
    ends.push(end);
  }
  const sentences: Sentence[] = [];
  let start = 0;
  for (const end of [...ends, text.length]) {
    if (end <= start) continue;
    const inside = markers.filter((k) => k.span[0] >= start && k.span[1] <= end);
    const slice = text.slice(start, end);
    if (slice.trim()) {
      sentences.push({
        span: [start, end],
        text: slice,
        tools: inside.filter((k) => k.kind === "tool").flatMap((k) => k.ids),
        clauses: inside.filter((k) => k.kind === "clause").flatMap((k) => k.ids),
      });
    }
    start = end;
  }
  return sentences;
}
