/**
 * A policy document in Markdown → draft clauses for a policy owner to review, rename and scope.
 * Pure (no Prisma, no Next): the CLI (`groundcheck clauses import`) and the Policies page share it.
 *
 * The rules, chosen so that nothing is silently dropped:
 * - headings are not clauses; they name the clauses under them (id prefix, title);
 * - every top-level bullet is one clause, with its nested bullets and continuation lines;
 * - every other paragraph is one clause, except that a paragraph ending in ":" keeps the list
 *   right after it ("Each user has a profile containing:" + its bullets is one rule, not five);
 * - tables, code blocks and quotes are kept whole as one clause each;
 * - the text keeps the source's words; only emphasis markers (** and __) and bullet markers of
 *   single-bullet clauses are removed.
 * Every non-heading, non-blank source line lands in exactly one clause (`lines` says which).
 */

import { draftClauseFacts } from "./draft-clause-facts";

export interface DraftClause {
  /** Readable and unique: the section's words plus a number ("CANCEL-FLIGHT-2"). */
  id: string;
  title: string;
  text: string;
  /** Headings above the clause, outermost first. */
  headings: string[];
  /** 1-based source line numbers the clause was made from. */
  lines: [number, number];
}

export interface ParsePolicyOptions {
  /** Ids already taken (e.g. the library's ids and aliases): numbering skips them. */
  reserved?: Iterable<string>;
  /** Used when text comes before any heading; default "GENERAL". */
  defaultPrefix?: string;
}

const STOP = new Set(["a", "an", "and", "the", "of", "for", "to", "in", "on", "or", "with", "your", "our", "my", "order", "orders", "policy"]);
const MAX_ID = 40;

/** "Cancel pending order" → "CANCEL-PENDING"; at most two significant words, id-safe. */
export function headingPrefix(heading: string, fallback: string): string {
  const words = heading
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .split(/[\s-]+/)
    .map((w) => w.toUpperCase().replace(/[^A-Z0-9]/g, ""))
    .filter(Boolean);
  const significant = words.filter((w) => !STOP.has(w.toLowerCase()));
  const picked = (significant.length ? significant : words).slice(0, 2);
  let prefix = picked.join("-").slice(0, MAX_ID - 4).replace(/-+$/, "");
  if (!prefix) return fallback;
  if (!/^[A-Z]/.test(prefix)) prefix = `S${prefix}`;
  return prefix;
}

type Line = { n: number; raw: string };
type Block = { kind: "para" | "list" | "verbatim"; lines: Line[] };

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^( *)([-*+]|\d{1,3}[.)])\s+/;
const FENCE = /^ {0,3}(```|~~~)/;

const isBlank = (s: string) => s.trim() === "";
const indentOf = (s: string) => s.length - s.trimStart().length;

/** Splits the document into sections (heading path + blocks) in order. */
function sections(markdown: string): { headings: string[]; title: boolean; blocks: Block[] }[] {
  const src = markdown.replace(/\r\n?/g, "\n").split("\n").map((raw, i) => ({ n: i + 1, raw }));
  const out: { headings: string[]; title: boolean; blocks: Block[] }[] = [{ headings: [], title: false, blocks: [] }];
  // A document's own title: its first heading when that is the only level-1 heading. It names no section.
  const levels = src.map((l) => HEADING.exec(l.raw)?.[1].length).filter((n): n is number => n !== undefined);
  const hasTitle = levels[0] === 1 && levels.filter((n) => n === 1).length === 1;
  const path: { level: number; text: string }[] = [];
  let i = 0;
  const current = () => out[out.length - 1];
  while (i < src.length) {
    const line = src[i];
    if (isBlank(line.raw)) {
      i++;
      continue;
    }
    const h = HEADING.exec(line.raw);
    if (h) {
      const level = h[1].length;
      while (path.length && path[path.length - 1].level >= level) path.pop();
      path.push({ level, text: stripEmphasis(h[2]) });
      out.push({ headings: path.map((p) => p.text), title: hasTitle, blocks: [] });
      i++;
      continue;
    }
    if (FENCE.test(line.raw)) {
      const fence = FENCE.exec(line.raw)![1];
      const lines = [line];
      i++;
      while (i < src.length) {
        lines.push(src[i]);
        i++;
        if (src[i - 1].raw.trimStart().startsWith(fence)) break;
      }
      current().blocks.push({ kind: "verbatim", lines });
      continue;
    }
    if (/^ {0,3}(\||>)/.test(line.raw)) {
      const lines: Line[] = [];
      const lead = line.raw.trimStart()[0];
      while (i < src.length && !isBlank(src[i].raw) && src[i].raw.trimStart().startsWith(lead)) lines.push(src[i++]);
      current().blocks.push({ kind: "verbatim", lines });
      continue;
    }
    const b = BULLET.exec(line.raw);
    if (b && indentOf(line.raw) <= 3) {
      // One top-level item: the bullet line, then deeper-indented or continuation lines, and blank
      // lines only when the item goes on (indented) after them.
      const base = indentOf(line.raw);
      const lines = [line];
      i++;
      while (i < src.length) {
        const next = src[i];
        if (isBlank(next.raw)) {
          let j = i;
          while (j < src.length && isBlank(src[j].raw)) j++;
          if (j < src.length && indentOf(src[j].raw) > base && !HEADING.test(src[j].raw)) {
            i = j;
            continue;
          }
          break;
        }
        if (HEADING.test(next.raw) || FENCE.test(next.raw)) break;
        const nb = BULLET.exec(next.raw);
        if (nb && indentOf(next.raw) <= base) break;
        lines.push(next);
        i++;
      }
      current().blocks.push({ kind: "list", lines });
      continue;
    }
    const lines: Line[] = [];
    while (i < src.length && !isBlank(src[i].raw) && !HEADING.test(src[i].raw) && !FENCE.test(src[i].raw) && !(BULLET.exec(src[i].raw) && lines.length > 0 && indentOf(src[i].raw) <= 3)) {
      lines.push(src[i++]);
    }
    current().blocks.push({ kind: "para", lines });
  }
  return out.filter((s) => s.blocks.length > 0);
}

function stripEmphasis(s: string): string {
  return s.replace(/\*\*(.+?)\*\*/g, "$1").replace(/__(.+?)__/g, "$1");
}

/** Groups blocks into clauses: a paragraph ending in ":" takes the list items right after it. */
function groupBlocks(blocks: Block[]): Block[][] {
  const groups: Block[][] = [];
  for (let k = 0; k < blocks.length; k++) {
    const b = blocks[k];
    const endsWithColon = (b.kind === "para" || b.kind === "list") && /:\s*$/.test(b.lines[b.lines.length - 1].raw);
    if (endsWithColon && blocks[k + 1]?.kind === "list") {
      const group = [b];
      while (blocks[k + 1]?.kind === "list") group.push(blocks[++k]);
      groups.push(group);
    } else groups.push([b]);
  }
  return groups;
}

function clauseText(group: Block[]): string {
  if (group.length === 1 && group[0].kind === "verbatim") return group[0].lines.map((l) => l.raw).join("\n").trim();
  if (group.length === 1 && group[0].kind === "list") {
    // A lone bullet: its marker is layout, not words. Nested lines keep their markers.
    const [first, ...rest] = group[0].lines;
    const base = indentOf(first.raw);
    const body = [first.raw.replace(BULLET, ""), ...rest.map((l) => (BULLET.test(l.raw) ? l.raw.slice(Math.min(indentOf(l.raw), base)) : l.raw.trimStart()))];
    return stripEmphasis(body.join("\n")).trim();
  }
  // Blocks are rejoined as the source separates them: a blank line after a paragraph, none between list items.
  return stripEmphasis(
    group
      .map((b, k) => (k > 0 && group[k - 1].kind === "para" ? "\n" : "") + b.lines.map((l) => l.raw.trimEnd()).join("\n"))
      .join("\n")
      .trim(),
  );
}

function clauseTitle(text: string, headings: string[]): string {
  // "Passengers: Each reservation can have…" → "Passengers"; else the section and the first words.
  const label = /^([^:\n]{2,40}):\s/.exec(text);
  const section = headings[headings.length - 1];
  if (label && label[1].split(/\s+/).length <= 5) return section ? `${section}: ${label[1]}` : label[1];
  const words = text.replace(/\s+/g, " ").split(" ");
  const start = words.slice(0, 8).join(" ") + (words.length > 8 ? "…" : "");
  return (section ? `${section}: ${start}` : start).slice(0, 200);
}

/** Parses a Markdown policy into draft clauses, in document order. */
export function parsePolicyMarkdown(markdown: string, options: ParsePolicyOptions = {}): DraftClause[] {
  const taken = new Set([...(options.reserved ?? [])].map((r) => r.toUpperCase()));
  const fallback = options.defaultPrefix ?? "GENERAL";
  const counters = new Map<string, number>();
  const out: DraftClause[] = [];
  for (const section of sections(markdown)) {
    const named = section.title ? section.headings.slice(1) : section.headings;
    const prefix = named.length ? headingPrefix(named[named.length - 1], fallback) : fallback;
    for (const group of groupBlocks(section.blocks)) {
      let n = counters.get(prefix) ?? 0;
      let id: string;
      do id = `${prefix}-${++n}`;
      while (taken.has(id));
      counters.set(prefix, n);
      taken.add(id);
      const text = clauseText(group);
      const all = group.flatMap((b) => b.lines);
      out.push({ id, title: clauseTitle(text, named), text, headings: section.headings, lines: [all[0].n, all[all.length - 1].n] });
    }
  }
  return out;
}

/**
 * The draft clauses as the clause-library JSON `groundcheck replay --clauses` and
 * parseClauseLibrary read; the heading path goes in `description` for the reviewer, and the facts
 * its sentences state go in `facts`, unconfirmed.
 */
export function draftClauseLibrary(drafts: DraftClause[], source?: string) {
  return drafts.map((d) => ({
    id: d.id,
    title: d.title,
    text: d.text,
    description: `Draft imported from ${source ?? "a policy document"}${d.headings.length ? ` § ${d.headings.join(" › ")}` : ""} (lines ${d.lines[0]}-${d.lines[1]}): review, rename and scope before relying on it.`,
    facts: draftClauseFacts(d.text),
  }));
}
