"use client";

import { useActionState } from "react";
import { addKnownItem, importKnownItems, mixNow, setMixRate } from "@/app/(console)/dashboard/accuracy/actions";
import { ActionResultMessage } from "@/components/action-result";

const input = "mt-1 block w-full rounded border border-slate-300 px-2 py-1.5";
const button = "rounded bg-slate-900 px-3 py-1.5 text-white disabled:opacity-60";

export function MixRateForm({ rate }: { rate: number }) {
  const [result, action, pending] = useActionState(setMixRate, null);
  const [mixResult, mixAction, mixing] = useActionState(mixNow, null);
  return (
    <div className="flex flex-wrap items-end gap-4">
      <form action={action} aria-label="Mix rate" className="flex items-end gap-2">
        <label className="text-sm">
          Share of the pending queue that is known items (0–0.5)
          <input name="rate" type="number" min={0} max={0.5} step={0.01} defaultValue={rate} required className={input} />
        </label>
        <button type="submit" disabled={pending} className={button}>
          Save rate
        </button>
        <ActionResultMessage result={result} />
      </form>
      <form action={mixAction} aria-label="Mix now">
        <button type="submit" disabled={mixing} className="rounded border border-slate-300 px-3 py-1.5 hover:bg-slate-100 disabled:opacity-60">
          Top up the queue now
        </button>
        <ActionResultMessage result={mixResult} />
      </form>
    </div>
  );
}

/** One decided real item, added with the expected decision its decision implies (or overridden). */
export function AddKnownItemButton({ heldItemId, implied }: { heldItemId: string; implied: "wrong" | "right" }) {
  const [result, action, pending] = useActionState(addKnownItem, null);
  return (
    <form action={action} className="flex items-center gap-2" aria-label={`Add ${heldItemId} to the answer key`}>
      <input type="hidden" name="heldItemId" value={heldItemId} />
      <select name="expected" defaultValue={implied} aria-label="Expected decision" className="rounded border border-slate-300 px-1 py-0.5 text-sm">
        <option value="wrong">known-wrong</option>
        <option value="right">known-right</option>
      </select>
      <button type="submit" disabled={pending} className="rounded border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 disabled:opacity-60">
        Add
      </button>
      <ActionResultMessage result={result} />
    </form>
  );
}

export function ImportKnownItemsForm() {
  const [result, action, pending] = useActionState(importKnownItems, null);
  return (
    <form action={action} aria-label="Import answer key" className="space-y-2">
      <label className="block text-sm">
        A set as JSON: <code>[{"{"}&quot;heldItemId&quot;: &quot;…&quot;, &quot;expected&quot;: &quot;wrong&quot; | &quot;right&quot;, &quot;note&quot;: &quot;…&quot;{"}"}]</code>
        <textarea name="set" rows={5} required className={`${input} font-mono text-xs`} />
      </label>
      <div className="flex items-center gap-3">
        <button type="submit" disabled={pending} className={button}>
          {pending ? "Importing…" : "Import set"}
        </button>
        <ActionResultMessage result={result} />
      </div>
    </form>
  );
}
