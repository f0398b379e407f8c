/**
 * The verdict contract's second finding: a state the reply gives a record that its latest read
 * disagrees with ("#W7387996 is still pending" when the order was read as delivered). The words read
 * are the record's own vocabulary: the values its state fields took in this run. Only the present
 * tense counts ("is", "remains", "currently", "status: ...", a table's status cell); a past or a
 * future state, a condition, a question or a denial is left alone.
 */
import { latestRecord } from "../context/records";
import { escapeRegExp } from "../language/escape-regexp";
import { conditionalAt, hasNegation, isQuestion } from "../language/mood";
import type { Finding, Support } from "../types";
import { defineCheck } from "./define-check";

/** Between the id and the state word: a present copula or a label, nothing else of substance. */
const PRESENT = /^[\s*_`"'()#,:-]*(?:\)|,)?\s*(?:(?:which|that)\s+)?(?:is|are|remains?|stays?|shows?(?:\s+as)?|(?:is\s+)?(?:currently|still|now)(?:\s+(?:is|shows?))?|(?:is\s+)?(?:marked|listed|set)\s+as|(?:has\s+)?(?:a\s+|the\s+)?status(?:\s+(?:of|is))?|status:|:|-|–|\(|in)\s*(?:(?:currently|still|now|already|in|a|an|the)\s+)*['"“‘*_`]*$/i;
/** The customer as the record's subject: "you're a", "you are currently on the", "your plan is". */
const YOU = /\b(?:you(?:['’]re| are)|your\s+(?:account|membership|profile|status|tier|plan|level)\s+(?:is|:))\s+(?:currently\s+|still\s+|now\s+|already\s+)?(?:a\s+|an\s+|on\s+(?:the\s+|a\s+)?|at\s+(?:the\s+)?)?$/i;
const FUTURE_OR_PAST = /\b(?:will|would|was|were|had|has been|have been|once|after|until|soon|expected|should|could|can|may|might)\b/i;

export const recordState = defineCheck({
  id: "record-state",
  title: "States the reply gives records, against their latest read",
  reads: ["records the run read (state fields)"],
  finds: ["grounded", "contradicted"],
  stage: "add",
  run(ctx) {
    const text = ctx.reply.text;
    const idClaims = ctx.extracted.filter((c) => c.value.type === "identifier" && (c.value.form === undefined || c.value.form === "spoken"));
    const index = ctx.records();
    const norm = (v: string) => v.toLowerCase().replace(/_/g, " ");
    // Each state field's vocabulary: the values it took in this run's records, and those a pack names.
    const byField = new Map<string, Set<string>>();
    for (const [f, vals] of index.valuesByField) byField.set(f, new Set([...vals].map(norm)));
    for (const p of ctx.packs) for (const [f, vals] of Object.entries(p.stateValues ?? {})) for (const v of vals) (byField.get(f) ?? byField.set(f, new Set()).get(f)!).add(norm(v));
    const vocab = [...new Set([...byField.values()].flatMap((x) => [...x]))].filter((s) => s.length >= 4 && s.length <= 40 && /[a-z]/.test(s)).sort((a, b) => b.length - a.length);
    if (!vocab.length) return [];
    const out: Finding[] = [];
    const re = new RegExp(String.raw`(?<![A-Za-z])(${vocab.map((v) => escapeRegExp(v).replace(/ /g, "[_ ]")).join("|")})(?![A-Za-z])`, "gi");
    const seen = new Set<string>();
    for (const m of text.matchAll(re)) {
      const at = m.index;
      const stated = norm(m[0]);
      const idc = [...idClaims].reverse().find((c) => c.span[1] <= at && at - c.span[1] <= 48);
      // "you're a gold member", "your plan is Premium": the customer's own record, the latest one with that state.
      const you = !idc || /[.!?\n;]/.test(text.slice(idc.span[1], at)) ? YOU.exec(text.slice(Math.max(0, at - 48), at)) : null;
      if (!idc && !you) continue;
      const from = you ? at - you[0].length : idc!.span[1];
      const between = you ? you[0] : text.slice(idc!.span[1], at);
      if (!you && (/[.!?\n;]/.test(between) || !PRESENT.test(between) || FUTURE_OR_PAST.test(between))) continue;
      const sentenceStart = Math.max(text.lastIndexOf("\n", from), text.lastIndexOf(". ", from), 0);
      const sentence = text.slice(sentenceStart, text.indexOf(".", at) < 0 ? text.length : text.indexOf(".", at) + 1);
      if (isQuestion(sentence) || conditionalAt(text, from) || hasNegation(between) || hasNegation(text.slice(at, at + m[0].length + 12).replace(m[0], ""))) continue;
      const id = idc && !you ? (idc.value as { id: string }).id : "you";
      const rec = idc && !you ? latestRecord(index, id) : [...index.all].reverse().find((r) => r.states.some((st) => byField.get(st.field)?.has(stated)));
      // The record's state in the field whose vocabulary holds the word ("gold" is a membership, "pending" a status).
      const state = rec?.states.find((st) => byField.get(st.field)?.has(stated));
      if (!rec || !state) continue;
      const key = `${id}|${stated}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const actual = norm(state.value);
      const agrees = actual === stated || new RegExp(String.raw`\b${escapeRegExp(stated)}\b`).test(actual) || new RegExp(String.raw`\b${escapeRegExp(actual)}\b`).test(stated);
      const span: [number, number] = [you ? from : idc!.span[0], at + m[0].length];
      const src = ctx.bag.sources.find((x) => x.kind === "tool" && x.toolCallId === rec.toolCallId);
      const valueAt = src ? src.content.indexOf(`"${state.value}"`, Math.max(0, src.content.indexOf(`"${state.field}"`))) : -1;
      const support: Support[] = [{ source: "tool", messageIndex: rec.messageIndex, toolCallId: rec.toolCallId, toolName: rec.toolName, span: valueAt >= 0 ? [valueAt + 1, valueAt + 1 + state.value.length] : [0, src?.content.length ?? 0] }];
      const entity = id === "you" ? rec.id : id;
      const base = { kind: "status" as const, text: text.slice(span[0], span[1]), span, value: { type: "status" as const, entity, status: m[0] }, citations: idc?.citations ?? { tools: [], clauses: [] }, support };
      out.push({
        add: agrees
          ? { ...base, verdict: "grounded", reason: `${entity} is "${state.value}" in its latest record (${rec.toolName ?? "tool"}, message ${rec.messageIndex})` }
          : { ...base, verdict: "contradicted", reason: `the reply says ${id === "you" ? `the customer (${entity})` : id} is "${m[0]}", but the latest record (${rec.toolName ?? "tool"}, message ${rec.messageIndex}) says ${state.field} "${state.value}"`, conflict: { claimed: m[0], stated: state.value, why: `the ${state.field} of ${entity} in its latest record` } },
      });
    }
    return out;
  },
});
