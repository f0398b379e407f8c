import type { Metadata } from "next";
import { EmptyState } from "@/components/empty-state";
import { NotAllowed } from "@/components/not-allowed";
import { pageAccess } from "@/lib/auth/page-access";

export const metadata: Metadata = { title: "Queue" };

export default async function QueuePage() {
  const { allowed } = await pageAccess("queue:view");
  if (!allowed) return <NotAllowed what="the review queue" />;
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Review queue</h1>
      <EmptyState title="Nothing is waiting for review">
        Held tool calls and replies appear here once agents send their runs to Groundcheck.
      </EmptyState>
    </>
  );
}
