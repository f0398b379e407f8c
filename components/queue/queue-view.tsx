import Link from "next/link";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/auth/permissions";
import type { QueuePageData } from "@/lib/review/load-queue-page";
import type { QueueParams } from "@/lib/review/queue-params";
import { QueueFilters } from "./queue-filters";
import { QueueTable } from "./queue-table";
import { AutoRefresh } from "./auto-refresh";
import { WorkloadPanel } from "./workload-panel";

/** A queue view (the queue, or the escalations), rendered from what the page's loader read (loadQueuePage). */
export function QueueView({ actor, params, page, lockStatus }: { actor: Actor; params: QueueParams; page: QueuePageData; lockStatus?: boolean }) {
  const basePath = lockStatus ? "/escalations" : "/queue";
  return (
    <>
      {page.workload && <WorkloadPanel rows={page.workload} />}
      <QueueFilters params={params} options={page.options} lockStatus={lockStatus} basePath={basePath} canClaim={page.can.claim} />
      <QueueTable
        key={page.filterKey}
        rows={page.rows}
        total={page.total}
        totalCapped={page.totalCapped}
        params={params}
        now={page.now}
        basePath={basePath}
        can={{ decide: page.can.bulkDecide, assign: page.can.assign }}
        people={page.options.people}
        searchLimit={params.q ? page.searchLimit : undefined}
      />
      {can(actor.role, "queue:settings") && (
        <p className="mt-4 text-xs text-slate-600">
          <Link href="/queue/settings" className="underline">
            SLA per reason
          </Link>{" "}
          (managers)
        </p>
      )}
      <AutoRefresh />
    </>
  );
}
