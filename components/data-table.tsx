"use client";

import { useRef, type HTMLAttributes, type ReactNode } from "react";
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type RowData, type SortingState } from "@tanstack/react-table";

/** The features every console list uses: sorting (manual: the server sorts, the URL holds the state). */
export const dataTableFeatures = tableFeatures({ rowSortingFeature });
export type DataTableFeatures = typeof dataTableFeatures;
export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Column helper for a list's rows: `const col = dataTableColumns<UserRow>()`, then `col.accessor(...)`. */
export const dataTableColumns = <Row extends RowData>() => createColumnHelper<DataTableFeatures, Row>();

export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** What the checkbox of a row says to a screen reader ("Select SU-88412"). */
  rowLabel: (id: string) => string;
}

export interface DataTableProps<Row extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<Row>[];
  data: Row[];
  getRowId: (row: Row) => string;
  /** Shown instead of an empty body. */
  empty?: ReactNode;
  /** Server-side sorting: the current sort (one column) and what to do when a header is clicked. Headers sort only when given. */
  sorting?: { id: string; desc: boolean };
  onSortingChange?: (next: { id: string; desc: boolean } | null) => void;
  /** Checkbox selection with shift-click ranges; the parent owns the set. */
  selection?: RowSelection;
  /** Per-row attributes (test ids, the keyboard cursor's highlight, click handlers). */
  rowProps?: (row: Row, index: number) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;
  /** Extra classes per column id (alignment, widths). */
  cellClass?: Partial<Record<string, string>>;
  /** Total rows of the whole view when the table shows one page. */
  rowCount?: number;
  className?: string;
}

// The body's rows and cells are styled once by the table's class (.data-table in app/globals.css:
// padding, borders, the phone's card layout) rather than by classes repeated on every cell: on the
// queue's 25 rows those were 45 KB of its HTML.
const th = "px-3 py-2 text-left text-xs font-medium text-slate-600";

/**
 * The console's one table, on TanStack Table v9. Below the `sm` breakpoint every row becomes a
 * card of label/value lines (each cell carries its header as data-label), so a 390 px phone
 * never scrolls sideways. Sorting is manual (the server sorts), selection is a set the caller
 * keeps; shift-click on a checkbox selects or clears the whole range since the last click.
 */
export function DataTable<Row extends RowData>({ label, columns, data, getRowId, empty, sorting, onSortingChange, selection, rowProps, cellClass, rowCount, className }: DataTableProps<Row>) {
  const state: SortingState = sorting ? [sorting] : [];
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    manualSorting: true,
    enableMultiSort: false,
    enableSorting: !!onSortingChange,
    state: { sorting: state },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(state) : updater;
      onSortingChange?.(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
    },
  });
  const anchor = useRef<number | null>(null);
  const ids = data.map(getRowId);
  const allOnPage = selection && ids.length > 0 && ids.every((id) => selection.selected.has(id));
  const someOnPage = selection && ids.some((id) => selection.selected.has(id));

  const toggle = (index: number, shift: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    const on = !selection.selected.has(ids[index]);
    const from = shift && anchor.current !== null ? Math.min(anchor.current, index) : index;
    const to = shift && anchor.current !== null ? Math.max(anchor.current, index) : index;
    for (let i = from; i <= to; i++) {
      if (on) next.add(ids[i]);
      else next.delete(ids[i]);
    }
    anchor.current = index;
    selection.onChange(next);
  };
  const togglePage = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (allOnPage) next.delete(id);
      else next.add(id);
    }
    selection.onChange(next);
  };

  const headerGroups = table.getHeaderGroups();
  const headerText = new Map<string, string>();
  for (const h of headerGroups.flatMap((g) => g.headers)) {
    const def = h.column.columnDef.header;
    headerText.set(h.column.id, typeof def === "string" ? def : h.column.id);
  }

  return (
    <div className={`rounded-lg border border-slate-200 bg-white ${className ?? ""}`}>
      <table className="data-table w-full text-sm max-sm:block" aria-label={label} aria-rowcount={rowCount}>
        <thead className="border-b border-slate-200 bg-slate-50 max-sm:hidden">
          {headerGroups.map((hg) => (
            <tr key={hg.id}>
              {selection && (
                <th scope="col" className={`${th} w-8`}>
                  <input
                    type="checkbox"
                    aria-label="Select every row on this page"
                    checked={!!allOnPage}
                    ref={(el) => {
                      if (el) el.indeterminate = !allOnPage && !!someOnPage;
                    }}
                    onChange={togglePage}
                  />
                </th>
              )}
              {hg.headers.map((h) => {
                const sorted = h.column.getIsSorted();
                return (
                  <th key={h.id} scope="col" className={`${th} ${cellClass?.[h.column.id] ?? ""}`} aria-sort={sorted ? (sorted === "desc" ? "descending" : "ascending") : undefined}>
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
        <tbody className="max-sm:block">
          {table.getRowModel().rows.map((row, i) => {
            const extra = rowProps?.(row.original, i) ?? {};
            return (
              <tr key={row.id} {...extra}>
                {selection && (
                  <td className="w-8">
                    <input
                      type="checkbox"
                      aria-label={selection.rowLabel(row.id)}
                      checked={selection.selected.has(row.id)}
                      onClick={(e) => e.stopPropagation()}
                      onChange={(e) => toggle(i, (e.nativeEvent as MouseEvent).shiftKey === true)}
                    />
                  </td>
                )}
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-label={headerText.get(cell.column.id)} className={cellClass?.[cell.column.id]}>
                    <div>
                      <table.FlexRender cell={cell} />
                    </div>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {data.length === 0 && empty ? <div className="p-6 text-center text-sm text-slate-600">{empty}</div> : null}
    </div>
  );
}
