import type { RawReader } from "./batch-reads";
import { actionClaimCounts } from "./action-claims";
import type { DashboardRange } from "./dashboard-range";
import { decisionStats } from "./decisions";
import { evidenceHealth } from "./evidence-health";
import { holdRates } from "./hold-rates";
import { inventedTools } from "./invented-tools";
import type { FigureSource } from "./sql";

/**
 * Everything the managers' dashboard shows for a range, read from the daily rollups (source
 * "raw" aggregates the rows themselves instead: the reference the rollups are held to).
 */
export async function loadDashboard(db: RawReader, range: DashboardRange, source: FigureSource = "rollup") {
  const [holds, decisions, invented, health, actions] = await Promise.all([
    holdRates(db, range, source),
    decisionStats(db, range, source),
    inventedTools(db, range),
    evidenceHealth(db, range, undefined, source),
    actionClaimCounts(db, range, source),
  ]);
  return { range, holds, decisions, invented, health, actions };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
