"use client";

import { setSla } from "@/app/(console)/queue/queue-page-actions";
import { ActionResultMessage } from "@/components/action-result";
import { useBoundAction } from "@/components/use-bound-action";
import { DataTable, dataTableColumns } from "@/components/data-table";
import { formatMinutes, SLA_MAX_MINUTES, SLA_MIN_MINUTES } from "@/lib/review/reason-sla";

type Row = { code: string; label: string; defaultMinutes: number; minutes: number };
const col = dataTableColumns<Row>();

/** One minutes field per reason; saving sends every value, the server keeps only the changes (audited). */
export function SlaSettingsForm({ rows }: { rows: Row[] }) {
  const { run, pending, result } = useBoundAction(setSla, { refresh: true });
  const columns = col.columns([
    col.accessor("label", { header: "Reason", cell: (c) => <span>{c.getValue()} <code className="ml-1 text-xs text-slate-500">{c.row.original.code}</code></span> }),
    col.accessor("minutes", {
      header: "SLA (minutes)",
      cell: (c) => (
        <input
          type="number"
          name={c.row.original.code}
          aria-label={`SLA in minutes for ${c.row.original.label}`}
          defaultValue={c.getValue()}
          min={SLA_MIN_MINUTES}
          max={SLA_MAX_MINUTES}
          required
          className="w-24 rounded border border-slate-300 px-2 py-1 text-sm tabular-nums"
        />
      ),
    }),
    col.accessor("defaultMinutes", { header: "Default", cell: (c) => formatMinutes(c.getValue()) }),
  ]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const minutes = Object.fromEntries([...new FormData(e.currentTarget).entries()].map(([k, v]) => [k, String(v)]));
        run({ minutes });
      }}
      className="space-y-3"
    >
      <DataTable label="SLA per reason" columns={columns} data={rows} getRowId={(r) => r.code} />
      <div className="flex items-center gap-3">
        <button type="submit" disabled={pending} className="rounded bg-slate-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60">
          {pending ? "Saving…" : "Save SLAs"}
        </button>
        <ActionResultMessage result={result} />
      </div>
    </form>
  );
}
