"use client";
// The policy lists, each a DataTable: the page reads the rows, the columns live here.
import Link from "next/link";
import { DataTable, dataTableColumns } from "@/components/data-table";

export interface ClauseListRow {
  id: string;
  key: string;
  title: string;
  aliases: string[];
  version: number;
  state: string;
  /** "2 (1 draft)": how many facts the clause states and how many wait to be confirmed. */
  facts: string;
  /** A draft imported from a policy document, waiting for review (highlighted). */
  waitingDraft: boolean;
}
const clauses = dataTableColumns<ClauseListRow>();
const clauseColumns = clauses.columns([
  clauses.accessor("key", { header: "Id", cell: (c) => <Link href={`/policies/${encodeURIComponent(c.getValue())}`} className="font-mono underline">{c.getValue()}</Link> }),
  clauses.accessor("title", { header: "Title" }),
  clauses.accessor("aliases", { header: "Old ids", cell: (c) => <span className="font-mono text-slate-600">{c.getValue().join(", ") || "—"}</span> }),
  clauses.accessor("version", { header: "Version" }),
  clauses.accessor("state", { header: "State" }),
  clauses.accessor("facts", { header: "Facts" }),
]);
export function ClausesTable({ rows }: { rows: ClauseListRow[] }) {
  return <DataTable label="Clauses" columns={clauseColumns} data={rows} getRowId={(r) => r.id} rowProps={(r) => ({ "data-testid": `clause-${r.key}`, className: r.waitingDraft ? "bg-teal-50/40" : "" })} />;
}

export interface LowSupportRow {
  heldItemId: string;
  createdAt: string;
  claimText: string;
  citedAs: string;
  clauseVersion: string | null;
  score: number;
  status: string;
}
const low = dataTableColumns<LowSupportRow>();
const lowColumns = low.columns([
  low.accessor("heldItemId", {
    header: "Held item",
    cell: (c) => (
      <>
        <Link href={`/queue/${c.getValue()}`} className="font-mono underline">
          {c.getValue().slice(-8)}
        </Link>
        <span className="block text-xs text-slate-500">{c.row.original.createdAt.slice(0, 16).replace("T", " ")}</span>
      </>
    ),
  }),
  low.accessor("claimText", { header: "Sentence" }),
  low.accessor("citedAs", { header: "Cited as", cell: (c) => <span className="font-mono">{c.getValue()}</span> }),
  low.accessor("clauseVersion", { header: "Version", cell: (c) => (c.getValue() ? <Link href={`?version=${c.getValue()}`} className="underline">v{c.getValue()}</Link> : "—") }),
  low.accessor("score", { header: "Score", cell: (c) => <span className="tabular-nums">{c.getValue().toFixed(2)}</span> }),
  low.accessor("status", { header: "Status" }),
]);
export function LowSupportTable({ rows }: { rows: LowSupportRow[] }) {
  return <DataTable label="Held replies citing this clause with low support" columns={lowColumns} data={rows} getRowId={(r) => `${r.heldItemId}-${r.claimText}`} rowProps={() => ({ className: "align-top" })} />;
}
