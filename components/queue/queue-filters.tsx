"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { claimNext } from "@/app/(console)/queue/actions";
import { AGE_FILTERS, HELD_STATUSES, queueSearch, type QueueParams } from "@/lib/review/queue-params";
import { SavedViews } from "./saved-views";
import { useShortcuts } from "@/components/review/use-shortcuts";
import { statusLabel } from "@/components/review/labels";
import { useBoundAction } from "@/components/use-bound-action";

interface Options {
  tools: string[];
  reasons: { code: string; label: string }[];
  people: { id: string; name: string }[];
  savedViews: { id: string; name: string; query: string }[];
}

const select = "mt-0.5 block w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm";

/** The queue's filters and search: every change rewrites the URL (back to page 1). */
export function QueueFilters({ params, options, lockStatus, canClaim, basePath = "/queue" }: { params: QueueParams; options: Options; lockStatus?: boolean; canClaim: boolean; basePath?: string }) {
  const router = useRouter();
  const searchRef = useRef<HTMLInputElement>(null);
  const { run, pending } = useBoundAction(claimNext);
  const [message, setMessage] = useState<string | null>(null);
  const set = (key: keyof QueueParams, value: string) => router.push(`${basePath}${queueSearch({ ...params, [key]: value || undefined, page: 1 })}`);
  const filters = { ...params, page: undefined, size: undefined, sort: undefined, dir: undefined };

  const next = () => {
    setMessage(null);
    run(filters, (r) => {
      if (!r.ok) setMessage(r.error.message);
      else if (!r.data) setMessage("Nothing left in this view that nobody is reviewing.");
      else router.push(`/queue/${r.data.id}${queueSearch(filters)}`);
    });
  };

  useShortcuts({ "/": () => searchRef.current?.focus(), n: () => canClaim && next() });

  const field = (label: string, key: keyof QueueParams, choices: [string, string][], any = "Any") => (
    <label className="min-w-32 text-xs text-slate-600">
      {label}
      <select aria-label={label} className={select} value={String(params[key] ?? "")} onChange={(e) => set(key, e.target.value)}>
        {any ? <option value="">{any}</option> : null}
        {choices.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="mb-3 space-y-2">
      <div className="flex flex-wrap items-end gap-2 [&>*]:max-w-full">
        {!lockStatus && field("Status", "status", [...HELD_STATUSES.map((s): [string, string] => [s, statusLabel(s)]), ["any", "Any status"]], "")}
        {field("Reason", "reason", options.reasons.map((r) => [r.code, r.label]))}
        {field("Tool", "tool", options.tools.map((t) => [t, t]))}
        {field("Kind", "kind", [["write", "Write (tool call)"], ["reply", "Reply"]])}
        {field("Waiting longer than", "age", Object.keys(AGE_FILTERS).map((a) => [a, a]))}
        {field("Assignee", "assignee", [["me", "Me"], ["none", "Nobody"], ...options.people.map((p): [string, string] => [p.id, p.name])])}
        <form
          role="search"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            router.push(`${basePath}${queueSearch({ ...params, customer: String(f.get("customer") ?? "") || undefined, q: String(f.get("q") ?? "") || undefined, page: 1 })}`);
          }}
        >
          <label className="text-xs text-slate-600">
            Customer id
            <input name="customer" defaultValue={params.customer ?? ""} placeholder="cust_1042" className={`${select} w-28 font-mono`} />
          </label>
          <label className="text-xs text-slate-600">
            Search
            <input
              ref={searchRef}
              name="q"
              type="search"
              defaultValue={params.q ?? ""}
              placeholder="Ana Novak, teapot, SU-88412"
              title="Customer name or email, ticket subject, words of the conversation and tool results, or a ticket, order or run id"
              className={`${select} w-52 max-w-full`}
            />
          </label>
          <button type="submit" className="rounded border border-slate-300 bg-white px-3 py-1 text-sm">
            Search
          </button>
        </form>
        <div className="ml-auto flex flex-wrap items-end gap-2">
          <SavedViews views={options.savedViews} current={queueSearch({ ...params, page: 1 })} basePath={basePath} />
          {canClaim && (
            <button type="button" onClick={next} disabled={pending} aria-keyshortcuts="n" className="rounded bg-slate-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60">
              {pending ? "Claiming…" : "Next item"} <kbd className="ml-1 text-xs opacity-70">n</kbd>
            </button>
          )}
        </div>
      </div>
      {message && (
        <p role="status" className="text-sm text-slate-700">
          {message}
        </p>
      )}
    </div>
  );
}
