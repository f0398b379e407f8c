/**
 * A flight or item told as kept on a record a write has just taken it off: "your return HAT290 on
 * May 20 stays in business as you asked" when update_reservation_flights was given HAT003 alone and
 * its result lists only HAT003 (tau-bench airline batch J task15-trial1 #24). The id is real and the
 * record names it earlier, so the value checks pass it; only the record after the write says it is gone.
 *
 * Read only where a write that ran changed the record: the latest result for the record (by its
 * reservation_id / order_id) lists its flights or items, an earlier one listed the id the sentence
 * keeps, and that latest result came after the write. The id must sit in the clause that says it
 * stays, before those words; a question, a supposition or a denial is left alone.
 */
import { escapeRegExp } from "./escape-regexp";
import type { ToolResultEntry } from "../run/types";
import { writeCalls, matchOf, type ActionContext } from "./check-action-claims";
import { entityOf, parseResult } from "./check-payment-claims";
import { negatedAt } from "./negation";
import { parseCitations, splitSentences } from "./parse-citations";
import type { Claim } from "./types";

/** Words that keep an element as it was: "stays", "remains", "is still", "kept", "unchanged". */
const KEPT = /\b(?:stays?|staying|remains?|remaining|(?:is|are)\s+still|(?:is|are|was|were|been)\s+kept|keeps?|unchanged|untouched|as\s+(?:it\s+)?is|as-is)\b/i;
const HEDGED = /\?|\b(?:if|would|could|unless|whether|once|when|should|can)\b/i;
const CLAUSE = /[;:]|,\s*(?:and|but|while|whereas|so|then)\b|\b(?:while|whereas|but)\b/g;
/** Keys of a record's list entries that name them. */
const ELEMENT_KEY = /^(?:flight_number|item_id)$/;

/** The ids of the record's listed elements: flights by flight_number, items by item_id. */
function elementIds(obj: Record<string, unknown>): Set<string> | null {
  let found: Set<string> | null = null;
  for (const v of Object.values(obj)) {
    if (!Array.isArray(v)) continue;
    for (const item of v) {
      if (!item || typeof item !== "object") continue;
      for (const [k, x] of Object.entries(item as Record<string, unknown>)) {
        if (ELEMENT_KEY.test(k) && (typeof x === "string" || typeof x === "number")) (found ??= new Set()).add(String(x).toLowerCase());
      }
    }
  }
  return found;
}

interface Seen { result: ToolResultEntry; ids: Set<string> }

export function addKeptElementClaims(claims: Claim[], text: string, ctx: ActionContext): void {
  if (!KEPT.test(text)) return;
  const calls = writeCalls(ctx).filter((c) => c.status === "ran" && c.result);
  if (!calls.length) return;
  // Every version of each record the run saw, in order.
  const versions = new Map<string, Seen[]>();
  for (const e of ctx.run.entries) {
    if (e.seq >= ctx.beforeSeq) break;
    if (e.role !== "tool") continue;
    const obj = parseResult(e);
    const entity = obj && entityOf(obj);
    const ids = obj && elementIds(obj);
    if (!entity || !ids) continue;
    const list = versions.get(entity) ?? [];
    list.push({ result: e, ids });
    versions.set(entity, list);
  }
  /** Ids an earlier version listed that the latest no longer does, where a write that ran made one of the later versions. */
  const written = new Set(calls.map((c) => c.result));
  const dropped = new Map<string, { entity: string; latest: Seen }>();
  for (const [entity, list] of versions) {
    let w = list.length - 1;
    while (w > 0 && !written.has(list[w].result)) w--;
    if (w <= 0) continue;
    const latest = list[list.length - 1];
    for (const v of list.slice(0, w)) for (const id of v.ids) if (!latest.ids.has(id)) dropped.set(id, { entity, latest });
  }
  if (!dropped.size) return;
  for (const sentence of splitSentences(text, parseCitations(text))) {
    const body = sentence.text;
    if (HEDGED.test(body)) continue;
    const breaks = [0, ...[...body.matchAll(CLAUSE)].map((m) => m.index + m[0].length), body.length];
    for (let i = 0; i + 1 < breaks.length; i++) {
      const clause = body.slice(breaks[i], breaks[i + 1]);
      const kept = KEPT.exec(clause);
      if (!kept || negatedAt(body, breaks[i] + kept.index)) continue;
      const before = clause.slice(0, kept.index);
      const id = [...dropped.keys()].find((x) => new RegExp(String.raw`(?<![\w-])#?${escapeRegExp(x)}(?![\w-])`, "i").test(before));
      if (!id) continue;
      const { entity, latest } = dropped.get(id)!;
      const call = calls.filter((c) => c.result && c.result.seq <= latest.result.seq).pop()!;
      const lead = body.length - body.trimStart().length;
      const span: [number, number] = [sentence.span[0] + lead, sentence.span[0] + lead + body.trim().length];
      const found = {
        verdict: "contradicted" as const,
        reason: `The record does not keep it: the reply says ${id.toUpperCase()} stays on ${entity}, but after ${call.name} (${call.id}, message ${call.messageIndex}) the record (message ${latest.result.index}) no longer lists it. Tell the customer what the record shows.`,
        support: [{ source: "tool" as const, messageIndex: latest.result.index, toolCallId: latest.result.toolCallId, toolName: latest.result.toolName, span: [0, latest.result.content.length] as [number, number] }],
        action: matchOf(call),
        conflict: { claimed: clause.trim(), stated: `${entity} without ${id.toUpperCase()}`, why: `the record after ${call.name}` },
      };
      claims.push({ kind: "action", text: body.trim(), span, value: { type: "action", verb: "change", entity }, citations: { tools: sentence.tools, clauses: sentence.clauses }, ...found });
      break;
    }
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
