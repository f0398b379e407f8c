import type { Actor } from "../auth/actor";
import { can } from "../auth/permissions";
import { getPrisma } from "../db";
import { countHeldItems, listHeldItems, queueFilterOptions } from "./list-held-items";
import { queueWhere } from "./queue-where";
import { QUEUE_COUNT_CAP } from "./queue-total";
import { filteredStatus, queueSearch, type QueueParams } from "./queue-params";
import { decidePermissionFor } from "./claim-lease";
import { listSavedViews } from "./saved-views";
import { reviewerWorkload } from "./reviewer-workload";
import { SEARCH_MATCH_LIMIT } from "./search-held-items";

/**
 * Everything the queue page shows, read in parallel: the page of rows and the total (separate
 * queries; the total capped at QUEUE_COUNT_CAP), the filter menus, the person's saved views, and for managers the team's workload.
 * What the person may do is decided here from the one permission table.
 */
export async function loadQueuePage(actor: Actor, params: QueueParams) {
  const db = await getPrisma();
  const now = new Date();
  const manager = can(actor.role, "escalations:decide");
  // One read of the view's filter (and its full-text search) for both the rows and the count.
  const where = queueWhere(db, params, actor.id, now);
  const [rows, count, options, savedViews, workload] = await Promise.all([
    where.then((w) => listHeldItems(db, actor, params, now, w)),
    where.then((w) => countHeldItems(db, actor, params, now, QUEUE_COUNT_CAP, w)),
    queueFilterOptions(db),
    listSavedViews(db, actor.id),
    manager ? reviewerWorkload(db, now) : null,
  ]);
  const status = filteredStatus(params.status);
  const permission = status ? decidePermissionFor(status) : null;
  const undecided = status === null || !!permission;
  return {
    rows,
    /** How many match, counted up to QUEUE_COUNT_CAP (capped: more do). */
    total: count.total,
    totalCapped: count.capped,
    now: now.getTime(),
    options: { ...options, savedViews },
    workload: workload?.map((w) => ({ ...w, asOf: now.toISOString() })) ?? null,
    searchLimit: SEARCH_MATCH_LIMIT,
    /** Changes when the filters do: the table's selection starts empty for a new view. */
    filterKey: queueSearch({ ...params, page: undefined, size: undefined, sort: undefined, dir: undefined }),
    can: {
      claim: !!permission && can(actor.role, permission),
      // Decided items can be selected in an "any" view; the server reports each as already decided.
      bulkDecide: undecided && can(actor.role, "queue:decide"),
      assign: undecided && manager,
    },
  };
}

export type QueuePageData = Awaited<ReturnType<typeof loadQueuePage>>;
