import type { ReactNode } from "react";

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
