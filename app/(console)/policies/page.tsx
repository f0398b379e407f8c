import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/empty-state";
import { NotAllowed } from "@/components/not-allowed";
import { CreateClauseForm } from "@/components/policies/clause-forms";
import { pageAccess } from "@/lib/auth/page-access";
import { can } from "@/lib/auth/permissions";
import { getPrisma } from "@/lib/db";
import { clauseState } from "@/lib/clauses/clause-state";

export const metadata: Metadata = { title: "Policies" };
export const dynamic = "force-dynamic";

export default async function PoliciesPage() {
  const { actor, allowed } = await pageAccess("policies:view");
  if (!allowed) return <NotAllowed what="policy clauses" />;
  const prisma = await getPrisma();
  const clauses = await prisma.clause.findMany({ orderBy: [{ retiredAt: { sort: "asc", nulls: "first" } }, { key: "asc" }] });
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
      {clauses.length === 0 ? (
        <EmptyState title="No clauses in the library yet">
          Replies that state policy must cite a clause id from this library.{can(actor.role, "policies:edit") ? " Create the first one below." : " Policy owners maintain it."}
        </EmptyState>
      ) : (
        <table className="w-full border-collapse bg-white text-sm" aria-label="Clauses">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="p-3 font-medium">Id</th>
              <th className="p-3 font-medium">Title</th>
              <th className="p-3 font-medium">Old ids</th>
              <th className="p-3 font-medium">Version</th>
              <th className="p-3 font-medium">State</th>
            </tr>
          </thead>
          <tbody>
            {clauses.map((c) => (
              <tr key={c.id} className="border-b border-slate-100" data-testid={`clause-${c.key}`}>
                <td className="p-3 font-mono">
                  <Link href={`/policies/${encodeURIComponent(c.key)}`} className="underline">
                    {c.key}
                  </Link>
                </td>
                <td className="p-3">{c.title}</td>
                <td className="p-3 font-mono text-slate-600">{c.aliases.join(", ") || "—"}</td>
                <td className="p-3">{c.version}</td>
                <td className="p-3">{clauseState(c, now)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {can(actor.role, "policies:edit") && (
        <div className="mt-8">
          <CreateClauseForm />
        </div>
      )}
    </>
  );
}
