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
const FUTURE_OR_PAST = /\b(?:will|would|was|were|had|has been|have been|once|after|until|soon|expected|should|could|can|may|might)\b/i;

export const recordState = defineCheck({
  id: "record-state",
  title: "States the reply gives records, against their latest read",
  reads: ["records the run read (state fields)"],
  finds: ["grounded", "contradicted"],
  stage: "add",
  run(ctx) {
    const text = ctx.reply.text;
    const idClaims = ctx.extracted.filter((c) => c.value.type === "identifier" && c.value.form === undefined);
    if (!idClaims.length) return [];
    const index = ctx.records();
    const vocab = [...index.statusValues].filter((s) => s.length >= 4 && s.length <= 40 && /[a-z]/.test(s)).sort((a, b) => b.length - a.length);
    if (!vocab.length) return [];
    const out: Finding[] = [];
    const re = new RegExp(String.raw`(?<![A-Za-z])(${vocab.map((v) => escapeRegExp(v).replace(/[_ ]/g, "[_ ]")).join("|")})(?![A-Za-z])`, "gi");
    const seen = new Set<string>();
    for (const m of text.matchAll(re)) {
      const at = m.index;
      const idc = [...idClaims].reverse().find((c) => c.span[1] <= at && at - c.span[1] <= 48);
      if (!idc) continue;
      const between = text.slice(idc.span[1], at);
      if (/[.!?\n;]/.test(between) || !PRESENT.test(between) || FUTURE_OR_PAST.test(between)) continue;
      const sentence = text.slice(idc.sentence[0], idc.sentence[1]);
      const clause = text.slice(Math.max(idc.sentence[0], idc.span[0] - 40), at);
      if (isQuestion(sentence) || conditionalAt(text, idc.span[0]) || hasNegation(between) || hasNegation(text.slice(at, at + m[0].length + 12).replace(m[0], ""))) continue;
      void clause;
      const id = (idc.value as { id: string }).id;
      const rec = latestRecord(index, id);
      if (!rec?.status) continue;
      const key = `${id}|${m[0].toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const stated = m[0].toLowerCase().replace(/_/g, " ");
      const actual = rec.status.value.toLowerCase().replace(/_/g, " ");
      const agrees = actual === stated || new RegExp(String.raw`\b${escapeRegExp(stated)}\b`).test(actual) || new RegExp(String.raw`\b${escapeRegExp(actual)}\b`).test(stated);
      const span: [number, number] = [idc.span[0], at + m[0].length];
      const support: Support[] = [{ source: "tool", messageIndex: rec.messageIndex, toolCallId: rec.toolCallId, toolName: rec.toolName, span: [0, 0] }];
      const base = { kind: "status" as const, text: text.slice(span[0], span[1]), span, value: { type: "status" as const, entity: id, status: m[0] }, citations: idc.citations, support };
      out.push({
        add: agrees
          ? { ...base, verdict: "grounded", reason: `${id} is "${rec.status.value}" in its latest record (${rec.toolName ?? "tool"}, message ${rec.messageIndex})` }
          : { ...base, verdict: "contradicted", reason: `the reply says ${id} is "${m[0]}", but its latest record (${rec.toolName ?? "tool"}, message ${rec.messageIndex}) says ${rec.status.field} "${rec.status.value}"`, conflict: { claimed: m[0], stated: rec.status.value, why: `the ${rec.status.field} of ${id} in its latest record` } },
      });
    }
    return out;
  },
});
