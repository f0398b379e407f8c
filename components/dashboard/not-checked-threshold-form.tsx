"use client";

import { useActionState } from "react";
import { setNotCheckedThreshold } from "@/app/(console)/dashboard/actions";
import { ActionResultMessage } from "@/components/action-result";

/** Managers and admins set the share above which the dashboard warns (a percentage). */
export function NotCheckedThresholdForm({ threshold }: { threshold: number }) {
  const [result, action, pending] = useActionState(setNotCheckedThreshold, null);
  return (
    <form action={action} aria-label="Not-checked alarm threshold" className="flex flex-wrap items-end gap-2">
      <label className="text-sm">
        Warn above this share of policy sentences not checked (%)
        <input name="percent" type="number" min={0} max={100} step="any" defaultValue={+(threshold * 100).toFixed(2)} required className="mt-1 block w-32 rounded border border-slate-300 px-2 py-1.5" />
      </label>
      <button type="submit" disabled={pending} className="rounded bg-slate-900 px-3 py-1.5 text-white disabled:opacity-60">
        Save threshold
      </button>
      <ActionResultMessage result={result} />
    </form>
  );
}
