/**
 * The policy the agent was given, as passages: one sentence each, from the clause library or from
 * the system/developer prompt. Real agents restate their prompt's policy without citing it, so the
 * prompt is policy evidence too (issue 10); the guard reads amounts the policy sets from the same
 * passages (issue 11). Each passage keeps its exact location and the heading it sits under.
 */
import type { NormalizedRun } from "../run/types";

export interface PolicyPassage {
  /** Clause id, or `prompt@<offset>` for a piece of the prompt. */
  id: string;
  source: "clause" | "prompt";
  /** The sentence as written (markdown emphasis kept; offsets are into the original). */
  text: string;
  /** The heading path above it ("Cancel pending order"), or the clause title. */
  heading: string;
  clauseId?: string;
  clauseVersion?: string;
  messageIndex?: number;
  /** [start, end) of `text` within the system message content or the clause text. */
  span: [number, number];
}

export interface ClauseLike {
  id: string;
  title: string;
  text: string;
  version?: string;
}

/** Sentence ends: ". " / "! " / "? " / ":" before a list, and line breaks. Not "e.g. " nor "5.5". */
const END = /(?<!\be\.g|\bi\.e|\betc|\bvs|\bNo|\bMr|\bMs|\bDr)[.!?](?=\s|$)|\n/g;

/** Split `text` (from `offset` on) into trimmed sentence spans. */
export function sentenceSpans(text: string, from = 0, to = text.length): [number, number][] {
  const out: [number, number][] = [];
  let start = from;
  const push = (s: number, e: number) => {
    while (s < e && /[\s>*#\-•]|\d(?=[.)]\s)/.test(text[s])) s += /\d/.test(text[s]) ? 2 : 1;
    while (e > s && /\s/.test(text[e - 1])) e--;
    if (e - s >= 3 && /[A-Za-z]/.test(text.slice(s, e))) out.push([s, e]);
  };
  END.lastIndex = from;
  for (let m = END.exec(text); m && m.index < to; m = END.exec(text)) {
    const end = m[0] === "\n" ? m.index : m.index + 1;
    push(start, end);
    start = m.index + 1;
  }
  push(start, to);
  return out;
}

const HEADING = /^\s{0,3}(#{1,6})\s+(.*)$/;
const TAG_ONLY = /^\s*<\/?[A-Za-z_][\w-]*>\s*$/;

/** Passages of the system/developer messages, with the heading path each sits under. */
export function promptPolicyPassages(run: NormalizedRun): PolicyPassage[] {
  const out: PolicyPassage[] = [];
  for (const e of run.entries) {
    if (e.role !== "system" || !e.text) continue;
    const text = e.text;
    const headings: string[] = [];
    let lineStart = 0;
    while (lineStart <= text.length) {
      const nl = text.indexOf("\n", lineStart);
      const lineEnd = nl < 0 ? text.length : nl;
      const line = text.slice(lineStart, lineEnd);
      const h = HEADING.exec(line);
      if (h) {
        headings.length = Math.min(headings.length, h[1].length - 1);
        headings[h[1].length - 1] = h[2].replace(/[*_`]/g, "").trim();
      } else if (!TAG_ONLY.test(line)) {
        for (const [s, t] of sentenceSpans(text, lineStart, lineEnd)) {
          out.push({ id: `prompt@${s}`, source: "prompt", text: text.slice(s, t), heading: headings.filter(Boolean).join(" > "), messageIndex: e.index, span: [s, t] });
        }
      }
      if (nl < 0) break;
      lineStart = nl + 1;
    }
  }
  return out;
}

/** Passages of a clause library: every sentence of every clause, under its title. */
export function clausePassages(clauses: readonly ClauseLike[] | undefined): PolicyPassage[] {
  const out: PolicyPassage[] = [];
  for (const c of clauses ?? []) {
    for (const [s, t] of sentenceSpans(c.text)) {
      out.push({ id: c.id, source: "clause", text: c.text.slice(s, t), heading: c.title, clauseId: c.id, ...(c.version ? { clauseVersion: c.version } : {}), span: [s, t] });
    }
  }
  return out;
}
