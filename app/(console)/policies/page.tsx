import type { Metadata } from "next";
import { EmptyState } from "@/components/empty-state";
import { NotAllowed } from "@/components/not-allowed";
import { CreateClauseForm } from "@/components/policies/clause-forms";
import { ImportPolicyForm } from "@/components/policies/import-policy-form";
import { ClausesTable } from "@/components/policies/policy-tables";
import { pageAccess } from "@/lib/auth/page-access";
import { can } from "@/lib/auth/permissions";
import { clauseState } from "@/lib/clauses/clause-state";
import { clausesPage } from "@/lib/clauses/clauses-page";

export const metadata: Metadata = { title: "Policies" };
export const dynamic = "force-dynamic";

export default async function PoliciesPage() {
  const { actor, allowed } = await pageAccess("policies:view");
  if (!allowed) return <NotAllowed what="policy clauses" permission="policies:view" role={actor.role} />;
  const clauses = await clausesPage();
  const drafts = clauses.filter((c) => c.draft && !c.retiredAt).length;
  const now = new Date();
  return (
    <>
      <div className="mb-6 flex items-baseline justify-between">
        <h1 className="text-2xl font-semibold">Policy clauses</h1>
        {clauses.length > 0 && (
          <a href="/api/exports/clauses" className="text-sm text-slate-700 underline" download>
            Export as JSON (for groundcheck replay --clauses)
          </a>
        )}
      </div>
      {drafts > 0 && (
        <p role="note" data-testid="drafts-waiting" className="mb-4 rounded border border-teal-200 bg-teal-50 p-2 text-sm text-teal-900">
          {drafts} draft clause{drafts === 1 ? "" : "s"} imported from a policy document wait for review: open each to rename, scope and publish it.
        </p>
      )}
      {clauses.length === 0 ? (
        <EmptyState title="No clauses in the library yet">
          Replies that state policy must cite a clause id from this library.{can(actor.role, "policies:edit") ? " Create the first one below." : " Policy owners maintain it."}
        </EmptyState>
      ) : (
        <ClausesTable
          rows={clauses.map((c) => ({ id: c.id, key: c.key, title: c.title, aliases: c.aliases, version: c.version, state: clauseState(c, now), facts: c.factCount, waitingDraft: !!c.draft && !c.retiredAt }))}
        />
      )}
      {can(actor.role, "policies:edit") && (
        <div className="mt-8 space-y-4">
          <ImportPolicyForm />
          <CreateClauseForm />
        </div>
      )}
    </>
  );
}
