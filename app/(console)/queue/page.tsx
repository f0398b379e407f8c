// The review queue: held tool calls and replies, filtered, sorted and paged on the server.
import type { Metadata } from "next";
import Link from "next/link";
import { NotAllowed } from "@/components/not-allowed";
import { QueueView } from "@/components/queue/queue-view";
import { pageAccess } from "@/lib/auth/page-access";
import { can } from "@/lib/auth/permissions";
import { loadQueuePage } from "@/lib/review/load-queue-page";
import { parseQueueParams } from "@/lib/review/queue-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Queue" };

export default async function QueuePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { actor, allowed } = await pageAccess("queue:view");
  if (!allowed) return <NotAllowed what="the review queue" permission="queue:view" role={actor.role} />;
  const params = parseQueueParams(await searchParams);
  const page = await loadQueuePage(actor, params);
  return (
    <>
      <div className="mb-4 flex items-baseline gap-4">
        <h1 className="text-2xl font-semibold">Review queue</h1>
        <Link href="/escalations" className="text-sm underline">
          Escalations{can(actor.role, "escalations:decide") ? " (managers decide)" : ""}
        </Link>
        <span className="ml-auto text-xs text-slate-500">
          Press <kbd className="rounded border border-slate-300 px-1">?</kbd> for shortcuts
        </span>
      </div>
      <QueueView actor={actor} params={params} page={page} />
    </>
  );
}
