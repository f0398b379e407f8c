"use client";

import { useState } from "react";
import { assignItems, bulkDecide, selectMatching } from "@/app/(console)/queue/queue-page-actions";
import { useBoundAction } from "@/components/use-bound-action";
import type { BulkDecision } from "@/lib/review/bulk-decide";
import type { HeldStatus } from "@/lib/review/decisions";
import type { QueueFilters } from "@/lib/review/queue-params";

/** Selected item id → the status it had when selected (what the bulk action's conflict check compares). */
export type Selection = Map<string, HeldStatus>;

type Outcome = { id: string; ticket: string | null; ok: boolean; status?: string; code?: string; message?: string };
type Report = { title: string; results: Outcome[] };

const button = "rounded px-3 py-1.5 text-sm font-medium disabled:opacity-50";

/**
 * Bulk work on the selection: approve, reject and send back, or escalate with one note, or assign
 * (to a person, to nobody, round-robin). Each item is decided on its own on the server; the report lists every
 * item that was not, with the reason (decided by someone else meanwhile, being reviewed, ...).
 */
export function BulkBar({ selection, setSelection, filters, total, totalText, pageSize, can, people }: {
  selection: Selection;
  setSelection: (s: Selection) => void;
  filters: QueueFilters;
  total: number;
  /** The view's count as shown ("10,000+" when capped). */
  totalText: string;
  pageSize: number;
  can: { decide: boolean; assign: boolean };
  people: { id: string; name: string }[];
}) {
  const selecting = useBoundAction(selectMatching);
  const deciding = useBoundAction(bulkDecide, { refresh: true });
  const assigning = useBoundAction(assignItems, { refresh: true });
  const pending = selecting.pending || deciding.pending || assigning.pending;
  const [note, setNote] = useState("");
  const [assignee, setAssignee] = useState("round_robin");
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const n = selection.size;
  const items = () => [...selection].map(([id, seenStatus]) => ({ id, seenStatus }));

  const selectAll = () => {
    setError(null);
    selecting.run(filters, (r) => {
      if (!r.ok) return setError(r.error.message);
      setSelection(new Map(r.data.items.map((i) => [i.id, i.status])));
      if (r.data.total > r.data.items.length) setError(`${r.data.total.toLocaleString("en")} items match; a bulk action takes at most ${r.data.limit}, so the first ${r.data.items.length} (oldest) are selected.`);
    });
  };

  const decide = (action: BulkDecision) => {
    setError(null);
    deciding.run({ action, note, items: items() }, (r) => {
      if (!r.ok) return setError(r.error.message);
      setReport({ title: r.message ?? "", results: r.data.results });
      setSelection(new Map());
      setNote("");
    });
  };

  const assign = () => {
    setError(null);
    const target = assignee === "round_robin" ? ({ to: "round_robin" } as const) : assignee === "nobody" ? ({ to: "nobody" } as const) : ({ to: "user", userId: assignee } as const);
    assigning.run({ items: items(), target }, (r) => {
      if (!r.ok) return setError(r.error.message);
      setReport({ title: r.message ?? "", results: r.data.results });
      setSelection(new Map());
    });
  };

  const failed = report?.results.filter((x) => !x.ok) ?? [];
  return (
    <div className="mb-3 space-y-2">
      {n > 0 && (
        <section aria-label="Bulk actions" className="rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <strong data-testid="selected-count">{n.toLocaleString("en")} selected</strong>
            {n >= pageSize && total > n && (
              <button type="button" disabled={pending} onClick={selectAll} className="underline">
                Select all {totalText} matching this view
              </button>
            )}
            <button type="button" onClick={() => setSelection(new Map())} className="underline">
              Clear selection
            </button>
          </div>
          {can.decide && (
            <div className="mt-2 flex flex-wrap items-end gap-2">
              <label className="min-w-0 flex-1 text-xs text-slate-700">
                Note for every selected item (required)
                <textarea aria-describedby="bulk-note-hint" value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={1} className="mt-0.5 block w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm" />
              </label>
              <button type="button" disabled={pending || !note.trim()} onClick={() => decide("approve")} className={`${button} bg-emerald-700 text-white`}>
                Approve {n}
              </button>
              <button type="button" disabled={pending || !note.trim()} onClick={() => decide("reject")} className={`${button} bg-red-700 text-white`}>
                Reject and send back {n}
              </button>
              <button type="button" disabled={pending || !note.trim()} onClick={() => decide("escalate")} className={`${button} bg-violet-700 text-white`}>
                Escalate {n}
              </button>
              <p id="bulk-note-hint" className="basis-full text-xs text-slate-600">
                A rejection runs nothing: each agent receives this note as what was wrong.
              </p>
            </div>
          )}
          {can.assign && (
            <div className="mt-2 flex flex-wrap items-end gap-2">
              <label className="text-xs text-slate-700">
                Assign to
                <select aria-label="Assign to" value={assignee} onChange={(e) => setAssignee(e.target.value)} className="mt-0.5 block max-w-56 rounded border border-slate-300 bg-white px-2 py-1 text-sm">
                  <option value="round_robin">Round-robin (least loaded first)</option>
                  <option value="nobody">Nobody (unassign)</option>
                  {people.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" disabled={pending} onClick={assign} className={`${button} border border-slate-400 bg-white`}>
                Assign {n}
              </button>
            </div>
          )}
        </section>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {report && (
        <section aria-label="Bulk result" role="status" className="rounded-lg border border-slate-300 bg-white p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <p className="font-medium">{report.title}</p>
            <button type="button" onClick={() => setReport(null)} className="text-xs underline">
              Dismiss
            </button>
          </div>
          {failed.length > 0 && (
            <ul className="mt-1 list-disc space-y-0.5 pl-5" aria-label="Items not done">
              {failed.map((f) => (
                <li key={f.id} data-testid="bulk-failure">
                  <span className="font-mono text-xs">{f.ticket ?? f.id}</span>: {f.message}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
