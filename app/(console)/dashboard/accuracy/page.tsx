import type { Metadata } from "next";
import Link from "next/link";
import { NotAllowed } from "@/components/not-allowed";
import { AccuracyTrendChart } from "@/components/dashboard/charts";
import { ChartWithTable } from "@/components/dashboard/chart-with-table";
import { AccuracyTrendTable, AnswerKeyCountsTable, DecidedRealItemsTable, ReviewerAccuracyTable } from "@/components/dashboard/dashboard-tables";
import { ImportKnownItemsForm, MixRateForm } from "@/components/dashboard/answer-key-forms";
import { RangePicker } from "@/components/dashboard/range-picker";
import { pageAccess } from "@/lib/auth/page-access";
import { can } from "@/lib/auth/permissions";
import { parseDashboardRange } from "@/lib/dashboard/dashboard-range";
import { accuracyPage } from "@/lib/answer-key/accuracy-page";

export const metadata: Metadata = { title: "Reviewer accuracy" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ range?: string; from?: string; to?: string }> };

export default async function AccuracyPage({ searchParams }: Props) {
  const { actor, allowed } = await pageAccess("dashboard:view");
  if (!allowed) return <NotAllowed what="reviewer accuracy" permission="dashboard:view" role={actor.role} />;
  const range = parseDashboardRange(await searchParams);
  const manage = can(actor.role, "answer_key:manage");
  const { accuracy: acc, counts, rate, candidates } = await accuracyPage(range, { manage });
  const rows = [...acc.reviewers.map((r) => ({ ...r, team: false })), ...(acc.reviewers.length ? [{ reviewerId: "team", name: "Team total", email: "", recall: acc.team.recall, flagRate: acc.team.flagRate, team: true }] : [])];

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/dashboard" className="text-slate-700 underline">
          Dashboard
        </Link>
      </p>
      <h1 className="mb-2 text-2xl font-semibold">Reviewer accuracy</h1>
      <p className="mb-4 max-w-prose text-sm text-slate-600">
        Measured on known items from the answer key, mixed into the queue unannounced. Recall: known-wrong items escalated, or edited to a version the guard passes. Flag rate: known-right items edited or escalated anyway. Each item counts on its first decision.
      </p>
      <RangePicker range={range} path="/dashboard/accuracy" />

      <section aria-labelledby="per-reviewer" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="per-reviewer" className="mb-3 font-medium">
          Per reviewer (decisions in this range)
        </h2>
        <ReviewerAccuracyTable rows={rows} />
      </section>

      <div className="mt-6">
        <ChartWithTable
          id="accuracy-trend"
          title="Team trend by week"
          chart={<AccuracyTrendChart data={acc.trend.map((t) => ({ week: t.week, recall: t.recall.rate, flagRate: t.flagRate.rate }))} />}
          table={<AccuracyTrendTable rows={acc.trend} />}
        />
      </div>

      <section aria-labelledby="answer-key" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="answer-key" className="mb-3 font-medium">
          Answer key
        </h2>
        <AnswerKeyCountsTable
          rows={[
            { label: "Known-wrong", ...counts.wrong },
            { label: "Known-right", ...counts.right },
          ]}
        />
        {manage && (
          <div className="mt-4 space-y-6">
            <MixRateForm rate={rate} />
            <div>
              <h3 className="mb-2 text-sm font-medium">Add a decided real item</h3>
              <DecidedRealItemsTable rows={candidates} />
            </div>
            <div>
              <h3 className="mb-2 text-sm font-medium">Import a set</h3>
              <ImportKnownItemsForm />
            </div>
          </div>
        )}
      </section>
    </>
  );
}
