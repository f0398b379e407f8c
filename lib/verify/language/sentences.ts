/**
 * Sentences of a reply and the citation markers in it: `[tool:CALL_ID]` cites a tool result by its
 * tool call id and `[clause:CLAUSE_ID]` a policy clause; several ids may share one marker
 * (`[clause:RET-30, REF-14]`). Ids are compared whole with the run's ids, never as prefixes.
 */

export interface CitationMarker {
  kind: "tool" | "clause";
  ids: string[];
  span: [number, number];
}

/** A marker's opening, up to its ids; the ids run to the next "]" (a marker) or newline (none). */
const MARKER_OPEN = /\[\s*(tool|clause)\s*:\s*/gi;

/**
 * The position of the first "]" or newline at or after `from` (text.length if none). The answer
 * for an earlier `from` holds for every later one up to it, so a run of unclosed markers ("[tool:a
 * [tool:a ...") costs one scan of the text, not one per marker.
 */
function stopFinder(text: string): (from: number) => number {
  const STOP = /[\]\n]/g;
  let origin = Infinity;
  let stop = -1;
  return (from) => {
    if (from < origin || from > stop) {
      STOP.lastIndex = from;
      stop = STOP.exec(text)?.index ?? text.length;
      origin = from;
    }
    return stop;
  };
}

/** Markers in order of position, never overlapping (what /\[\s*(tool|clause)\s*:\s*([^\]\n]*)\]/gi matches). */
export function parseCitations(text: string): CitationMarker[] {
  const out: CitationMarker[] = [];
  const stopAt = stopFinder(text);
  const open = new RegExp(MARKER_OPEN);
  for (let m = open.exec(text); m; m = open.exec(text)) {
    const from = m.index + m[0].length;
    const stop = stopAt(from);
    if (text[stop] !== "]") continue;
    open.lastIndex = stop + 1;
    const ids = text.slice(from, stop).split(/[\s,]+/).filter(Boolean);
    if (ids.length === 0) continue;
    out.push({ kind: m[1].toLowerCase() as "tool" | "clause", ids, span: [m.index, stop + 1] });
  }
  return out;
}

export interface Sentence {
  span: [number, number];
  text: string;
  tools: string[];
  clauses: string[];
}

/** Right after a sentence's terminator: a marker that belongs to it, up to its ids (see splitSentences). */
const PULLED_OPEN = /[ \t]*\[\s*(?:tool|clause)\s*:/iy;

/**
 * Split a reply into sentences and give each the markers inside it (`markers` as parseCitations
 * returns them: in order, not overlapping). A marker right after a sentence's full stop
 * ("... by May 23. [tool:call_7]") belongs to that sentence. Linear in the text: hostile replies of
 * thousands of sentences and markers are checked.
 */
export function splitSentences(text: string, markers: CitationMarker[]): Sentence[] {
  const stopAt = stopFinder(text);
  // The end of a marker-like "[tool:…]" opening at `at` (after spaces or tabs), or -1.
  const pulled = (at: number) => {
    PULLED_OPEN.lastIndex = at;
    if (!PULLED_OPEN.test(text)) return -1;
    const stop = stopAt(PULLED_OPEN.lastIndex);
    return text[stop] === "]" ? stop + 1 : -1;
  };
  const ends: number[] = [];
  const re = /[.!?](?=\s|$)|\n/g;
  for (const m of text.matchAll(re)) {
    let end = m.index + m[0].length;
    // Pull markers that follow the terminator into this sentence.
    for (let next = pulled(end); next >= 0; next = pulled(end)) end = next;
    ends.push(end);
  }
  const sentences: Sentence[] = [];
  let start = 0;
  let k = 0; // markers before k start before `start`: in no later sentence
  for (const end of [...ends, text.length]) {
    if (end <= start) continue;
    while (k < markers.length && markers[k].span[0] < start) k++;
    const inside: CitationMarker[] = [];
    for (let j = k; j < markers.length && markers[j].span[1] <= end; j++) inside.push(markers[j]);
    const slice = text.slice(start, end);
    if (slice.trim()) {
      sentences.push({
        span: [start, end],
        text: slice,
        tools: inside.filter((m) => m.kind === "tool").flatMap((m) => m.ids),
        clauses: inside.filter((m) => m.kind === "clause").flatMap((m) => m.ids),
      });
    }
    start = end;
  }
  return sentences;
}
