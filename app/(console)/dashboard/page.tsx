import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/empty-state";
import { NotAllowed } from "@/components/not-allowed";
import { HoldRateChart, ToolBarChart } from "@/components/dashboard/charts";
import { ChartWithTable } from "@/components/dashboard/chart-with-table";
import { HoldRateByDayTable, HoldRateByReasonTable, HoldRateByToolTable, InventedToolsTable, OutcomesTable } from "@/components/dashboard/dashboard-tables";
import { EvidenceHealthSection } from "@/components/dashboard/evidence-health-section";
import { ActionClaimsSection } from "@/components/dashboard/action-claims-section";
import { ClaimPrecisionSection } from "@/components/dashboard/claim-precision-section";
import { NotCheckedSection } from "@/components/dashboard/not-checked-section";
import { duration, pct } from "@/components/dashboard/format";
import { RangePicker, rangeQuery } from "@/components/dashboard/range-picker";
import { pageAccess } from "@/lib/auth/page-access";
import { can } from "@/lib/auth/permissions";
import { parseDashboardRange } from "@/lib/dashboard/dashboard-range";
import { dashboardPage } from "@/lib/dashboard/dashboard-page";

export const metadata: Metadata = { title: "Dashboard" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ range?: string; from?: string; to?: string }> };

function Stat({ label, value, sub }: { label: string; value: string | number; sub?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {sub && <dd className="text-xs text-slate-600">{sub}</dd>}
    </div>
  );
}

export default async function DashboardPage({ searchParams }: Props) {
  const { actor, allowed } = await pageAccess("dashboard:view");
  if (!allowed) return <NotAllowed what="the dashboard" permission="dashboard:view" role={actor.role} />;
  const range = parseDashboardRange(await searchParams);
  const { dashboard: d, precision, notChecked } = await dashboardPage(range);
  const q = rangeQuery(range);
  const { holds, decisions, invented } = d;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">Dashboard</h1>
        <Link href="/dashboard/accuracy" className="text-sm text-slate-700 underline">
          Reviewer accuracy and answer key
        </Link>
      </div>
      <RangePicker range={range} path="/dashboard" />
      {holds.total.checked === 0 ? (
        <div className="mt-6">
          <EmptyState title="No checks recorded in this range">Hold rates, decisions and evidence health are computed from recorded checks; pick a wider range or wait for agent traffic.</EmptyState>
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-6" aria-label="Summary">
            <Stat label="Checked" value={holds.total.checked} />
            <Stat label="Held" value={holds.total.held} />
            <Stat label="Hold rate" value={pct(holds.total.rate)} />
            <Stat label="Time to decision p50" value={duration(decisions.p50Seconds)} sub={`${decisions.decided} decided`} />
            <Stat label="Time to decision p90" value={duration(decisions.p90Seconds)} />
            <Stat label="Still pending" value={decisions.outcomes.pending} />
          </dl>

          <ChartWithTable
            id="hold-rate"
            title="Hold rate per day"
            chart={<HoldRateChart data={holds.byDay.map((x) => ({ day: x.key, rate: x.rate }))} />}
            table={<HoldRateByDayTable rows={holds.byDay.filter((x) => x.checked > 0)} />}
          />

          <div className="grid gap-6 lg:grid-cols-2">
            <ChartWithTable
              id="by-tool"
              title="Held by tool"
              chart={<ToolBarChart data={holds.byTool} />}
              table={<HoldRateByToolTable rows={holds.byTool} />}
            />
            <section aria-labelledby="by-reason" className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 id="by-reason" className="mb-3 font-medium">
                Held by reason code
              </h2>
              <HoldRateByReasonTable rows={holds.byReason} />
            </section>
          </div>

          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="outcomes" className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 id="outcomes" className="mb-3 font-medium">
                What happened to held items
              </h2>
              <OutcomesTable
                rows={(
                  [
                    ["Approved as is", decisions.outcomes.approved],
                    ["Edited", decisions.outcomes.edited],
                    ["Rejected and sent back", decisions.outcomes.rejected],
                    ["Escalated", decisions.outcomes.escalated],
                    ["Pending", decisions.outcomes.pending],
                  ] as const
                ).map(([label, n]) => ({ label, n, share: holds.total.held ? n / holds.total.held : null }))}
              />
            </section>
            <section aria-labelledby="invented" className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 id="invented" className="font-medium">
                Invented tool names
              </h2>
              <p className="mb-3 text-sm text-slate-600">Tools agents asked for that do not exist: the capabilities they keep reaching for.</p>
              <InventedToolsTable rows={invented} />
            </section>
          </div>

          <EvidenceHealthSection health={d.health} />
          <NotCheckedSection data={notChecked} canSet={can(actor.role, "dashboard:settings")} />
          <ClaimPrecisionSection data={precision} />
          <ActionClaimsSection actions={d.actions} />

          <section aria-labelledby="export" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="export" className="font-medium">
              Export held items
            </h2>
            <p className="mt-1 text-sm text-slate-600">Held items in this range with their decisions and findings, for building evaluation sets.</p>
            <div className="mt-2 flex gap-4 text-sm">
              <a href={`/api/exports/held-items?format=csv&${q}`} download className="underline">
                Download CSV
              </a>
              <a href={`/api/exports/held-items?format=jsonl&${q}`} download className="underline">
                Download JSONL
              </a>
            </div>
          </section>
        </div>
      )}
    </>
  );
}
