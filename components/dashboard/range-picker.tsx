import Link from "next/link";
import type { DashboardRange } from "@/lib/dashboard/dashboard-range";

/** Presets as links and a custom range as a plain GET form: the range lives in the URL. */
export function RangePicker({ range, path }: { range: DashboardRange; path: string }) {
  const last = new Date(range.to.getTime() - 1).toISOString().slice(0, 10);
  return (
    <nav aria-label="Time range" className="flex flex-wrap items-end gap-3 text-sm">
      {(["7d", "30d", "90d"] as const).map((p) => (
        <Link
          key={p}
          href={`${path}?range=${p}`}
          aria-current={range.preset === p ? "page" : undefined}
          className={`rounded border px-2 py-1 ${range.preset === p ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300 hover:bg-slate-100"}`}
        >
          Last {p.replace("d", " days")}
        </Link>
      ))}
      <form method="get" action={path} className="flex items-end gap-2">
        <label>
          From
          <input type="date" name="from" defaultValue={range.from.toISOString().slice(0, 10)} className="ml-1 rounded border border-slate-300 px-1 py-0.5" />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={last} className="ml-1 rounded border border-slate-300 px-1 py-0.5" />
        </label>
        <button type="submit" className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100">
          Show
        </button>
      </form>
    </nav>
  );
}

export function rangeQuery(range: DashboardRange): string {
  return range.preset === "custom"
    ? `from=${range.from.toISOString().slice(0, 10)}&to=${new Date(range.to.getTime() - 1).toISOString().slice(0, 10)}`
    : `range=${range.preset}`;
}
