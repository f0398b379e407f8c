"use client";

import { useActionState, useEffect } from "react";
import { useRouter } from "next/navigation";
import { createClause, editClause, renameClause, retireClause } from "@/app/(console)/policies/actions";
import { ActionResultMessage as ResultMessage } from "@/components/action-result";

const input = "mt-1 block w-full rounded border border-slate-300 px-2 py-1.5";
const button = "rounded bg-slate-900 px-3 py-1.5 text-white disabled:opacity-60";

export interface ClauseFormValues {
  title: string;
  text: string;
  regions: string[];
  categories: string[];
  statuses: string[];
  maxDaysSinceDelivery?: number;
  maxDaysSincePurchase?: number;
  effectiveFrom: string;
  effectiveTo: string;
}

/** The fields of one version: title, text, structured scope and effective dates. */
function ContentFields({ v }: { v?: ClauseFormValues }) {
  return (
    <>
      <label className="block text-sm md:col-span-2">
        Title
        <input name="title" required defaultValue={v?.title} className={input} />
      </label>
      <label className="block text-sm md:col-span-2">
        Text
        <textarea name="text" required rows={4} defaultValue={v?.text} className={input} />
      </label>
      <fieldset className="grid grid-cols-1 gap-3 md:col-span-2 md:grid-cols-3">
        <legend className="mb-1 text-sm font-medium">Scope (leave empty where the clause applies everywhere)</legend>
        <label className="text-sm">
          Regions (comma-separated)
          <input name="regions" defaultValue={v?.regions.join(", ")} placeholder="US, CA" className={input} />
        </label>
        <label className="text-sm">
          Product categories
          <input name="categories" defaultValue={v?.categories.join(", ")} placeholder="home, electronics" className={input} />
        </label>
        <label className="text-sm">
          Order statuses
          <input name="statuses" defaultValue={v?.statuses.join(", ")} placeholder="delivered" className={input} />
        </label>
        <label className="text-sm">
          Max days since delivery
          <input name="maxDaysSinceDelivery" type="number" min={0} defaultValue={v?.maxDaysSinceDelivery} className={input} />
        </label>
        <label className="text-sm">
          Max days since purchase
          <input name="maxDaysSincePurchase" type="number" min={0} defaultValue={v?.maxDaysSincePurchase} className={input} />
        </label>
      </fieldset>
      <label className="text-sm">
        Effective from
        <input name="effectiveFrom" type="date" defaultValue={v?.effectiveFrom} className={input} />
      </label>
      <label className="text-sm">
        Effective to
        <input name="effectiveTo" type="date" defaultValue={v?.effectiveTo} className={input} />
      </label>
    </>
  );
}

export function CreateClauseForm() {
  const [result, action, pending] = useActionState(createClause, null);
  return (
    <form action={action} className="rounded-lg border border-slate-200 bg-white p-4" aria-label="Create clause">
      <h2 className="mb-3 font-medium">New clause</h2>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <label className="text-sm md:col-span-2">
          Clause id
          <input name="key" required placeholder="RET-30" className={input} aria-describedby="key-help" />
          <span id="key-help" className="text-xs text-slate-600">
            Letters and digits in hyphen-separated parts, starting with a letter. Unique across ids and old ids.
          </span>
        </label>
        <ContentFields />
      </div>
      <div className="mt-3 flex items-center gap-3">
        <button type="submit" disabled={pending} className={button}>
          {pending ? "Creating…" : "Create clause"}
        </button>
        <ResultMessage result={result} />
      </div>
    </form>
  );
}

export function EditClauseForm({ clauseId, version, values }: { clauseId: string; version: number; values: ClauseFormValues }) {
  const [result, action, pending] = useActionState(editClause, null);
  return (
    <form action={action} className="rounded-lg border border-slate-200 bg-white p-4" aria-label="Edit clause">
      <h2 className="mb-1 font-medium">Edit (saves version {version + 1})</h2>
      <p className="mb-3 text-xs text-slate-600">Earlier versions are kept: replies already checked stay judged against the version they saw.</p>
      <input type="hidden" name="clauseId" value={clauseId} />
      <input type="hidden" name="baseVersion" value={version} />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <ContentFields v={values} />
      </div>
      <div className="mt-3 flex items-center gap-3">
        <button type="submit" disabled={pending} className={button}>
          {pending ? "Saving…" : "Save new version"}
        </button>
        <ResultMessage result={result} />
      </div>
    </form>
  );
}

/** Renaming navigates to the clause's new address once saved. */
export function RenameClauseForm({ clauseId, currentKey }: { clauseId: string; currentKey: string }) {
  const [result, action, pending] = useActionState(renameClause, null);
  const router = useRouter();
  const newKey = result?.ok ? result.data.key : null;
  useEffect(() => {
    if (newKey) router.replace(`/policies/${encodeURIComponent(newKey)}`);
  }, [newKey, router]);
  return (
    <form action={action} className="rounded-lg border border-slate-200 bg-white p-4" aria-label="Rename clause">
      <h2 className="mb-1 font-medium">Rename</h2>
      <p className="mb-3 text-xs text-slate-600">{currentKey} stays as an old id, so replies that cited it still resolve to this clause.</p>
      <input type="hidden" name="clauseId" value={clauseId} />
      <div className="flex items-end gap-3">
        <label className="text-sm">
          New clause id
          <input name="newKey" required className={input} />
        </label>
        <button type="submit" disabled={pending} className={button}>
          {pending ? "Renaming…" : "Rename"}
        </button>
      </div>
      <div className="mt-2">
        <ResultMessage result={result} />
      </div>
    </form>
  );
}

export function RetireClauseForm({ clauseId, clauseKey }: { clauseId: string; clauseKey: string }) {
  const [result, action, pending] = useActionState(retireClause, null);
  return (
    <form
      action={action}
      className="rounded-lg border border-red-200 bg-white p-4"
      aria-label="Retire clause"
      onSubmit={(e) => {
        if (!window.confirm(`Retire ${clauseKey}? Replies citing it will be held as citing a clause that does not exist.`)) e.preventDefault();
      }}
    >
      <h2 className="mb-1 font-medium">Retire</h2>
      <p className="mb-3 text-xs text-slate-600">The verifier stops using it. Its versions and ids stay, so nobody can reuse the id for another rule.</p>
      <input type="hidden" name="clauseId" value={clauseId} />
      <button type="submit" disabled={pending} className="rounded border border-red-300 px-3 py-1.5 text-red-800 hover:bg-red-50 disabled:opacity-60">
        {pending ? "Retiring…" : `Retire ${clauseKey}`}
      </button>
      <div className="mt-2">
        <ResultMessage result={result} />
      </div>
    </form>
  );
}
