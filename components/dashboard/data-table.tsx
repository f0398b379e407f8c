import type { ReactNode } from "react";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

/** The table view of a chart's numbers (and the dashboard's plain tables). */
export function DataTable<T>({ label, columns, rows, empty, rowKey }: { label: string; columns: Column<T>[]; rows: T[]; empty: string; rowKey: (row: T) => string }) {
  if (rows.length === 0) return <p className="rounded border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse bg-white text-sm" aria-label={label}>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`p-2 font-medium ${c.numeric ? "text-right" : ""}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} className="border-b border-slate-100">
              {columns.map((c) => (
                <td key={c.header} className={`p-2 ${c.numeric ? "text-right tabular-nums" : ""}`}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart with its numbers one click away, as a real table (screen readers get the table). */
export function ChartWithTable({ title, id, chart, table, note }: { title: string; id: string; chart: ReactNode; table: ReactNode; note?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="font-medium">
        {title}
      </h2>
      {note && <div className="mt-1 text-sm text-slate-600">{note}</div>}
      <div className="mt-3" aria-hidden="true">
        {chart}
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm text-slate-700 underline">Table view</summary>
        <div className="mt-2">{table}</div>
      </details>
    </section>
  );
}
