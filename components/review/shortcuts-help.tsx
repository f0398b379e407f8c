"use client";

import { useEffect, useRef } from "react";

/** The "?" dialog listing the keyboard shortcuts of the page. */
export function ShortcutsHelp({ open, onClose, shortcuts }: { open: boolean; onClose: () => void; shortcuts: [string, string][] }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} onClose={onClose} aria-labelledby="shortcuts-title" className="m-auto rounded-lg border border-slate-300 p-5 shadow-xl backdrop:bg-slate-900/30">
      <h2 id="shortcuts-title" className="mb-3 font-semibold">
        Keyboard shortcuts
      </h2>
      <dl className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-1.5 text-sm">
        {shortcuts.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-4 text-right">
        <button className="rounded border border-slate-300 px-3 py-1 text-sm">Close</button>
      </form>
    </dialog>
  );
}
