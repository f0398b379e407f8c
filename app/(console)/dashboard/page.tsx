import type { Metadata } from "next";
import { EmptyState } from "@/components/empty-state";
import { NotAllowed } from "@/components/not-allowed";
import { pageAccess } from "@/lib/auth/page-access";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const { allowed } = await pageAccess("dashboard:view");
  if (!allowed) return <NotAllowed what="the dashboard" />;
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Dashboard</h1>
      <EmptyState title="No checks recorded yet">
        Hold rates, evidence health and reviewer accuracy are computed from recorded checks; there are none to show.
      </EmptyState>
    </>
  );
}
