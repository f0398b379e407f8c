"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { deleteView, saveView } from "@/app/(console)/queue/queue-page-actions";
import { useBoundAction } from "@/components/use-bound-action";

const control = "mt-0.5 block rounded border border-slate-300 bg-white px-2 py-1 text-sm";

/** The person's saved views: open one, save the current filters under a name, delete the open one. */
export function SavedViews({ views, current, basePath }: { views: { id: string; name: string; query: string }[]; current: string; basePath: string }) {
  const router = useRouter();
  const save = useBoundAction(saveView, { refresh: true });
  const remove = useBoundAction(deleteView, { refresh: true });
  const pending = save.pending || remove.pending;
  const [message, setMessage] = useState<string | null>(null);
  const [naming, setNaming] = useState(false);
  const open = views.find((v) => v.query === current);

  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="text-xs text-slate-600">
        Saved view
        <select aria-label="Saved view" className={`${control} max-w-48`} value={open?.id ?? ""} onChange={(e) => {
          const v = views.find((x) => x.id === e.target.value);
          if (v) router.push(`${basePath}${v.query}`);
        }}>
          <option value="">{views.length ? "Choose…" : "None yet"}</option>
          {views.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </label>
      {naming ? (
        <form
          className="flex items-end gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            const name = String(new FormData(e.currentTarget).get("name") ?? "");
            save.run({ name, query: current }, (r) => {
              setMessage(r.ok ? (r.message ?? "Saved.") : r.error.message);
              if (r.ok) setNaming(false);
            });
          }}
        >
          <label className="text-xs text-slate-600">
            View name
            <input name="name" required maxLength={60} defaultValue={open?.name ?? ""} autoFocus className={`${control} w-36`} />
          </label>
          <button type="submit" disabled={pending} className="rounded bg-slate-900 px-2 py-1 text-sm text-white">
            Save
          </button>
          <button type="button" onClick={() => setNaming(false)} className="rounded border border-slate-300 bg-white px-2 py-1 text-sm">
            Cancel
          </button>
        </form>
      ) : (
        <button type="button" disabled={pending} className="rounded border border-slate-300 bg-white px-2 py-1 text-sm" onClick={() => setNaming(true)}>
          Save view…
        </button>
      )}
      {open && (
        <button
          type="button"
          disabled={pending}
          className="rounded border border-slate-300 bg-white px-2 py-1 text-sm"
          onClick={() => remove.run({ id: open.id }, (r) => setMessage(r.ok ? (r.message ?? "Deleted.") : r.error.message))}
        >
          Delete “{open.name}”
        </button>
      )}
      {message && (
        <span role="status" className="text-xs text-slate-700">
          {message}
        </span>
      )}
    </div>
  );
}
