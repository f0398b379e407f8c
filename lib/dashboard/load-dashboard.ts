import type { DbClient } from "../db";
import { actionClaimCounts } from "./action-claims";
import type { DashboardRange } from "./dashboard-range";
import { decisionStats } from "./decisions";
import { evidenceHealth } from "./evidence-health";
import { holdRates } from "./hold-rates";
import { inventedTools } from "./invented-tools";

/** Everything the managers' dashboard shows for a range; each part is aggregated in the database. */
export async function loadDashboard(db: DbClient, range: DashboardRange) {
  const [holds, decisions, invented, health, actions] = await Promise.all([
    holdRates(db, range),
    decisionStats(db, range),
    inventedTools(db, range),
    evidenceHealth(db, range),
    actionClaimCounts(db, range),
  ]);
  return { range, holds, decisions, invented, health, actions };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
