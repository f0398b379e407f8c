import type { DashboardData } from "@/lib/dashboard/load-dashboard";
import { ActionClaimsTable } from "./dashboard-tables";

/** Replies that said an action was done when no call did it, or when the call failed (issue 16). */
export function ActionClaimsSection({ actions }: { actions: DashboardData["actions"] }) {
  return (
    <section aria-labelledby="action-claims" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="action-claims" className="font-medium">
        Claimed actions that did not happen
      </h2>
      <p className="mt-1 text-sm text-slate-600" data-testid="action-claim-totals">
        {actions.total.unperformed} unperformed (no such call ran) · {actions.total.failedAction} failed (the call returned an error), in replies held in this range.
      </p>
      <div className="mt-3">
        <ActionClaimsTable rows={actions.days.filter((d) => d.unperformed + d.failedAction > 0)} />
      </div>
    </section>
  );
}
