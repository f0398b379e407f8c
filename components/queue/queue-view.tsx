import Link from "next/link";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/auth/permissions";
import { loadQueuePage } from "@/lib/review/load-queue-page";
import type { QueueParams } from "@/lib/review/queue-params";
import { QueueFilters } from "./queue-filters";
import { QueueTable } from "./queue-table";
import { AutoRefresh } from "./auto-refresh";
import { WorkloadPanel } from "./workload-panel";

/** A queue view (the queue, or the escalations): the page of rows and the total as separate queries. */
export async function QueueView({ actor, params, lockStatus }: { actor: Actor; params: QueueParams; lockStatus?: boolean }) {
  const page = await loadQueuePage(actor, params);
  const basePath = lockStatus ? "/escalations" : "/queue";
  return (
    <>
      {page.workload && <WorkloadPanel rows={page.workload} />}
      <QueueFilters params={params} options={page.options} lockStatus={lockStatus} basePath={basePath} canClaim={page.can.claim} />
      <QueueTable
        key={page.filterKey}
        rows={page.rows}
        total={page.total}
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
