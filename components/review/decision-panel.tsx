"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { decide, recheck } from "@/app/(console)/queue/actions";
import { useBoundAction } from "@/components/use-bound-action";
import type { ActionResult } from "@/lib/auth/define-action";
import { DECISIONS, defaultInstead, noteRequired, type DecisionKind, type DecisionRequest, type HeldStatus } from "@/lib/review/decisions";
import { reasonLabel } from "@/lib/review/held-reasons";
import type { Recheck } from "@/lib/review/recheck-payload";
import type { JsonSchema } from "@/lib/review/tool-definitions";
import { VerdictBadge } from "./labels";
import { SchemaFields, payloadFrom, valuesFor, type FieldValues } from "./schema-form";

export type Mode = "none" | DecisionKind;

export interface CitableClause {
  key: string;
  title: string;
}

interface Props {
  id: string;
  kind: "write" | "reply";
  toolName: string | null;
  status: HeldStatus;
  payload: unknown;
  schema: JsonSchema | null;
  /** The decisions this person may take here (the decision table, read on the server). */
  allowed: DecisionKind[];
  /** The item's findings: approving over any of them needs a reason. */
  reasonCodes: string[];
  /** Clauses in force, for citing in an edited reply. */
  clauses: CitableClause[];
  mode: Mode;
  setMode: (m: Mode) => void;
}

const button = "rounded px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50";
const area = "mt-1 block w-full rounded border border-slate-300 p-2 text-sm";
const TOOLBAR: Record<DecisionKind, { icon: string; className: string }> = {
  approve: { icon: "✓", className: "bg-emerald-700 text-white" },
  edit: { icon: "✎", className: "border border-slate-300 bg-white" },
  reject: { icon: "✗", className: "border border-red-300 bg-white text-red-800" },
  escalate: { icon: "⇡", className: "border border-slate-300 bg-white" },
};

/** Enter sends the form from a note field; Shift+Enter is a new line. */
const submitOnEnter = (e: KeyboardEvent<HTMLTextAreaElement>) => {
  if (e.key === "Enter" && !e.shiftKey) {
    e.preventDefault();
    e.currentTarget.form?.requestSubmit();
  }
};

/** The decisions of the table this person may take, each with its note and its result shown. */
export function DecisionPanel({ id, kind, toolName, status, payload, schema, allowed, reasonCodes, clauses, mode, setMode }: Props) {
  const deciding = useBoundAction(decide, { refresh: true });
  const rechecking = useBoundAction(recheck);
  const pending = deciding.pending || rechecking.pending;
  // One message line: the decision's result, or a re-check that could not run.
  const [result, setResult] = useState<ActionResult | null>(null);
  const original = kind === "write" && payload && typeof payload === "object" ? (payload as Record<string, unknown>) : {};
  const originalText = kind === "reply" ? String((payload as { text?: string })?.text ?? "") : "";
  const [values, setValues] = useState<FieldValues>(() => valuesFor(schema, original));
  const [text, setText] = useState(originalText);
  const [note, setNote] = useState("");
  const [instead, setInstead] = useState("");
  const [checked, setChecked] = useState<{ key: string; recheck: Recheck } | null>(null);
  const approveNoteRef = useRef<HTMLTextAreaElement>(null);
  const approveRef = useRef<HTMLButtonElement>(null);
  const hasFindings = reasonCodes.length > 0;

  const edited = kind === "write" ? payloadFrom(schema, values, original) : { text };
  const editKey = JSON.stringify(edited);
  const current = checked?.key === editKey ? checked.recheck : null;
  const approvable = current && (current.decision === "allow" || current.decision === "pass");

  useEffect(() => {
    // Approving over a finding starts in its reason field: the `a` shortcut asks for it.
    if (mode === "approve") (noteRequired("approve", hasFindings) ? approveNoteRef.current : approveRef.current)?.focus();
  }, [mode, hasFindings]);

  // The status this page showed goes along: a decision on an item that changed meanwhile is refused.
  const send = (raw: DecisionRequest) =>
    deciding.run({ id, seenStatus: status, ...raw }, (r) => {
      setResult(r);
      if (r.ok) setMode("none");
      else if (r.error.details?.recheck) setChecked({ key: editKey, recheck: r.error.details.recheck as Recheck });
    });

  const runRecheck = () => rechecking.run({ id, payload: edited }, (r) => (r.ok ? setChecked({ key: editKey, recheck: r.data }) : setResult(r)));

  const cite = (key: string) => setText((t) => (t.includes(`[clause:${key}]`) ? t : `${t.trimEnd()} [clause:${key}]`));

  const decided = result?.ok;
  return (
    <section aria-label="Decision" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      {!decided && (
        <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Decide">
          {allowed.map((k) => (
            <button key={k} type="button" className={`${button} ${TOOLBAR[k].className}`} onClick={() => setMode(k)} aria-pressed={mode === k} aria-keyshortcuts={DECISIONS[k].shortcut}>
              {TOOLBAR[k].icon} {DECISIONS[k].label} <kbd className="ml-1 text-xs opacity-80">{DECISIONS[k].shortcut}</kbd>
            </button>
          ))}
        </div>
      )}

      {mode === "approve" && !decided && (
        <form
          aria-label="Approve"
          className="space-y-2 rounded border border-emerald-300 bg-emerald-50 p-3 text-sm"
          onSubmit={(e) => {
            e.preventDefault();
            send({ action: "approve", note });
          }}
        >
          <p>Release exactly what was checked{kind === "write" ? ": this call with these arguments" : ": this reply as written"}.</p>
          {hasFindings && (
            <label className="block">
              {DECISIONS.approve.noteLabel}
              <span className="block text-xs text-slate-600">It was held for: {reasonCodes.map(reasonLabel).join(", ")}. Say why it may go out as it is.</span>
              <textarea ref={approveNoteRef} className={area} rows={2} value={note} onChange={(e) => setNote(e.target.value)} onKeyDown={submitOnEnter} />
            </label>
          )}
          <div className="flex items-center gap-2">
            <button ref={approveRef} type="submit" disabled={pending} className={`${button} bg-emerald-700 text-white`}>
              {pending ? "Approving…" : "Confirm approve"}
            </button>
            <button type="button" className="text-sm underline" onClick={() => setMode("none")}>
              Cancel
            </button>
          </div>
        </form>
      )}

      {mode === "edit" && !decided && (
        <form
          aria-label="Edit"
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (approvable) send({ action: "edit", note, payload: edited });
          }}
        >
          {kind === "write" ? (
            <fieldset className="rounded border border-slate-200 p-3">
              <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
                Arguments of <code className="font-mono normal-case">{toolName}</code> (what the tool receives)
              </legend>
              <SchemaFields schema={schema} values={values} onChange={setValues} />
            </fieldset>
          ) : (
            <fieldset className="space-y-2 rounded border border-slate-200 p-3">
              <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-600">The reply (what the customer receives)</legend>
              <label className="block text-sm">
                Reply text
                <textarea className={area} rows={6} value={text} onChange={(e) => setText(e.target.value)} autoFocus />
              </label>
              {clauses.length > 0 && (
                <label className="block text-sm">
                  Cite a clause in force
                  <span className="block text-xs text-slate-600">A clause you cite counts as retrieved by you, and the record says so.</span>
                  <select className="mt-1 block w-full rounded border border-slate-300 px-2 py-1 text-sm" value="" onChange={(e) => e.target.value && cite(e.target.value)}>
                    <option value="">Choose a clause to cite…</option>
                    {clauses.map((c) => (
                      <option key={c.key} value={c.key}>
                        {c.key}: {c.title}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </fieldset>
          )}
          <fieldset className="rounded border border-slate-200 bg-slate-50 p-3">
            <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-600">Your decision (kept in the record, not sent)</legend>
            <label className="block text-sm">
              {DECISIONS.edit.noteLabel}
              <textarea className={area} rows={2} value={note} onChange={(e) => setNote(e.target.value)} required />
            </label>
          </fieldset>
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" disabled={pending} onClick={runRecheck} className={`${button} border border-slate-400 bg-white`}>
              Re-check
            </button>
            <button type="submit" disabled={pending || !approvable || !note.trim()} className={`${button} bg-emerald-700 text-white`}>
              Approve edited version
            </button>
            {!current && <span className="text-xs text-slate-600">Re-check the edited version first: only an allowed edit can be approved.</span>}
          </div>
          {current && <RecheckResult recheck={current} />}
        </form>
      )}

      {mode === "reject" && !decided && (
        <form
          aria-label="Reject"
          className="space-y-2 rounded border border-red-200 bg-red-50 p-3 text-sm"
          onSubmit={(e) => {
            e.preventDefault();
            send({ action: "reject", note, instead });
          }}
        >
          <p>{kind === "write" ? `${toolName ?? "The call"} will not run.` : "The reply will not be sent."} The agent receives your reason as the tool&apos;s result.</p>
          <label className="block">
            {DECISIONS.reject.noteLabel}
            <textarea className={area} rows={3} value={note} onChange={(e) => setNote(e.target.value)} autoFocus />
          </label>
          <label className="block">
            What the agent should do instead (optional)
            <textarea className={area} rows={2} value={instead} placeholder={defaultInstead(kind, toolName)} onChange={(e) => setInstead(e.target.value)} />
          </label>
          <button type="submit" disabled={pending} className={`${button} bg-red-700 text-white`}>
            {pending ? "Rejecting…" : "Reject and send back"}
          </button>
        </form>
      )}

      {mode === "escalate" && !decided && (
        <form
          aria-label="Escalate"
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            send({ action: "escalate", note });
          }}
        >
          <label className="block text-sm">
            {DECISIONS.escalate.noteLabel}
            <textarea className={area} rows={3} value={note} onChange={(e) => setNote(e.target.value)} required autoFocus />
          </label>
          <button type="submit" disabled={pending || !note.trim()} className={`${button} bg-violet-700 text-white`}>
            {pending ? "Escalating…" : "Escalate to a manager"}
          </button>
        </form>
      )}

      {result &&
        (result.ok ? (
          <p role="status" className="rounded border border-emerald-300 bg-emerald-50 p-2 text-sm text-emerald-900">
            ✓ {result.message}
          </p>
        ) : (
          <p role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
            ✗ {result.error.message}
          </p>
        ))}
    </section>
  );
}

interface RecheckFinding {
  path?: string;
  text?: string;
  status?: string;
  verdict?: string;
  reason?: string;
  held?: boolean;
  passage?: { id: string; text: string };
}

function RecheckResult({ recheck }: { recheck: Recheck }) {
  const ok = recheck.decision === "allow" || recheck.decision === "pass";
  const findings = Array.isArray(recheck.findings) ? (recheck.findings as RecheckFinding[]) : [];
  const bad = findings.filter((f) => (f.status && !["grounded", "matched_sum", "matched_policy"].includes(f.status)) || (f.verdict && !["grounded", "supported_uncited"].includes(f.verdict)) || f.held);
  return (
    <div role="status" data-testid="recheck" className={`rounded border p-2 text-sm ${ok ? "border-emerald-300 bg-emerald-50" : "border-red-300 bg-red-50"}`}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Re-check:</span> <VerdictBadge verdict={recheck.decision} /> <code className="font-mono text-xs">{recheck.code}</code>
        <span>{ok ? "this edit can be approved." : "this edit cannot be approved."}</span>
      </p>
      {!ok && <p className="mt-1">{recheck.message}</p>}
      {recheck.retrievedByReviewer?.length ? (
        <p className="mt-1 text-slate-700" data-testid="retrieved-by-reviewer">
          Counted as retrieved by {recheck.retrievedByReviewer[0].by.name}: {recheck.retrievedByReviewer.map((c) => `${c.key} (${c.title})`).join(", ")}.
        </p>
      ) : null}
      {bad.length > 0 && (
        <ul className="mt-1 list-inside list-disc">
          {bad.map((f, i) => (
            <li key={i}>
              <code className="font-mono">{f.path ?? f.text}</code>: {(f.status ?? f.verdict ?? "").replaceAll("_", " ")}
              {f.reason ? <span className="text-slate-700"> · {f.reason}</span> : null}
              {f.passage ? (
                <span className="mt-1 block rounded border border-slate-200 bg-white p-1 text-xs" data-testid="best-clause">
                  Best-matching clause <code className="font-mono">{f.passage.id}</code>: “{f.passage.text}”
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
