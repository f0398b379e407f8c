import { getDatabase, type Database } from "../db";
import { batchReads, type RawReader } from "./batch-reads";
import type { DashboardRange } from "./dashboard-range";
import { claimPrecision } from "./claim-precision";
import { loadDashboard } from "./load-dashboard";
import { notCheckedRates } from "./not-checked-rates";
import { getNotCheckedThreshold } from "./not-checked-threshold";
import type { FigureSource } from "./sql";

/** The dashboard page's loader: every section's figures for the range. */
export async function dashboardPage(range: DashboardRange) {
  const db = await getDatabase();
  return readDashboardPage(db, range);
}

/**
 * Every section's figures, read side by side: on PostgreSQL as parallel statements over the
 * pool; on the embedded database, which runs them one after another anyway, as one statement.
 */
export async function readDashboardPage(db: Pick<Database, "kind" | "prisma">, range: DashboardRange, source: FigureSource = "rollup") {
  const threshold = await getNotCheckedThreshold(db.prisma);
  const reader: RawReader = db.kind === "pglite" ? batchReads(db.prisma) : db.prisma;
  const [dashboard, precision, notChecked] = await Promise.all([loadDashboard(reader, range, source), claimPrecision(reader, range), notCheckedRates(reader, range, threshold)]);
  return { dashboard, precision, notChecked };
}
