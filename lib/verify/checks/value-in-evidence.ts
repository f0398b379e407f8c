/**
 * The verdict contract's first finding: a value (id, amount, date, time, duration, percentage)
 * that no evidence gives, after normalisation, is invented; on a bag cut to the budget or a capture
 * marked incomplete it is unverifiable, never invented (seed 004). Evidence is what the run saw:
 * tool results, the customer's words, the arguments of calls that answered, and the policy the
 * agent was given. A value found only in a near form ("30 days" for "a month") is not checked.
 */
import type { ExtractedClaim } from "../extract/claim-types";
import type { EvidenceBag } from "../evidence/build-bag";
import type { Hit } from "../evidence/find-hits";
import { isKept } from "../evidence/pack";
import type { ReplyContext } from "../context/reply-context";
import { VALUE_KINDS, type Finding, type Support } from "../types";
import { defineCheck } from "./define-check";

export function hitSupport(bag: EvidenceBag, h: Hit): Support {
  const src = bag.sources[h.source];
  const span: [number, number] = [h.start, h.end];
  switch (src.kind) {
    case "tool":
      return { source: "tool", messageIndex: src.messageIndex, toolCallId: src.toolCallId, toolName: src.label, span };
    case "call":
      return { source: "call", messageIndex: src.messageIndex, toolCallId: src.toolCallId, toolName: src.label.replace(/ \(arguments\)$/, ""), span };
    case "prompt":
      return { source: "prompt", messageIndex: src.messageIndex, span };
    case "clause":
      return { source: "clause", clauseId: src.clauseId, ...(src.clauseVersion ? { clauseVersion: src.clauseVersion } : {}), span };
    default:
      return { source: "user", messageIndex: src.messageIndex, span };
  }
}

export function describeValue(c: Pick<ExtractedClaim, "value" | "text">): string {
  const v = c.value;
  if (v.type === "money") return `${(v.cents / 100).toFixed(2)} (${v.cents} in cents)`;
  if (v.type === "percent") return `${Math.round(v.ratio * 1e8) / 1e6}%`;
  if (v.type === "date") return v.dates.length > 3 ? `a date from ${v.dates[0]} to ${v.dates[v.dates.length - 1]}` : v.dates.join(" or ");
  if (v.type === "time") return v.minutes.map((m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`).join(" or ");
  if (v.type === "identifier") return `"${v.id}"`;
  if (v.type === "duration") return `"${c.text}" (${v.min === v.max ? v.min : `${v.min}-${v.max}`} ${v.unit.replace("_", " ")}${v.max === 1 ? "" : "s"})`;
  return `"${c.text}"`;
}

/** Why a missing value is not called invented, or "" when the bag was complete. */
export function missingBecause(ctx: ReplyContext): string {
  if (ctx.packed.truncated) return `the evidence was cut to ${ctx.packed.bytesAfter} of ${ctx.bag.bytesBefore} bytes, so it may sit in what was cut`;
  if (ctx.captureIncomplete) return "the run's capture is marked incomplete";
  return "";
}

const RANK: Record<string, number> = { tool: 1, call: 2, prompt: 3, clause: 3, user: 4 };

function foundReason(ctx: ReplyContext, c: ExtractedClaim, h: Hit, cited: Set<string>): string {
  const best = ctx.bag.sources[h.source];
  const what = describeValue(c);
  let reason: string;
  if (best.kind === "user") reason = `${what} appears only in the customer's own words (message ${best.messageIndex})`;
  else if (best.kind === "call") reason = `${what} is what the run asked ${best.label.replace(/ \(arguments\)$/, "")} for (message ${best.messageIndex}, ${best.toolCallId}), and the tool answered without an error`;
  else if (best.kind === "prompt") reason = `${what} is stated in the policy the agent was given (system prompt, message ${best.messageIndex})`;
  else if (best.kind === "clause") reason = `${what} is stated in clause ${best.clauseId}`;
  else reason = `${what} found in the ${best.label} result (message ${best.messageIndex}, ${best.toolCallId})`;
  if (cited.size && !(best.kind === "tool" && cited.has(best.toolCallId ?? ""))) reason += `; not in the cited call ${[...cited].join(", ")}`;
  return reason;
}

/** Common values a pack declares (a public help line): a reply may state them with no evidence. */
const isCommon = (ctx: ReplyContext, c: ExtractedClaim) => ctx.packs.some((p) => (p.commonValues ?? []).some((v) => v.toLowerCase() === c.text.trim().toLowerCase()));

export const valueInEvidence = defineCheck({
  id: "value-in-evidence",
  title: "Values the evidence gives",
  reads: ["evidence bag (tool results, customer words, call arguments, policy)", "run clock", "budget"],
  finds: ["grounded", "not_checked", "unverifiable", "invented"],
  stage: "value",
  run(ctx, claims) {
    const out: Finding[] = [];
    ctx.extracted.forEach((c, i) => {
      if (!VALUE_KINDS.includes(c.kind) || i >= claims.length) return;
      const hits = ctx.hitsOf(c).filter((h) => isKept(ctx.bag, ctx.packed, h));
      const exact = hits.filter((h) => !h.rough);
      const cited = new Set(c.citations.tools);
      const rank = (h: Hit) => {
        const s = ctx.bag.sources[h.source];
        return s.kind === "tool" && cited.has(s.toolCallId ?? "") ? 0 : RANK[s.kind];
      };
      if (exact.length) {
        exact.sort((a, b) => rank(a) - rank(b));
        out.push({ claim: i, verdict: "grounded", reason: foundReason(ctx, c, exact[0], cited), support: exact.slice(0, 3).map((h) => hitSupport(ctx.bag, h)) });
        return;
      }
      const what = describeValue(c);
      // The run's own clock: "today is May 15" when the prompt says so, "tomorrow" against it.
      if (c.value.type === "date" && c.value.dates.includes(ctx.clock.day) && (c.asNow || c.value.relative)) {
        const support: Support[] = ctx.clock.statement ? [{ source: "prompt", messageIndex: ctx.clock.statement.messageIndex, span: ctx.clock.statement.span }] : [];
        out.push({ claim: i, verdict: "grounded", reason: `${ctx.clock.day} is today on the run's clock: ${ctx.clock.detail}`, support });
        return;
      }
      if (isCommon(ctx, c)) {
        out.push({ claim: i, verdict: "grounded", reason: `${what} is a common value the ${ctx.packs.map((p) => p.id).join(", ")} pack lists`, support: [] });
        return;
      }
      if (c.question && c.kind !== "identifier" && c.kind !== "money") {
        out.push({ claim: i, verdict: "not_checked", reason: `${what} is asked about, not stated`, support: [] });
        return;
      }
      if (c.conditional && (c.kind === "date" || c.kind === "time")) {
        out.push({ claim: i, verdict: "not_checked", reason: `${what} is stated under a condition, not as a fact`, support: [] });
        return;
      }
      if (c.process) {
        out.push({ claim: i, verdict: "not_checked", reason: `${what} is about the agent's own process, not a fact of the record or the policy`, support: [] });
        return;
      }
      if (hits.length) {
        const near = ctx.bag.sources[hits[0].source];
        out.push({ claim: i, verdict: "not_checked", reason: `${what} is not stated as such; a near form is (${near.label}, "${near.content.slice(hits[0].start, hits[0].end)}"); whether they are the same is not checked`, support: hits.slice(0, 2).map((h) => hitSupport(ctx.bag, h)) });
        return;
      }
      // The value sits in a sentence citing a clause the run did not load: the evidence for it is the clause, unseen.
      if (c.citations.clauses.length && ctx.clauseIndex.byName.size === 0) {
        out.push({ claim: i, verdict: "unverifiable", reason: `${what} is given with a citation of ${c.citations.clauses.join(", ")}, but no clause library was loaded to read it in`, support: [] });
        return;
      }
      const because = missingBecause(ctx);
      if (because) {
        out.push({ claim: i, verdict: "unverifiable", reason: `${what} not found in the evidence kept; ${because}`, support: [] });
        return;
      }
      let reason = !ctx.bag.sources.some((s) => s.kind === "tool")
        ? `${what}: no tool in this run returned anything it could come from, and the policy does not state it`
        : `${what} is in no tool result of this run, nor in the customer's words or the policy${c.value.type === "date" && c.value.relative ? ` (read "${c.text}" as ${what} on the run's clock: ${ctx.clock.detail})` : ""}`;
      if (c.value.type === "money") {
        const cents = c.value.cents;
        const calc = [...ctx.bag.unbacked.values()].find((u) => Math.round(Math.abs(u.result) * 100) === Math.abs(cents));
        if (calc) reason += `; the agent's calculator gave it from "${calc.expression}", but ${calc.missing.join(", ")} ${calc.missing.length === 1 ? "is" : "are"} in no record the run saw`;
      }
      if (c.value.type === "identifier") {
        const near = nearMiss(ctx, c.value.id);
        if (near) reason += `; the run saw ${near}, which differs by ${near.length === c.value.id.replace(/^#/, "").length ? "one or two characters" : "a character"}`;
      }
      out.push({ claim: i, verdict: "invented", reason, support: [] });
    });
    return out;
  },
});

const ID_TOKEN = /[A-Za-z0-9][A-Za-z0-9_\-]{3,40}/g;

/** An id the run saw that is one edit or one transposition away from `id` (the seed's SU-88412 for SU-88421). */
function nearMiss(ctx: ReplyContext, id: string): string | null {
  const want = id.replace(/^#/, "").toLowerCase();
  if (want.length < 5) return null;
  let budget = 2_000_000;
  for (const s of ctx.bag.sources) {
    if (s.kind === "prompt" || s.kind === "clause") continue;
    const hay = s.content.length > 400_000 ? s.content.slice(-400_000) : s.content;
    ID_TOKEN.lastIndex = 0;
    for (let m = ID_TOKEN.exec(hay); m; m = ID_TOKEN.exec(hay)) {
      if ((budget -= m[0].length) < 0) return null;
      const t = m[0].toLowerCase();
      if (Math.abs(t.length - want.length) > 1 || t === want) continue;
      if (closeIds(t, want)) return m[0];
    }
  }
  return null;
}

function closeIds(a: string, b: string): boolean {
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return /\d/.test(a[diff[0]]) || /\d/.test(b[diff[0]]);
    return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < l.length; i++) if (l.slice(0, i) + l.slice(i + 1) === s) return true;
  return false;
}
