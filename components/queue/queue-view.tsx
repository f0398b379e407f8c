import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/auth/permissions";
import { getPrisma } from "@/lib/db";
import { countHeldItems, listHeldItems, queueFilterOptions } from "@/lib/review/list-held-items";
import type { QueueParams } from "@/lib/review/queue-params";
import { decidePermissionFor } from "@/lib/review/claim-lease";
import { QueueFilters } from "./queue-filters";
import { QueueTable } from "./queue-table";
import { AutoRefresh } from "./auto-refresh";

/** A queue view (the queue, or the escalations): the page of rows and the total as separate queries. */
export async function QueueView({ actor, params, lockStatus }: { actor: Actor; params: QueueParams; lockStatus?: boolean }) {
  const db = await getPrisma();
  const now = new Date();
  const [rows, total, options] = await Promise.all([listHeldItems(db, actor, params, now), countHeldItems(db, actor, params, now), queueFilterOptions(db)]);
  const permission = decidePermissionFor(params.status);
  return (
    <>
      <QueueFilters params={params} options={options} lockStatus={lockStatus} basePath={lockStatus ? "/escalations" : "/queue"} canClaim={!!permission && can(actor.role, permission)} />
      <QueueTable rows={rows} total={total} params={params} now={now.getTime()} basePath={lockStatus ? "/escalations" : "/queue"} />
      <AutoRefresh />
    </>
  );
}
