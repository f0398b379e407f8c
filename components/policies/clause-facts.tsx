"use client";

import { useActionState, useState } from "react";
import { addFact, confirmFact, deleteFact, editFact } from "@/app/(console)/policies/actions";
import { ActionResultMessage } from "@/components/action-result";
import { describeFact, surfaceWords, type FactRow } from "@/lib/clauses/describe-fact";
import { DURATION_UNITS, FACT_KINDS, type FactKind, type PolicyFact } from "@/lib/verify/types";

const input = "mt-1 block w-full rounded border border-slate-300 px-2 py-1 text-sm";
const small = "rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-50 disabled:opacity-60";
const primary = "rounded bg-slate-900 px-2 py-0.5 text-xs text-white disabled:opacity-60";

interface Props {
  clauseId: string;
  /** The version the page shows: every change names it, so a stale page is refused rather than overwriting. */
  version: number;
  rows: FactRow[];
  /** policies:facts, from the one permission table; without it the facts are read-only. */
  canEdit: boolean;
}

/**
 * A clause's facts beside the sentences they were read from, in plain words, each marked draft or
 * confirmed. A policy owner confirms, edits, deletes and adds them; each change is a new version.
 */
export function ClauseFacts({ clauseId, version, rows, canEdit }: Props) {
  const count = rows.reduce((n, r) => n + r.facts.length, 0);
  return (
    <section className="mt-8" aria-labelledby="facts">
      <h2 id="facts" className="mb-1 text-lg font-medium">
        Facts
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        What the verifier reads this clause to state. Drafts are used too, but more cautiously than confirmed facts: confirm the ones that are right, fix or delete the others.
      </p>
      {count === 0 && <p className="mb-3 rounded border border-dashed border-slate-300 bg-white p-3 text-sm text-slate-600">No facts yet: the verifier drafts its own from the text.</p>}
      <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {rows.map((row) => (
          <li key={row.span ? row.span.join("-") : "whole"} className="grid grid-cols-1 gap-3 p-3 md:grid-cols-2" data-testid="fact-sentence">
            <p className="text-sm whitespace-pre-wrap">
              {row.span === null && <span className="mr-1 text-xs font-medium text-slate-500">Whole clause:</span>}
              {row.facts.length ? <mark className="rounded bg-amber-100 px-0.5">{row.text}</mark> : <span className="text-slate-500">{row.text}</span>}
            </p>
            <ul className="space-y-2">
              {row.facts.map(({ index, fact }) => (
                <FactItem key={`${version}-${index}`} clauseId={clauseId} version={version} index={index} fact={fact} canEdit={canEdit} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {canEdit && <AddFactForm clauseId={clauseId} version={version} sentences={rows.filter((r) => r.span).map((r) => ({ span: r.span!, text: r.text }))} />}
    </section>
  );
}

function Target({ clauseId, version, index }: { clauseId: string; version: number; index?: number }) {
  return (
    <>
      <input type="hidden" name="clauseId" value={clauseId} />
      <input type="hidden" name="baseVersion" value={version} />
      {index !== undefined && <input type="hidden" name="index" value={index} />}
    </>
  );
}

function FactItem({ clauseId, version, index, fact, canEdit }: { clauseId: string; version: number; index: number; fact: PolicyFact } & Pick<Props, "canEdit">) {
  const [confirmed, confirmAction, confirming] = useActionState(confirmFact, null);
  const [deleted, deleteAction, deleting] = useActionState(deleteFact, null);
  const [editing, setEditing] = useState(false);
  const words = describeFact(fact);
  return (
    <li data-testid="fact" className="rounded border border-slate-200 p-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm">{words}</span>
        {fact.confirmed ? (
          <span className="rounded bg-green-100 px-1.5 text-xs font-medium text-green-900">confirmed</span>
        ) : (
          <span className="rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900">draft</span>
        )}
      </div>
      {canEdit && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {!fact.confirmed && (
            <form action={confirmAction}>
              <Target clauseId={clauseId} version={version} index={index} />
              <button type="submit" disabled={confirming} className={primary} aria-label={`Confirm ${words}`}>
                {confirming ? "Confirming…" : "Confirm"}
              </button>
            </form>
          )}
          <button type="button" className={small} onClick={() => setEditing((e) => !e)} aria-expanded={editing} aria-label={`Edit ${words}`}>
            Edit
          </button>
          <form action={deleteAction}>
            <Target clauseId={clauseId} version={version} index={index} />
            <button type="submit" disabled={deleting} className={small} aria-label={`Delete ${words}`}>
              {deleting ? "Deleting…" : "Delete"}
            </button>
          </form>
          <ActionResultMessage result={confirmed} />
          <ActionResultMessage result={deleted} />
        </div>
      )}
      {canEdit && editing && <EditFactForm clauseId={clauseId} version={version} index={index} fact={fact} />}
    </li>
  );
}

function EditFactForm({ clauseId, version, index, fact }: { clauseId: string; version: number; index: number; fact: PolicyFact }) {
  const [result, action, pending] = useActionState(editFact, null);
  return (
    <form action={action} className="mt-2 rounded bg-slate-50 p-2" aria-label="Edit fact">
      <Target clauseId={clauseId} version={version} index={index} />
      <input type="hidden" name="kind" value={fact.kind} />
      <KindFields kind={fact.kind} fact={fact} />
      <label className="mt-2 block text-xs">
        About (the policy&apos;s words a reply must share to be judged by it)
        <input name="about" defaultValue={fact.about} className={input} />
      </label>
      <div className="mt-2 flex items-center gap-2">
        <button type="submit" disabled={pending} className={primary}>
          {pending ? "Saving…" : "Save and confirm"}
        </button>
        <ActionResultMessage result={result} />
      </div>
    </form>
  );
}

const KIND_LABELS: Record<FactKind, string> = {
  duration: "Window or time",
  amount: "Amount",
  rate: "Rate",
  limit: "Limit",
  kinds: "Allowed or forbidden kinds",
  statuses: "Only in some statuses",
};

function AddFactForm({ clauseId, version, sentences }: { clauseId: string; version: number; sentences: { span: [number, number]; text: string }[] }) {
  const [result, action, pending] = useActionState(addFact, null);
  const [kind, setKind] = useState<FactKind>("duration");
  return (
    <form action={action} className="mt-4 rounded-lg border border-slate-200 bg-white p-3" aria-label="Add fact">
      <h3 className="mb-2 text-sm font-medium">Add fact</h3>
      <Target clauseId={clauseId} version={version} />
      <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
        <label className="text-xs">
          Kind
          <select name="kind" value={kind} onChange={(e) => setKind(e.currentTarget.value as FactKind)} className={input}>
            {FACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs">
          Read from
          <select name="span" defaultValue="" className={input}>
            <option value="">the whole clause</option>
            {sentences.map((s) => (
              <option key={s.span.join("-")} value={s.span.join("-")}>
                {s.text.length > 80 ? `${s.text.slice(0, 77)}…` : s.text}
              </option>
            ))}
          </select>
        </label>
      </div>
      <KindFields key={kind} kind={kind} />
      <label className="mt-2 block text-xs">
        About (leave empty to use the sentence&apos;s words)
        <input name="about" className={input} />
      </label>
      <div className="mt-2 flex items-center gap-2">
        <button type="submit" disabled={pending} className={primary}>
          {pending ? "Adding…" : "Add fact"}
        </button>
        <ActionResultMessage result={result} />
      </div>
    </form>
  );
}

/** The small form of one kind of fact; `fact` fills it for an edit. */
function KindFields({ kind, fact }: { kind: FactKind; fact?: PolicyFact }) {
  const f = fact as Partial<Record<string, unknown>> | undefined;
  const field = (name: string, label: string, value: unknown, extra: Record<string, unknown> = {}) => (
    <label className="text-xs">
      {label}
      <input name={name} defaultValue={value === undefined ? "" : String(value)} className={input} {...extra} />
    </label>
  );
  const about = fact?.about ?? "";
  return (
    <div className="mt-2 grid grid-cols-1 gap-2 md:grid-cols-3">
      {kind === "duration" && (
        <>
          {field("min", "At least (leave empty for “at most”)", f?.min !== f?.max ? f?.min : undefined, { inputMode: "numeric" })}
          {field("max", "At most", f?.max, { inputMode: "numeric", required: true })}
          <label className="text-xs">
            Unit
            <select name="unit" defaultValue={(f?.unit as string) ?? "day"} className={input}>
              {DURATION_UNITS.map((u) => (
                <option key={u} value={u}>
                  {u.replace("_", " ")}
                </option>
              ))}
            </select>
          </label>
          {field("since", "Since (what it counts from)", f?.since)}
        </>
      )}
      {kind === "amount" && (
        <>
          {field("amount", "Amount", f?.cents === undefined ? undefined : (f.cents as number) / 100, { inputMode: "decimal", required: true })}
          {field("per", "Per (optional)", f?.per)}
        </>
      )}
      {kind === "rate" && (
        <>
          {field("percent", "Percent", f?.ratio === undefined ? undefined : Math.round((f.ratio as number) * 1e6) / 1e4, { inputMode: "decimal", required: true })}
          {field("per", "Of (optional)", f?.per)}
        </>
      )}
      {kind === "limit" && (
        <>
          {field("max", "At most", f?.max, { inputMode: "numeric", required: true })}
          {field("noun", "Of what", f?.noun === undefined ? undefined : surfaceWords(f.noun as string, about), { required: true })}
        </>
      )}
      {kind === "kinds" && (
        <>
          {field("allowed", "Allowed (comma-separated)", (f?.allowed as string[] | undefined)?.join(", "))}
          {field("forbidden", "Forbidden (comma-separated)", (f?.forbidden as string[] | undefined)?.join(", "))}
        </>
      )}
      {kind === "statuses" && (
        <>
          {field("action", "Action", f?.action === undefined ? undefined : surfaceWords(f.action as string, about), { required: true })}
          {field("statuses", "Only in statuses (comma-separated)", (f?.statuses as string[] | undefined)?.join(", "), { required: true })}
        </>
      )}
    </div>
  );
}
