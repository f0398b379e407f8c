"use client";
// The not-checked share's tables (one DataTable each): per agent, and per day with a column per
// agent. A cell over the threshold says so in words and a symbol, not colour alone.
import { useMemo } from "react";
import { DataTable, dataTableColumns } from "@/components/data-table";
import type { NotCheckedShare, ShareCell } from "@/lib/dashboard/not-checked-share";
import { pct } from "./format";

const OVER = "bg-red-50 font-semibold text-red-900";

/** "25.0% (2 of 8)", with "⚠ over" when above the threshold. */
function Share({ cell }: { cell: ShareCell | undefined }) {
  if (!cell || cell.share === null) return <span className="text-slate-400">—</span>;
  return (
    <span data-flagged={cell.over ? "over" : undefined}>
      {cell.over ? <span aria-hidden="true">⚠ </span> : null}
      {pct(cell.share)}
      <span className="text-xs font-normal text-slate-600">
        {" "}
        ({cell.notChecked} of {cell.policy})
      </span>
      {cell.over ? <span className="text-xs"> over the threshold</span> : null}
    </span>
  );
}

type AgentRow = NotCheckedShare["agents"][number];
const agentCols = dataTableColumns<AgentRow>();
const agentColumns = agentCols.columns([
  agentCols.accessor("name", { header: "Agent" }),
  agentCols.accessor("policy", { header: "Policy sentences" }),
  agentCols.accessor("notChecked", { header: "Not checked" }),
  agentCols.accessor("share", { header: "Share not checked", cell: (c) => <Share cell={c.row.original} /> }),
]);

export function NotCheckedByAgentTable({ rows }: { rows: AgentRow[] }) {
  return (
    <DataTable
      label="Not-checked share per agent"
      columns={agentColumns}
      data={rows}
      getRowId={(r) => r.id}
      rowProps={(r) => ({ "data-testid": "not-checked-agent", "data-agent": r.name, className: r.over ? OVER : undefined })}
      cellClass={{ policy: "text-right tabular-nums", notChecked: "text-right tabular-nums", share: "text-right tabular-nums" }}
      empty="No policy sentence was checked in this range."
    />
  );
}

type DayRow = NotCheckedShare["days"][number];

export function NotCheckedByDayTable({ days, agents }: { days: DayRow[]; agents: NotCheckedShare["agents"] }) {
  const columns = useMemo(() => {
    const col = dataTableColumns<DayRow>();
    return col.columns([
      col.accessor("day", { header: "Day" }),
      col.display({ id: "all", header: "All agents", cell: (c) => <Share cell={c.row.original.total} /> }),
      ...agents.map((a) => col.display({ id: `agent-${a.id}`, header: a.name, cell: (c) => <Share cell={c.row.original.byAgent[a.id]} /> })),
    ]);
  }, [agents]);
  const numeric = Object.fromEntries(["all", ...agents.map((a) => `agent-${a.id}`)].map((id) => [id, "text-right tabular-nums"]));
  return (
    <DataTable
      label="Not-checked share per day"
      columns={columns}
      data={days.filter((d) => d.total.policy > 0)}
      getRowId={(r) => r.day}
      cellClass={numeric}
      empty="No policy sentence was checked in this range."
    />
  );
}
