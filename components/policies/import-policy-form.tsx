"use client";

import { useActionState, useRef, useState } from "react";
import { importPolicy, publishClause } from "@/app/(console)/policies/actions";
import { ActionResultMessage } from "@/components/action-result";

const button = "rounded bg-slate-900 px-3 py-1.5 text-white disabled:opacity-60";

/**
 * Paste a Markdown policy or choose a file (read in the browser into the text box, so what is
 * sent is what the owner sees): headings and bullets become draft clauses to review.
 */
export function ImportPolicyForm() {
  const [result, action, pending] = useActionState(importPolicy, null);
  const [source, setSource] = useState("");
  const text = useRef<HTMLTextAreaElement>(null);
  return (
    <form action={action} className="rounded-lg border border-slate-200 bg-white p-4" aria-label="Import a policy document">
      <h2 className="mb-1 font-medium">Import a policy document</h2>
      <p className="mb-3 text-xs text-slate-600">
        Markdown: each heading names the clauses under it (ids like CANCEL-FLIGHT-2), each bullet or paragraph becomes one draft clause, and every sentence is kept. Drafts are not used by the verifier until you publish them.
      </p>
      <label className="block text-sm">
        Markdown file
        <input
          type="file"
          accept=".md,.markdown,.txt,text/markdown,text/plain"
          className="mt-1 block text-sm"
          onChange={async (e) => {
            const file = e.currentTarget.files?.[0];
            if (!file || !text.current) return;
            text.current.value = await file.text();
            setSource(file.name);
          }}
        />
      </label>
      <input type="hidden" name="source" value={source} />
      <label className="mt-3 block text-sm">
        Policy text
        <textarea ref={text} name="markdown" required rows={8} placeholder={"## Returns\n\n- Items can be returned within 30 days of delivery."} className="mt-1 block w-full rounded border border-slate-300 px-2 py-1.5 font-mono text-xs" />
      </label>
      <div className="mt-3 flex items-center gap-3">
        <button type="submit" disabled={pending} className={button}>
          {pending ? "Importing…" : "Import as drafts"}
        </button>
        <ActionResultMessage result={result} />
      </div>
    </form>
  );
}

export function PublishClauseForm({ clauseId, clauseKey }: { clauseId: string; clauseKey: string }) {
  const [result, action, pending] = useActionState(publishClause, null);
  return (
    <form action={action} className="rounded-lg border border-teal-200 bg-white p-4" aria-label="Publish clause">
      <h2 className="mb-1 font-medium">Publish</h2>
      <p className="mb-3 text-xs text-slate-600">Reviewed its id, text and scope? Publishing puts {clauseKey} in force: the verifier uses it from the next reply on.</p>
      <input type="hidden" name="clauseId" value={clauseId} />
      <button type="submit" disabled={pending} className={button}>
        {pending ? "Publishing…" : `Publish ${clauseKey}`}
      </button>
      <div className="mt-2">
        <ActionResultMessage result={result} />
      </div>
    </form>
  );
}
