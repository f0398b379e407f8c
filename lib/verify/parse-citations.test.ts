// Markers and sentences are read in one pass over the reply (hostile replies of thousands of
// unclosed markers rescanned the rest of the text from every one), with the same answers as the
// regular expressions they replace, kept here as the reference.
import { describe, expect, it } from "vitest";
import { extractClaims } from "./extract-claims";
import { parseCitations, splitSentences, type CitationMarker } from "./parse-citations";

function referenceCitations(text: string): CitationMarker[] {
  const out: CitationMarker[] = [];
  for (const m of text.matchAll(/\[\s*(tool|clause)\s*:\s*([^\]\n]*)\]/gi)) {
    const ids = m[2].split(/[\s,]+/).filter(Boolean);
    if (ids.length) out.push({ kind: m[1].toLowerCase() as "tool" | "clause", ids, span: [m.index, m.index + m[0].length] });
  }
  return out;
}

function referenceSentences(text: string, markers: CitationMarker[]) {
  const ends: number[] = [];
  for (const m of text.matchAll(/[.!?](?=\s|$)|\n/g)) {
    let end = m.index + m[0].length;
    for (;;) {
      const rest = text.slice(end).match(/^[ \t]*\[\s*(?:tool|clause)\s*:[^\]\n]*\]/i);
      if (!rest) break;
      end += rest[0].length;
    }
    ends.push(end);
  }
  const out = [];
  let start = 0;
  for (const end of [...ends, text.length]) {
    if (end <= start) continue;
    const inside = markers.filter((k) => k.span[0] >= start && k.span[1] <= end);
    const slice = text.slice(start, end);
    if (slice.trim()) {
      out.push({ span: [start, end], text: slice, tools: inside.filter((k) => k.kind === "tool").flatMap((k) => k.ids), clauses: inside.filter((k) => k.kind === "clause").flatMap((k) => k.ids) });
    }
    start = end;
  }
  return out;
}

// Replies built from the pieces the two readers disagree on if either is wrong: markers closed and
// unclosed, nested, split by a newline, with spaces or a newline after the colon, right after a
// full stop or not.
const PIECES = ["[tool:c1]", "[TOOL: c2, c3]", "[clause:RET-30]", "[tool:", "[clause: ", "[tool:\nx]", "[ tool :a]", "[tool:]", "]", "[", "\n", ". ", "! ", "? ", ".", " ", "\t", "The refund of $5 is done", "on May 3", "x"];

function seeded(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describe("citation markers and sentences", () => {
  it("are those of the reference regular expressions on 3,000 generated replies", () => {
    const rand = seeded(14);
    for (let n = 0; n < 3000; n++) {
      let text = "";
      for (let i = Math.floor(rand() * 24); i >= 0; i--) text += PIECES[Math.floor(rand() * PIECES.length)];
      const markers = parseCitations(text);
      expect(markers, text).toEqual(referenceCitations(text));
      expect(splitSentences(text, markers), text).toEqual(referenceSentences(text, markers));
    }
  });

  it("a reply of 12,000 unclosed markers is read in one pass: none found, its amounts still claims", () => {
    const text = `${"[tool:a ".repeat(12_000)}\nWe refunded $5.`;
    expect(parseCitations(text)).toEqual([]);
    expect(splitSentences(text, []).map((s) => s.text.trim())).toEqual([text.split("\n")[0].trim(), "We refunded $5."]);
    expect(extractClaims(text).map((c) => c.text)).toContain("$5");
  });
});
