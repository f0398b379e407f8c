import type { Metadata } from "next";
import { LowSupportTable } from "@/components/policies/policy-tables";
import Link from "next/link";
import { notFound } from "next/navigation";
import { NotAllowed } from "@/components/not-allowed";
import { EditClauseForm, RenameClauseForm, RetireClauseForm } from "@/components/policies/clause-forms";
import { ClauseFacts } from "@/components/policies/clause-facts";
import { ClauseVersionView } from "@/components/policies/clause-version-view";
import { PublishClauseForm } from "@/components/policies/import-policy-form";
import { pageAccess } from "@/lib/auth/page-access";
import { can } from "@/lib/auth/permissions";
import { clausePage } from "@/lib/clauses/clauses-page";
import { LOW_SUPPORT_SCORE } from "@/lib/clauses/clause-citations";
import { clauseState } from "@/lib/clauses/clause-state";
import { factRows } from "@/lib/clauses/describe-fact";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ key: string }>; searchParams: Promise<{ version?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Clause ${decodeURIComponent((await params).key).toUpperCase()}` };
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "");

/**
 * One clause, found by its id or any old id (so a reply citing a renamed clause links here).
 * `?version=N` shows the text a reply was judged against.
 */
export default async function ClausePage({ params, searchParams }: Props) {
  const { actor, allowed } = await pageAccess("policies:view");
  if (!allowed) return <NotAllowed what="policy clauses" permission="policies:view" role={actor.role} />;
  const asked = decodeURIComponent((await params).key);
  const found = await clausePage(asked);
  if (!found) notFound();
  const { clause, versions, stats, low } = found;
  const wanted = Number((await searchParams).version);
  const shown = versions.find((v) => v.version === wanted) ?? versions.find((v) => v.version === clause.version) ?? versions[0];
  const editable = can(actor.role, "policies:edit") && !clause.retiredAt;
  const scope = (clause.scope ?? {}) as { regions?: string[]; categories?: string[]; statuses?: string[]; maxDaysSinceDelivery?: number; maxDaysSincePurchase?: number };

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/policies" className="text-slate-700 underline">
          Policy clauses
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">
        <span className="font-mono">{clause.key}</span> · {clause.title}
      </h1>
      {clause.draft && !clause.retiredAt && (
        <p role="note" data-testid="draft-note" className="mt-2 rounded border border-teal-200 bg-teal-50 p-2 text-sm text-teal-900">
          Draft{clause.importedFrom ? <> imported from {clause.importedFrom}</> : null}. The verifier does not use it until it is published: check the id, the text and the scope first.
        </p>
      )}
      {asked.toUpperCase() !== clause.key && (
        <p role="note" className="mt-2 rounded border border-sky-200 bg-sky-50 p-2 text-sm text-sky-900">
          <span className="font-mono">{asked.toUpperCase()}</span> is an old id of this clause; it was renamed to <span className="font-mono">{clause.key}</span>.
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm md:grid-cols-4">
        <dt className="text-slate-600">State</dt>
        <dd data-testid="clause-state">{clauseState(clause, new Date())}</dd>
        <dt className="text-slate-600">Current version</dt>
        <dd>{clause.version}</dd>
        <dt className="text-slate-600">Old ids</dt>
        <dd className="font-mono">{clause.aliases.join(", ") || "none"}</dd>
        <dt className="text-slate-600">Cited in</dt>
        <dd data-testid="citation-count">
          {stats.replies} {stats.replies === 1 ? "reply" : "replies"} ({stats.lowSupportClaims} with low support)
        </dd>
      </dl>

      {shown && <ClauseVersionView version={shown} current={clause.version} />}
      {shown && (
        // An older version's facts are shown as they were, read-only: changes start from the current one.
        <ClauseFacts clauseId={clause.id} version={shown.version} rows={factRows(shown.text, shown.facts)} canEdit={can(actor.role, "policies:facts") && !clause.retiredAt && shown.version === clause.version} />
      )}

      <section className="mt-8" aria-labelledby="low-support">
        <h2 id="low-support" className="mb-2 text-lg font-medium">
          Held replies citing it with low support
        </h2>
        <p className="mb-3 text-sm text-slate-600">
          Support score below {LOW_SUPPORT_SCORE}: the reply cites this clause for something its text barely says. Many of these suggest the wording misleads the agent.
        </p>
        {low.length === 0 ? (
          <p className="rounded border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">No held reply cites this clause with a low support score.</p>
        ) : (
          <LowSupportTable
            rows={low.map((r) => ({ heldItemId: r.heldItemId, createdAt: r.createdAt.toISOString(), claimText: r.claimText, citedAs: r.citedAs, clauseVersion: r.clauseVersion, score: r.score, status: r.status }))}
          />
        )}
      </section>

      <section className="mt-8" aria-labelledby="versions">
        <h2 id="versions" className="mb-2 text-lg font-medium">
          Versions
        </h2>
        <ol className="space-y-1 text-sm">
          {versions.map((v) => (
            <li key={v.id}>
              <Link href={`?version=${v.version}`} className="underline">
                Version {v.version}
              </Link>{" "}
              <span className="font-mono">{v.key}</span> · saved {v.createdAt.toISOString().slice(0, 16).replace("T", " ")}
              {v.effectiveFrom && ` · effective from ${day(v.effectiveFrom)}`}
            </li>
          ))}
        </ol>
      </section>

      {editable && (
        <div className="mt-8 space-y-4">
          <EditClauseForm
            clauseId={clause.id}
            version={clause.version}
            values={{
              title: clause.title,
              text: clause.text,
              regions: scope.regions ?? [],
              categories: scope.categories ?? [],
              statuses: scope.statuses ?? [],
              maxDaysSinceDelivery: scope.maxDaysSinceDelivery,
              maxDaysSincePurchase: scope.maxDaysSincePurchase,
              effectiveFrom: day(clause.effectiveFrom),
              effectiveTo: day(clause.effectiveTo),
            }}
          />
          {clause.draft && <PublishClauseForm clauseId={clause.id} clauseKey={clause.key} />}
          <RenameClauseForm clauseId={clause.id} currentKey={clause.key} />
          <RetireClauseForm clauseId={clause.id} clauseKey={clause.key} />
        </div>
      )}
    </>
  );
}
