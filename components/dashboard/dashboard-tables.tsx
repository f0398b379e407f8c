"use client";
// The dashboard's and reviewer accuracy's tables, each a DataTable (components/data-table.tsx):
// the pages read the figures and hand them over; the columns live here, one list per function.
import Link from "next/link";
import { DataTable, dataTableColumns } from "@/components/data-table";
import { verdictStyle } from "@/components/review/labels";
import { reasonLabel } from "@/lib/review/held-reasons";
import type { DashboardData } from "@/lib/dashboard/load-dashboard";
import type { ClaimPrecision } from "@/lib/dashboard/claim-precision";
import type { accuracyPage } from "@/lib/answer-key/accuracy-page";
import type { Proportion } from "@/lib/answer-key/wilson";
import { AddKnownItemButton } from "./answer-key-forms";
import { pct, ratio } from "./format";

/** Right-aligned tabular figures for these column ids, header and cells alike. */
const numeric = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, "text-right tabular-nums"]));
const day = (d: Date | string) => (typeof d === "string" ? d : d.toISOString()).slice(0, 10);

type Rate = DashboardData["holds"]["byDay"][number];
const rates = dataTableColumns<Rate>();
const rateCells = [
  rates.accessor("checked", { header: "Checked" }),
  rates.accessor("held", { header: "Held" }),
  rates.accessor("rate", { header: "Hold rate", cell: (c) => pct(c.getValue()) }),
];
const byDayColumns = rates.columns([rates.accessor("key", { id: "day", header: "Day" }), ...rateCells]);
const byToolColumns = rates.columns([rates.accessor("key", { id: "tool", header: "Tool", cell: (c) => <span className="font-mono">{c.getValue()}</span> }), ...rateCells]);
const rateNumbers = numeric("checked", "held", "rate");

export function HoldRateByDayTable({ rows }: { rows: Rate[] }) {
  return <DataTable label="Hold rate per day" columns={byDayColumns} data={rows} getRowId={(r) => r.key} cellClass={rateNumbers} empty="No checks." />;
}
export function HoldRateByToolTable({ rows }: { rows: Rate[] }) {
  return <DataTable label="Hold rate by tool" columns={byToolColumns} data={rows} getRowId={(r) => r.key} cellClass={rateNumbers} empty="No checks." />;
}

const reasons = dataTableColumns<DashboardData["holds"]["byReason"][number]>();
const reasonColumns = reasons.columns([
  reasons.accessor("key", {
    id: "reason",
    header: "Reason",
    cell: (c) => (
      <>
        {reasonLabel(c.getValue())} <span className="font-mono text-xs text-slate-600">{c.getValue()}</span>
      </>
    ),
  }),
  reasons.accessor("held", { header: "Held" }),
  reasons.accessor("rate", { header: "Share of checks", cell: (c) => pct(c.getValue(), 2) }),
]);
export function HoldRateByReasonTable({ rows }: { rows: DashboardData["holds"]["byReason"] }) {
  return <DataTable label="Hold rate by reason code" columns={reasonColumns} data={rows} getRowId={(r) => r.key} cellClass={numeric("held", "rate")} empty="Nothing was held in this range." />;
}

export interface OutcomeRow {
  label: string;
  n: number;
  /** n over every held item of the range (null when nothing was held). */
  share: number | null;
}
const outcomes = dataTableColumns<OutcomeRow>();
const outcomeColumns = outcomes.columns([
  outcomes.accessor("label", { header: "Outcome" }),
  outcomes.accessor("n", { header: "Items" }),
  outcomes.accessor("share", { header: "Share", cell: (c) => pct(c.getValue()) }),
]);
export function OutcomesTable({ rows }: { rows: OutcomeRow[] }) {
  return <DataTable label="Outcomes" columns={outcomeColumns} data={rows} getRowId={(r) => r.label} cellClass={numeric("n", "share")} empty="Nothing held." />;
}

const invented = dataTableColumns<DashboardData["invented"][number]>();
const inventedColumns = invented.columns([
  invented.accessor("tool", { header: "Tool name", cell: (c) => <span className="font-mono">{c.getValue()}</span> }),
  invented.accessor("calls", { header: "Calls" }),
  invented.accessor("runs", { header: "Runs" }),
  invented.accessor("lastSeen", { header: "Last asked", cell: (c) => day(c.getValue()) }),
]);
export function InventedToolsTable({ rows }: { rows: DashboardData["invented"] }) {
  return <DataTable label="Invented tool names" columns={inventedColumns} data={rows} getRowId={(r) => r.tool} cellClass={numeric("calls", "runs")} empty="No agent asked for a tool that does not exist in this range." />;
}

type HealthDay = DashboardData["health"]["days"][number];
type Thresholds = DashboardData["health"]["thresholds"];
const health = dataTableColumns<HealthDay>();
const healthColumns = (t: Thresholds) =>
  health.columns([
    health.accessor("day", { header: "Day" }),
    health.accessor("verifications", { header: "Reply checks" }),
    health.accessor("truncated", { header: "Truncated" }),
    health.accessor("truncationRate", { header: "Truncation rate", cell: (c) => `${pct(c.getValue())}${(c.getValue() ?? 0) > t.truncationRate ? " (above alarm)" : ""}` }),
    health.accessor("unverifiable", { header: "Unverifiable" }),
    health.accessor("invented", { header: "Invented" }),
    health.accessor("unverifiableToInvented", { header: "Unverifiable / invented", cell: (c) => `${ratio(c.getValue())}${(c.getValue() ?? 0) > t.unverifiableToInvented ? " (above alarm)" : ""}` }),
  ]);
export function EvidenceHealthTable({ rows, thresholds }: { rows: HealthDay[]; thresholds: Thresholds }) {
  return <DataTable label="Evidence health per day" columns={healthColumns(thresholds)} data={rows} getRowId={(r) => r.day} cellClass={numeric("verifications", "truncated", "truncationRate", "unverifiable", "invented", "unverifiableToInvented")} empty="No reply checks in this range." />;
}

type ActionDay = DashboardData["actions"]["days"][number];
const actionDays = dataTableColumns<ActionDay>();
const actionColumns = actionDays.columns([actionDays.accessor("day", { header: "Day" }), actionDays.accessor("unperformed", { header: "Unperformed" }), actionDays.accessor("failedAction", { header: "Failed action" })]);
export function ActionClaimsTable({ rows }: { rows: ActionDay[] }) {
  return <DataTable label="Claimed actions that did not happen, per day" columns={actionColumns} data={rows} getRowId={(r) => r.day} cellClass={numeric("unperformed", "failedAction")} empty="No reply in this range claimed an action that did not happen." />;
}

const kinds = dataTableColumns<ClaimPrecision["falseAlarms"]["byKind"][number]>();
const kindColumns = kinds.columns([
  kinds.accessor("kind", { header: "Claim kind" }),
  kinds.accessor("decided", { header: "Held replies decided" }),
  kinds.accessor("falseAlarms", { header: "Approved unchanged" }),
  kinds.accessor("rate", { header: "False-alarm rate", cell: (c) => pct(c.getValue()) }),
]);
export function FalseAlarmsTable({ rows }: { rows: ClaimPrecision["falseAlarms"]["byKind"] }) {
  return <DataTable label="False-alarm rate by claim kind" columns={kindColumns} data={rows} getRowId={(r) => r.kind} cellClass={numeric("decided", "falseAlarms", "rate")} empty="No held reply was decided in this range." />;
}

export interface VerdictRow {
  verdict: string;
  claims: number;
  share: number | null;
}
const verdicts = dataTableColumns<VerdictRow>();
const verdictColumns = verdicts.columns([
  verdicts.accessor("verdict", { header: "Verdict", cell: (c) => verdictStyle(c.getValue()).label }),
  verdicts.accessor("claims", { header: "Claims" }),
  verdicts.accessor("share", { header: "Share", cell: (c) => pct(c.getValue()) }),
]);
export function VerdictsTable({ rows }: { rows: VerdictRow[] }) {
  return <DataTable label="Claims per verdict" columns={verdictColumns} data={rows} getRowId={(r) => r.verdict} cellClass={numeric("claims", "share")} empty="No reply checks." />;
}

type AccuracyPage = Awaited<ReturnType<typeof accuracyPage>>;

/** "3 of 4 · 75.0% (30.1–95.4%)": counts first, the interval always beside the rate. */
export function RateCell({ p }: { p: Proportion }) {
  if (p.n === 0) return <span className="text-slate-500">none decided</span>;
  return (
    <span>
      {p.k} of {p.n} · <strong>{pct(p.rate)}</strong> <span className="text-slate-600">(95% CI {pct(p.low)}–{pct(p.high)})</span>
    </span>
  );
}

export interface ReviewerAccuracyRow {
  reviewerId: string;
  name: string;
  recall: Proportion;
  flagRate: Proportion;
  /** The team's total line, set in bold. */
  team: boolean;
}
const reviewers = dataTableColumns<ReviewerAccuracyRow>();
const reviewerColumns = reviewers.columns([
  reviewers.accessor("name", { header: "Reviewer", cell: (c) => (c.row.original.team ? <strong>{c.getValue()}</strong> : c.getValue()) }),
  reviewers.accessor("recall", { header: "Recall on known-wrong", cell: (c) => <RateCell p={c.getValue()} /> }),
  reviewers.accessor("flagRate", { header: "Flag rate on known-right", cell: (c) => <RateCell p={c.getValue()} /> }),
]);
export function ReviewerAccuracyTable({ rows }: { rows: ReviewerAccuracyRow[] }) {
  return <DataTable label="Reviewer accuracy" columns={reviewerColumns} data={rows} getRowId={(r) => r.reviewerId} empty="No known item has been decided in this range." />;
}

type TrendPoint = AccuracyPage["accuracy"]["trend"][number];
const trend = dataTableColumns<TrendPoint>();
const trendColumns = trend.columns([
  trend.accessor("week", { header: "Week of" }),
  trend.accessor("recall", { header: "Recall on known-wrong", cell: (c) => <RateCell p={c.getValue()} /> }),
  trend.accessor("flagRate", { header: "Flag rate on known-right", cell: (c) => <RateCell p={c.getValue()} /> }),
]);
export function AccuracyTrendTable({ rows }: { rows: TrendPoint[] }) {
  return <DataTable label="Team accuracy by week" columns={trendColumns} data={rows} getRowId={(r) => r.week} empty="No known item decided yet." />;
}

export interface AnswerKeyCountRow {
  label: string;
  staged: number;
  in_queue: number;
  decided: number;
}
const keyCounts = dataTableColumns<AnswerKeyCountRow>();
const keyCountColumns = keyCounts.columns([
  keyCounts.accessor("label", { header: "Expected decision" }),
  keyCounts.accessor("staged", { header: "Waiting to be mixed in" }),
  keyCounts.accessor("in_queue", { header: "In the queue" }),
  keyCounts.accessor("decided", { header: "Decided" }),
]);
export function AnswerKeyCountsTable({ rows }: { rows: AnswerKeyCountRow[] }) {
  return <DataTable label="Answer key counts" columns={keyCountColumns} data={rows} getRowId={(r) => r.label} cellClass={numeric("staged", "in_queue", "decided")} />;
}

type Candidate = AccuracyPage["candidates"][number];
const candidates = dataTableColumns<Candidate>();
const candidateColumns = candidates.columns([
  candidates.accessor("ticket", {
    header: "Ticket",
    cell: (c) => (
      <>
        <Link href={`/queue/${c.row.original.id}`} className="font-mono underline">
          {c.getValue() ?? "(no ticket)"}
        </Link>
        {c.row.original.customer && <span className="block text-xs text-slate-600">{c.row.original.customer}</span>}
      </>
    ),
  }),
  candidates.accessor("kind", { header: "Kind", cell: (c) => (c.getValue() === "reply" ? "reply" : c.row.original.toolName) }),
  candidates.accessor("reasonCodes", { header: "Reasons", cell: (c) => <span className="text-xs">{c.getValue().map(reasonLabel).join(", ")}</span> }),
  candidates.accessor("status", { header: "Decision" }),
  candidates.accessor("decidedAt", { header: "Decided (UTC)", cell: (c) => (c.getValue() ? new Date(c.getValue()!).toISOString().slice(0, 16).replace("T", " ") : "—") }),
  candidates.accessor("uses", { header: "Used" }),
  candidates.display({ id: "add", header: "Add as", cell: (c) => <AddKnownItemButton heldItemId={c.row.original.id} implied={c.row.original.implied} /> }),
]);
export function DecidedRealItemsTable({ rows }: { rows: Candidate[] }) {
  return <DataTable label="Decided real items" columns={candidateColumns} data={rows} getRowId={(r) => r.id} cellClass={numeric("uses")} empty="No decided real items yet: decide some in the queue first, or import a set." />;
}
