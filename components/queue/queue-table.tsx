"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import type { QueueRow } from "@/lib/review/list-held-items";
import type { HeldStatus } from "@/lib/review/decisions";
import { queueSearch, type QueueParams } from "@/lib/review/queue-params";
import { reasonLabel } from "@/lib/review/held-reasons";
import { money } from "@/lib/review/summarize-held-item";
import { StatusBadge } from "@/components/review/labels";
import { ShortcutsHelp } from "@/components/review/shortcuts-help";
import { useShortcuts } from "@/components/review/use-shortcuts";
import { DataTable, dataTableColumns } from "@/components/data-table";
import { SlaAge } from "./sla-age";
import { BulkBar, type Selection } from "./bulk-bar";
import { totalLabel } from "@/lib/review/queue-total";

const col = dataTableColumns<QueueRow>();
// The cells' inner elements are styled by their column's class (.queue-summary, .queue-ticket, ...
// in app/globals.css), not by the same utility classes repeated on each of 25 rows.

interface Props {
  rows: QueueRow[];
  total: number;
  /** More than `total` match (the count stopped at QUEUE_COUNT_CAP): shown as "10,000+". */
  totalCapped?: boolean;
  params: QueueParams;
  now: number;
  basePath?: string;
  /** What the person may do in bulk here: decide (approve, escalate) and assign. */
  can: { decide: boolean; assign: boolean };
  people: { id: string; name: string }[];
  /** Full-text search stopped at this many matches (the view says so). */
  searchLimit?: number;
}

/**
 * The queue table. Rows, sorting and pages come from the server (manual sorting and pagination);
 * changing either writes the URL, which is the view's only state, so any view can be shared. The
 * selection (checkboxes, shift-click ranges, "all matching") lives here until a bulk action runs.
 */
export function QueueTable({ rows, total, totalCapped = false, params, now, basePath = "/queue", can, people, searchLimit }: Props) {
  const router = useRouter();
  const [cursor, setCursor] = useState(0);
  const [help, setHelp] = useState(false);
  const [selection, setSelection] = useState<Selection>(new Map());
  const filters = { ...params, page: undefined, size: undefined, sort: undefined, dir: undefined };
  const filterSearch = queueSearch(filters);
  const itemHref = (id: string) => `/queue/${id}${filterSearch}`;
  const go = (p: Partial<QueueParams>) => router.push(`${basePath}${queueSearch({ ...params, ...p })}`);
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  const ticketOf = new Map(rows.map((r) => [r.id, r.ticket ?? r.id]));

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor("createdAt", { header: "Waiting", cell: (c) => <SlaAge createdAt={c.getValue()} now={now} sla={c.row.original.sla} /> }),
        col.accessor("summary", {
          header: "What is wrong",
          enableSorting: false,
          cell: (c) => (
            <span className="queue-summary">
              <span>{c.row.original.reasonCodes.map(reasonLabel).join(" · ")}</span>
              <span data-testid="queue-summary">{c.getValue()}</span>
            </span>
          ),
        }),
        col.accessor("amountAtRiskCents", {
          header: "At risk",
          enableSorting: false,
          cell: (c) => (c.getValue() === null ? <span className="text-slate-400">—</span> : <span className="tabular-nums">{money(c.getValue()!)}</span>),
        }),
        col.accessor("ticket", {
          header: "Ticket",
          enableSorting: false,
          cell: (c) => (
            <span className="queue-ticket">
              <Link href={itemHref(c.row.original.id)}>{c.getValue() ?? "—"}</Link>
              {/* Ticket ids are per agent: the agent tells two stores' "SUN-1001" apart. */}
              <span>{c.row.original.agent}</span>
            </span>
          ),
        }),
        col.accessor("customer", {
          header: "Customer",
          enableSorting: false,
          cell: (c) => (
            <span className="queue-customer">
              {c.row.original.customerName ? <span>{c.row.original.customerName}</span> : null}
              <span>{c.getValue() ?? "—"}</span>
            </span>
          ),
        }),
        col.accessor("toolName", {
          header: "Tool",
          cell: (c) => <code className="break-all font-mono text-xs">{c.row.original.kind === "reply" ? "reply" : (c.getValue() ?? "—")}</code>,
        }),
        col.accessor("status", {
          header: "Status",
          cell: (c) => {
            const e = c.row.original.escalation;
            return (
              <span className="queue-status">
                <StatusBadge status={c.getValue()} />
                {e ? (
                  // Capped by its cell on a phone (the row is a card there), at 16rem on wider screens.
                  <span className="block max-w-full truncate text-xs text-slate-600 sm:max-w-64" title={e.note ?? ""}>
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

  const pages = Math.max(1, Math.ceil(total / params.size));
  const count = totalLabel({ total, capped: totalCapped });
  // A capped count does not know the last page: there is a next page while this one is full.
  const hasNext = totalCapped ? rows.length === params.size : params.page < pages;
  useShortcuts({
    j: () => setCursor((c) => Math.min(rows.length - 1, c + 1)),
    k: () => setCursor((c) => Math.max(0, c - 1)),
    Enter: () => rows[cursor] && router.push(itemHref(rows[cursor].id)),
    o: () => rows[cursor] && router.push(itemHref(rows[cursor].id)),
    x: () => rows[cursor] && setSelection((s) => toggled(s, rows[cursor].id, rows[cursor].status)),
    "?": () => setHelp(true),
  });

  const bulkable = can.decide || can.assign;
  return (
    <div className="min-w-0">
      {bulkable && <BulkBar selection={selection} setSelection={setSelection} filters={filters} total={total} totalText={count} pageSize={rows.length} can={can} people={people} />}
      {searchLimit !== undefined && total >= searchLimit && (
        <p role="note" className="mb-2 text-sm text-amber-900">
          The search matched more than {searchLimit.toLocaleString("en")} items; showing those. Add a word or a filter to narrow it.
        </p>
      )}
      <DataTable
        label="Held items"
        columns={columns}
        data={rows}
        getRowId={(r) => r.id}
        rowCount={totalCapped ? -1 : total}
        empty="No held items match this view."
        sorting={{ id: params.sort, desc: params.dir === "desc" }}
        onSortingChange={(s) => go({ sort: (s?.id as QueueParams["sort"]) ?? "createdAt", dir: s?.desc ? "desc" : "asc", page: 1 })}
        selection={
          bulkable
            ? {
                selected: new Set(selection.keys()),
                onChange: (next) => setSelection(new Map([...next].map((id) => [id, selection.get(id) ?? statusOf.get(id) ?? "pending"]))),
                rowLabel: (id) => `Select ${ticketOf.get(id) ?? id}`,
              }
            : undefined
        }
        cellClass={{ summary: "max-w-md", amountAtRiskCents: "text-right sm:whitespace-nowrap" }}
        rowProps={(r, i) => ({
          "data-testid": "queue-row",
          "aria-selected": i === cursor,
          onClick: () => setCursor(i),
          className: i === cursor ? "bg-sky-50 outline outline-2 -outline-offset-2 outline-sky-400" : "hover:bg-slate-50",
        })}
      />
      <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <span>{total === 0 ? "0 items" : `${(params.page - 1) * params.size + 1}–${(params.page - 1) * params.size + rows.length} of ${count}`}</span>
        <span className="flex items-center gap-2">
          <button type="button" disabled={params.page <= 1} onClick={() => go({ page: params.page - 1 })} className="rounded border border-slate-300 px-2 py-1 disabled:opacity-40">
            ← Previous
          </button>
          <span>
            Page {params.page} of {pages.toLocaleString("en")}
            {totalCapped ? "+" : ""}
          </span>
          <button type="button" disabled={!hasNext} onClick={() => go({ page: params.page + 1 })} className="rounded border border-slate-300 px-2 py-1 disabled:opacity-40">
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
          ["x", "select / unselect the highlighted item (for bulk actions)"],
          ["n", "claim the next item in this view"],
          ["/", "search: customer, ticket subject, conversation, or an id"],
          ["?", "this help"],
        ]}
      />
    </div>
  );
}

function toggled(s: Selection, id: string, status: HeldStatus): Selection {
  const next = new Map(s);
  if (next.has(id)) next.delete(id);
  else next.set(id, status);
  return next;
}
