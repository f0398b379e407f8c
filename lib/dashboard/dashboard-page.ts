import { getPrisma } from "../db";
import type { DashboardRange } from "./dashboard-range";
import { claimPrecision } from "./claim-precision";
import { loadDashboard } from "./load-dashboard";

/** The dashboard page's loader: every section's figures for the range, read side by side. */
export async function dashboardPage(range: DashboardRange) {
  const db = await getPrisma();
  const [dashboard, precision] = await Promise.all([loadDashboard(db, range), claimPrecision(db, range)]);
  return { dashboard, precision };
}
