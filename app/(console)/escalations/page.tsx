// The managers' queue: items reviewers escalated, with their reasons on each item's page.
import type { Metadata } from "next";
import Link from "next/link";
import { NotAllowed } from "@/components/not-allowed";
import { QueueView } from "@/components/queue/queue-view";
import { pageAccess } from "@/lib/auth/page-access";
import { loadQueuePage } from "@/lib/review/load-queue-page";
import { parseQueueParams } from "@/lib/review/queue-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Escalations" };

export default async function EscalationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { actor, allowed } = await pageAccess("queue:view");
  if (!allowed) return <NotAllowed what="the escalations" permission="queue:view" role={actor.role} />;
  const params = parseQueueParams({ ...(await searchParams), status: "escalated" });
  const page = await loadQueuePage(actor, params);
  return (
    <>
      <div className="mb-4 flex items-baseline gap-4">
        <h1 className="text-2xl font-semibold">Escalations</h1>
        <Link href="/queue" className="text-sm underline">
          Review queue
        </Link>
      </div>
      <QueueView actor={actor} params={params} page={page} lockStatus />
    </>
  );
}
