// Policy sentences the verifier left not_checked, shown apart from the alarms: they passed, nothing
// in code settles them, and the reviewer reads each beside the clause that comes closest. Slate and
// a hollow circle, never the red of an alarm. Text only.
import type { HeldItemView } from "@/lib/review/load-held-item";
import type { NumberedClaim } from "@/lib/review/group-reply-claims";
import { resolveSpan } from "@/lib/review/message-text";
import type { Claim } from "@/lib/verify/types";
import { PolicyPassage } from "./claim-judgement";
import { VerdictBadge } from "./labels";
import { Passage } from "./passage";

/** The best-matching clause (id, title, its text with the passage marked), or the prompt passage. */
function BestMatch({ claim, item }: { claim: Claim; item: HeldItemView }) {
  const p = claim.passage;
  if (!p) return <p className="text-sm text-slate-600">No clause or policy passage comes close.</p>;
  if (p.source !== "clause") return <PolicyPassage passage={p} item={item} testId="not-checked-passage" />;
  const id = p.clauseId ?? p.id;
  const clause = item.clauses[id.toLowerCase()];
  const span = clause ? resolveSpan(clause.text, p.span, p.text) : null;
  return (
    <figure className="space-y-1" data-testid="not-checked-clause">
      <figcaption className="text-xs font-medium text-slate-700">
        Best-matching clause <span className="font-mono">{id}</span>
        {clause ? ` · ${clause.title}` : " (no longer in the library)"}
        {clause?.version ? ` (version ${clause.version})` : ""}
      </figcaption>
      {clause ? <Passage text={clause.text} highlight={span ? { span, label: "the closest passage" } : null} whole /> : <Passage text={p.text} highlight={null} whole />}
    </figure>
  );
}

export function NotCheckedClaims({ claims, item }: { claims: NumberedClaim[]; item: HeldItemView }) {
  if (claims.length === 0) return null;
  return (
    <section aria-labelledby="not-checked-heading" data-testid="not-checked" className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4">
      <h2 id="not-checked-heading" className="text-sm font-semibold text-slate-700">
        <span aria-hidden="true">○ </span>Not checked (nothing in code settles these)
      </h2>
      <p className="mb-3 mt-1 text-xs text-slate-600">
        {claims.length === 1 ? "This sentence" : `These ${claims.length} sentences`} passed: not an alarm, not why the reply was held. Read {claims.length === 1 ? "it" : "each"} beside the
        clause that comes closest.
      </p>
      <ol className="space-y-3">
        {claims.map(({ claim, number }) => (
          <li key={number} data-testid={`not-checked-${number}`} className="grid grid-cols-1 gap-3 rounded border border-slate-200 bg-white p-3 md:grid-cols-2">
            <div className="space-y-1">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold text-slate-500">{number}.</span>
                <VerdictBadge verdict={claim.verdict} />
              </p>
              <q className="block text-sm text-slate-900" data-testid="not-checked-sentence">
                {claim.text}
              </q>
              <p className="text-xs text-slate-600">{claim.reason}</p>
            </div>
            <BestMatch claim={claim} item={item} />
          </li>
        ))}
      </ol>
    </section>
  );
}
