"use client";

import { DataTable, dataTableColumns } from "@/components/data-table";
import { age } from "@/components/review/labels";
import type { WorkloadRow } from "@/lib/review/reviewer-workload";

type Row = WorkloadRow & { asOf: string };
const col = dataTableColumns<Row>();
const num = (v: number) => <span className="tabular-nums">{v}</span>;
const columns = col.columns([
  col.accessor("name", { header: "Person", cell: (c) => `${c.getValue()} (${c.row.original.role})` }),
  col.accessor("assignedPending", { header: "Assigned pending", cell: (c) => num(c.getValue()) }),
  col.accessor("assignedEscalated", { header: "Assigned escalations", cell: (c) => num(c.getValue()) }),
  col.accessor("oldestAssigned", { header: "Oldest assigned", cell: (c) => (c.getValue() ? age(c.getValue()!, Date.parse(c.row.original.asOf)) : "—") }),
  col.accessor("reviewing", { header: "Reviewing now", cell: (c) => num(c.getValue()) }),
  col.accessor("decidedToday", { header: "Decided today", cell: (c) => num(c.getValue()) }),
]);

/** The team's load (managers): who has what assigned, who is reviewing, who decided how much today. */
export function WorkloadPanel({ rows }: { rows: Row[] }) {
  return (
    <details className="mb-3 rounded-lg border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer text-sm font-medium">Workload per reviewer</summary>
      <div className="mt-2">
        <DataTable label="Workload per reviewer" columns={columns} data={rows} getRowId={(r) => r.id} empty="Nobody decides items yet." />
      </div>
    </details>
  );
}
