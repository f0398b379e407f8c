import type { Metadata } from "next";
import Link from "next/link";
import { NotAllowed } from "@/components/not-allowed";
import { AccuracyTrendChart } from "@/components/dashboard/charts";
import { ChartWithTable, DataTable } from "@/components/dashboard/data-table";
import { AddKnownItemButton, ImportKnownItemsForm, MixRateForm } from "@/components/dashboard/answer-key-forms";
import { pct } from "@/components/dashboard/format";
import { RangePicker } from "@/components/dashboard/range-picker";
import { pageAccess } from "@/lib/auth/page-access";
import { can } from "@/lib/auth/permissions";
import { parseDashboardRange } from "@/lib/dashboard/dashboard-range";
import type { Proportion } from "@/lib/answer-key/wilson";
import { accuracyPage } from "@/lib/answer-key/accuracy-page";

export const metadata: Metadata = { title: "Reviewer accuracy" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ range?: string; from?: string; to?: string }> };

/** "3 of 4 · 75.0% (30.1–95.4%)": counts first, the interval always beside the rate. */
function Rate({ p }: { p: Proportion }) {
  if (p.n === 0) return <span className="text-slate-500">none decided</span>;
  return (
    <span>
      {p.k} of {p.n} · <strong>{pct(p.rate)}</strong> <span className="text-slate-600">(95% CI {pct(p.low)}–{pct(p.high)})</span>
    </span>
  );
}

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
        <DataTable
          label="Reviewer accuracy"
          rowKey={(r) => r.reviewerId}
          rows={rows}
          empty="No known item has been decided in this range."
          columns={[
            { header: "Reviewer", cell: (r) => (r.team ? <strong>{r.name}</strong> : r.name) },
            { header: "Recall on known-wrong", cell: (r) => <Rate p={r.recall} /> },
            { header: "Flag rate on known-right", cell: (r) => <Rate p={r.flagRate} /> },
          ]}
        />
      </section>

      <div className="mt-6">
        <ChartWithTable
          id="accuracy-trend"
          title="Team trend by week"
          chart={<AccuracyTrendChart data={acc.trend.map((t) => ({ week: t.week, recall: t.recall.rate, flagRate: t.flagRate.rate }))} />}
          table={
            <DataTable
              label="Team accuracy by week"
              rowKey={(t) => t.week}
              rows={acc.trend}
              empty="No known item decided yet."
              columns={[
                { header: "Week of", cell: (t) => t.week },
                { header: "Recall on known-wrong", cell: (t) => <Rate p={t.recall} /> },
                { header: "Flag rate on known-right", cell: (t) => <Rate p={t.flagRate} /> },
              ]}
            />
          }
        />
      </div>

      <section aria-labelledby="answer-key" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="answer-key" className="mb-3 font-medium">
          Answer key
        </h2>
        <DataTable
          label="Answer key counts"
          rowKey={(r) => r.label}
          rows={[
            { label: "Known-wrong", ...counts.wrong },
            { label: "Known-right", ...counts.right },
          ]}
          empty=""
          columns={[
            { header: "Expected decision", cell: (r) => r.label },
            { header: "Waiting to be mixed in", cell: (r) => r.staged, numeric: true },
            { header: "In the queue", cell: (r) => r.in_queue, numeric: true },
            { header: "Decided", cell: (r) => r.decided, numeric: true },
          ]}
        />
        {manage && (
          <div className="mt-4 space-y-6">
            <MixRateForm rate={rate} />
            <div>
              <h3 className="mb-2 text-sm font-medium">Add a decided real item</h3>
              <DataTable
                label="Decided real items"
                rowKey={(c) => c.id}
                rows={candidates}
                empty="No decided real items yet: decide some in the queue first, or import a set."
                columns={[
                  {
                    header: "Ticket",
                    cell: (c) => (
                      <>
                        <Link href={`/queue/${c.id}`} className="font-mono underline">
                          {c.ticket ?? "(no ticket)"}
                        </Link>
                        {c.customer && <span className="block text-xs text-slate-600">{c.customer}</span>}
                      </>
                    ),
                  },
                  { header: "Kind", cell: (c) => (c.kind === "reply" ? "reply" : c.toolName) },
                  { header: "Reasons", cell: (c) => <span className="font-mono text-xs">{c.reasonCodes.join(", ")}</span> },
                  { header: "Decision", cell: (c) => c.status },
                  { header: "Decided (UTC)", cell: (c) => (c.decidedAt ? c.decidedAt.toISOString().slice(0, 16).replace("T", " ") : "—") },
                  { header: "Used", cell: (c) => c.uses, numeric: true },
                  { header: "Add as", cell: (c) => <AddKnownItemButton heldItemId={c.id} implied={c.implied} /> },
                ]}
              />
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
