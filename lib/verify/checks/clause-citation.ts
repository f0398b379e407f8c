/**
 * A sentence that cites a clause ([clause:RET-30]): the clause must exist (an alias resolves to it),
 * have been returned by a policy lookup of this run when the run made any, be in force on the run's
 * clock, and fit the record's scope. What code can then stand behind (seed 000): a value the
 * sentence states that the cited clause does not give is held (cited_unsupported). Whether the
 * clause says what the sentence says is a judgement: not checked without the model judge.
 */
import { DEFAULT_SCOPE_FIELDS, readOrderAttributes } from "../context/record-attributes";
import type { ReplyContext } from "../context/reply-context";
import { isKept } from "../evidence/pack";
import { resolveClause } from "../policy/clauses";
import { checkClauseScope } from "../policy/clause-scope";
import { terms } from "../language/words";
import type { Clause, Finding, Support } from "../types";
import { claimsOf, defineCheck } from "./define-check";

export const DEFAULT_SUPPORT_THRESHOLD = 0.5;

const clauseSupport = (clause: Clause, span: [number, number]): Support => ({ source: "clause", clauseId: clause.id, ...(clause.version ? { clauseVersion: clause.version } : {}), span });

/** The share of the sentence's term weight the clause's words cover (0..1), and the clause sentence sharing most terms. */
export function lexicalSupport(ctx: ReplyContext, sentence: string, clause: Clause): { score: number; span: [number, number] } {
  const index = ctx.policyIndex();
  const st = new Set(terms(sentence));
  const ct = new Set([...terms(clause.text), ...terms(clause.title)]);
  let total = 0;
  let covered = 0;
  for (const t of st) {
    const w = index.idf(t);
    total += w;
    if (ct.has(t)) covered += w;
  }
  let span: [number, number] = [0, clause.text.length];
  let best = -1;
  for (const p of index.passages) {
    if (p.clauseId !== clause.id) continue;
    let shared = 0;
    for (const t of st) if (p.terms.has(t)) shared++;
    if (shared > best) [best, span] = [shared, p.span];
  }
  return { score: total ? Math.round((covered / total) * 100) / 100 : 0, span };
}

export const clauseCitation = defineCheck({
  id: "clause-citation",
  title: "Cited clauses exist, were retrieved, are in force and in scope",
  reads: ["clause library", "policy lookups of the run", "run clock", "the record's scope fields"],
  finds: ["grounded", "not_checked", "unverifiable", "invented", "contradicted", "cited_unsupported"],
  stage: "value",
  run(ctx, claims) {
    const out: Finding[] = [];
    const threshold = ctx.options.supportThreshold ?? DEFAULT_SUPPORT_THRESHOLD;
    for (const i of claimsOf(claims, "policy")) {
      const c = ctx.extracted[i];
      const cited = c.citations.clauses;
      if (!cited.length) continue;
      if (ctx.clauseIndex.byName.size === 0) {
        out.push({ claim: i, verdict: "unverifiable", reason: `cites ${cited.join(", ")} but no clause library was given`, support: [] });
        continue;
      }
      const lookedUp = ctx.bag.sources.some((s) => s.kind === "tool" && s.resultKind === "policy_lookup");
      const problems: { verdict: "invented" | "contradicted"; why: string; support: Support[] }[] = [];
      let best: { clause: Clause; score: number; span: [number, number]; notes: string[] } | null = null;
      for (const id of cited) {
        const clause = resolveClause(ctx.clauseIndex, id);
        if (!clause) {
          problems.push({ verdict: "invented", why: `clause ${id} does not exist in the library`, support: [] });
          continue;
        }
        const named = clause.id === id ? clause.id : `${id} (now ${clause.id})`;
        if (lookedUp && !ctx.bag.retrieved.has(clause.id)) {
          problems.push({ verdict: "invented", why: `clause ${named} exists but no policy lookup in this run returned it`, support: [] });
          continue;
        }
        const scoped = clause.scope || clause.effectiveFrom || clause.effectiveTo;
        if (scoped) {
          const ids = ctx.extracted.filter((v) => v.value.type === "identifier" && v.span[0] >= c.sentence[0] && v.span[1] <= c.sentence[1]);
          const all = ids.length ? ids : ctx.extracted.filter((v) => v.value.type === "identifier");
          const attrs = clause.scope ? readOrderAttributes(ctx.bag, all.map((v) => (v.value as { id: string }).id), { ...DEFAULT_SCOPE_FIELDS, ...(ctx.options.scopeFields ?? {}) }) : {};
          const scope = checkClauseScope(clause, attrs, ctx.ref);
          if (!scope.fits) {
            problems.push({ verdict: "contradicted", why: scope.notes.join("; "), support: scope.support });
            continue;
          }
          const s = lexicalSupport(ctx, c.text, clause);
          if (!best || s.score > best.score) best = { clause, ...s, notes: scope.notes };
          continue;
        }
        const s = lexicalSupport(ctx, c.text, clause);
        if (!best || s.score > best.score) best = { clause, ...s, notes: [] };
      }
      if (!best) {
        const worst = problems.find((p) => p.verdict === "invented") ?? problems[0];
        out.push({ claim: i, verdict: worst.verdict, reason: problems.map((p) => p.why).join("; "), support: problems.flatMap((p) => p.support) });
        continue;
      }
      const notes = best.notes.length ? `; ${best.notes.join("; ")}` : "";
      const support = [clauseSupport(best.clause, best.span)];
      const where = ctx.bag.retrieved.get(best.clause.id);
      if (where) support.push({ source: "tool", messageIndex: where.messageIndex, toolCallId: where.toolCallId, span: where.span });
      // Values of the sentence that no tool result gives are the clause's to state.
      const missing = ctx.extracted.filter((v) => {
        if (!(v.kind === "duration" || v.kind === "percent" || v.kind === "money") || v.span[0] < c.sentence[0] || v.span[1] > c.sentence[1]) return false;
        const hits = ctx.hitsOf(v).filter((h) => isKept(ctx.bag, ctx.packed, h) && !h.rough);
        if (hits.some((h) => ctx.bag.sources[h.source].kind === "tool" || ctx.bag.sources[h.source].kind === "call" || ctx.bag.sources[h.source].kind === "user")) return false;
        return !hits.some((h) => ctx.bag.sources[h.source].kind === "clause" && ctx.bag.sources[h.source].clauseId === best!.clause.id);
      });
      const passage = { source: "clause" as const, id: best.clause.id, clauseId: best.clause.id, ...(best.clause.version ? { clauseVersion: best.clause.version } : {}), span: best.span, text: best.clause.text.slice(best.span[0], best.span[1]) };
      if (missing.length) {
        out.push({ claim: i, verdict: "cited_unsupported", held: true, reason: `${best.clause.id} is real and was retrieved, but it does not state ${missing.map((m) => `"${m.text}"`).join(", ")}, which the sentence gives as its rule${notes}`, support, score: best.score, passage });
      } else if (best.score >= threshold) {
        out.push({ claim: i, verdict: "grounded", reason: `${best.clause.id} is real, retrieved and in force, and its words cover the sentence (lexical score ${best.score})${notes}`, support, score: best.score, passage });
      } else {
        out.push({ claim: i, verdict: "not_checked", reason: `${best.clause.id} is real, retrieved and in force; whether it says what the sentence says is not checked (its words cover ${Math.round(best.score * 100)}% of the sentence's; a model judge can decide)${notes}`, support, score: best.score, passage });
      }
    }
    return out;
  },
});
