"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { createColumnHelper, rowPaginationFeature, rowSortingFeature, tableFeatures, useTable, type SortingState } from "@tanstack/react-table";
import type { QueueRow } from "@/lib/review/list-held-items";
import { queueSearch, type QueueParams } from "@/lib/review/queue-params";
import { ReasonCode, StatusBadge, age } from "@/components/review/labels";
import { ShortcutsHelp } from "@/components/review/shortcuts-help";
import { useShortcuts } from "@/components/review/use-shortcuts";

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const col = createColumnHelper<typeof features, QueueRow>();

/**
 * The queue table. Rows, sorting and pages come from the server (manual sorting and pagination);
 * changing either writes the URL, which is the table's only state, so any view can be shared.
 */
export function QueueTable({ rows, total, params, now, basePath = "/queue" }: { rows: QueueRow[]; total: number; params: QueueParams; now: number; basePath?: string }) {
  const router = useRouter();
  const [cursor, setCursor] = useState(0);
  const [help, setHelp] = useState(false);
  const filters = { ...params, page: undefined, size: undefined, sort: undefined, dir: undefined };
  const filterSearch = queueSearch(filters);
  const itemHref = (id: string) => `/queue/${id}${filterSearch}`;
  const go = (p: Partial<QueueParams>) => router.push(`${basePath}${queueSearch({ ...params, ...p })}`);

  const columns = useMemo(
    () =>
      col.columns([
      col.accessor("createdAt", {
        header: "Waiting",
        cell: (c) => (
          <time dateTime={c.getValue()} title={c.getValue()}>
            {age(c.getValue(), now)}
          </time>
        ),
      }),
      col.accessor("kind", { header: "Kind", enableSorting: false, cell: (c) => (c.getValue() === "write" ? "Write" : "Reply") }),
      col.accessor("toolName", { header: "Tool", cell: (c) => <code className="font-mono text-xs">{c.getValue() ?? "—"}</code> }),
      col.accessor("reasonCodes", { header: "Reason", enableSorting: false, cell: (c) => <span className="flex flex-wrap gap-1">{c.getValue().map((r) => <ReasonCode key={r} code={r} />)}</span> }),
      col.accessor("ticket", {
        header: "Ticket",
        enableSorting: false,
        cell: (c) => (
          <span className="flex flex-col items-start">
            <Link href={itemHref(c.row.original.id)} className="font-mono text-xs font-medium text-slate-900 underline decoration-slate-300 hover:decoration-slate-900">
              {c.getValue() ?? "—"}
            </Link>
            {/* Ticket ids are per agent: the agent tells two stores' "SUN-1001" apart. */}
            <span className="text-xs text-slate-600">{c.row.original.agent}</span>
          </span>
        ),
      }),
      col.accessor("customer", { header: "Customer", enableSorting: false, cell: (c) => <span className="font-mono text-xs">{c.getValue() ?? "—"}</span> }),
      col.accessor("status", {
        header: "Status",
        cell: (c) => {
          const e = c.row.original.escalation;
          return (
            <span className="flex flex-col items-start gap-0.5">
              <StatusBadge status={c.getValue()} />
              {e ? (
                <span className="max-w-64 truncate text-xs text-slate-600" title={e.note ?? ""}>
                  {e.by}: {e.note}
                </span>
              ) : null}
            </span>
          );
        },
      }),
      col.display({
        id: "who",
        header: "Reviewing / assigned",
        cell: (c) => {
          const r = c.row.original;
          return (
            <span className="text-xs text-slate-700">
              {r.lease ? <span title={`until ${r.lease.until}`}>● reviewing: {r.lease.name}</span> : null}
              {r.lease && r.assignee ? " · " : null}
              {r.assignee ? <span>→ {r.assignee.name}</span> : null}
              {!r.lease && !r.assignee ? <span className="text-slate-400">—</span> : null}
            </span>
          );
        },
      }),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [now, filterSearch],
  );

  const sorting: SortingState = [{ id: params.sort, desc: params.dir === "desc" }];
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (r) => r.id,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: params.page - 1, pageSize: params.size } },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const s = next[0];
      go({ sort: (s?.id as QueueParams["sort"]) ?? "createdAt", dir: s?.desc ? "desc" : "asc", page: 1 });
    },
  });

  const pages = Math.max(1, Math.ceil(total / params.size));
  useShortcuts({
    j: () => setCursor((c) => Math.min(rows.length - 1, c + 1)),
    k: () => setCursor((c) => Math.max(0, c - 1)),
    Enter: () => rows[cursor] && router.push(itemHref(rows[cursor].id)),
    o: () => rows[cursor] && router.push(itemHref(rows[cursor].id)),
    "?": () => setHelp(true),
  });

  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm" aria-label="Held items" aria-rowcount={total}>
          <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs text-slate-600">
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const sorted = h.column.getIsSorted();
                  return (
                    <th key={h.id} scope="col" className="px-3 py-2 font-medium" aria-sort={sorted ? (sorted === "desc" ? "descending" : "ascending") : undefined}>
                      {h.column.getCanSort() ? (
                        <button type="button" onClick={h.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 hover:text-slate-900">
                          <table.FlexRender header={h} />
                          <span aria-hidden="true">{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}</span>
                        </button>
                      ) : (
                        <table.FlexRender header={h} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row, i) => (
              <tr
                key={row.id}
                data-testid="queue-row"
                aria-selected={i === cursor}
                onClick={() => setCursor(i)}
                className={`border-b border-slate-100 last:border-0 ${i === cursor ? "bg-sky-50 outline outline-2 -outline-offset-2 outline-sky-400" : "hover:bg-slate-50"}`}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-1.5 align-middle">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="p-6 text-center text-sm text-slate-600">No held items match this view.</p>}
      </div>
      <nav aria-label="Pages" className="mt-3 flex items-center justify-between text-sm text-slate-700">
        <span>
          {total === 0 ? "0 items" : `${(params.page - 1) * params.size + 1}–${Math.min(total, params.page * params.size)} of ${total.toLocaleString("en")}`}
        </span>
        <span className="flex items-center gap-2">
          <button type="button" disabled={params.page <= 1} onClick={() => go({ page: params.page - 1 })} className="rounded border border-slate-300 px-2 py-1 disabled:opacity-40">
            ← Previous
          </button>
          <span>
            Page {params.page} of {pages.toLocaleString("en")}
          </span>
          <button type="button" disabled={params.page >= pages} onClick={() => go({ page: params.page + 1 })} className="rounded border border-slate-300 px-2 py-1 disabled:opacity-40">
            Next →
          </button>
        </span>
      </nav>
      <ShortcutsHelp
        open={help}
        onClose={() => setHelp(false)}
        shortcuts={[
          ["j / k", "move down / up the list"],
          ["Enter", "open the selected item"],
          ["n", "claim the next item in this view"],
          ["/", "search by ticket, order or run id"],
          ["?", "this help"],
        ]}
      />
    </div>
  );
}
