import type { Metadata } from "next";
import { EmptyState } from "@/components/empty-state";
import { NotAllowed } from "@/components/not-allowed";
import { pageAccess } from "@/lib/auth/page-access";

export const metadata: Metadata = { title: "Policies" };

export default async function PoliciesPage() {
  const { allowed } = await pageAccess("policies:view");
  if (!allowed) return <NotAllowed what="policy clauses" />;
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Policy clauses</h1>
      <EmptyState title="No clauses in the library yet">
        Policy owners will maintain clause ids here; replies that state policy must cite one of them.
      </EmptyState>
    </>
  );
}
