"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { decide, recheck } from "@/app/(console)/queue/actions";
import type { ActionResult } from "@/lib/auth/define-action";
import type { Recheck } from "@/lib/review/recheck-payload";
import type { JsonSchema } from "@/lib/review/tool-definitions";
import { VerdictBadge } from "./labels";
import { SchemaFields, payloadFrom, valuesFor, type FieldValues } from "./schema-form";

export type Mode = "none" | "approve" | "edit" | "escalate";

interface Props {
  id: string;
  kind: "write" | "reply";
  status: string;
  payload: unknown;
  schema: JsonSchema | null;
  mode: Mode;
  setMode: (m: Mode) => void;
}

const button = "rounded px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50";

/** Approve, edit (re-checked before it can be approved) and escalate, each with its result shown. */
export function DecisionPanel({ id, kind, status, payload, schema, mode, setMode }: Props) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [result, setResult] = useState<ActionResult | null>(null);
  const original = kind === "write" && payload && typeof payload === "object" ? (payload as Record<string, unknown>) : {};
  const originalText = kind === "reply" ? String((payload as { text?: string })?.text ?? "") : "";
  const [values, setValues] = useState<FieldValues>(() => valuesFor(schema, original));
  const [text, setText] = useState(originalText);
  const [note, setNote] = useState("");
  const [checked, setChecked] = useState<{ key: string; recheck: Recheck } | null>(null);
  const approveRef = useRef<HTMLButtonElement>(null);

  const edited = kind === "write" ? payloadFrom(schema, values, original) : { text };
  const editKey = JSON.stringify(edited);
  const current = checked?.key === editKey ? checked.recheck : null;
  const approvable = current && (current.decision === "allow" || current.decision === "pass");

  useEffect(() => {
    if (mode === "approve") approveRef.current?.focus();
  }, [mode]);

  const send = (raw: Record<string, unknown>) =>
    start(async () => {
      // The status this page showed: a decision on an item that changed meanwhile is refused.
      const r = await decide({ id, seenStatus: status, ...raw });
      setResult(r);
      if (r.ok) {
        setMode("none");
        router.refresh();
      } else if (r.error.details?.recheck) setChecked({ key: editKey, recheck: r.error.details.recheck as Recheck });
    });

  const runRecheck = () =>
    start(async () => {
      const r = await recheck({ id, payload: edited });
      if (r.ok) setChecked({ key: editKey, recheck: r.data as Recheck });
      else setResult(r);
    });

  const decided = result?.ok;
  return (
    <section aria-label="Decision" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      {!decided && (
        <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Decide">
          <button type="button" className={`${button} bg-emerald-700 text-white`} onClick={() => setMode("approve")} aria-pressed={mode === "approve"} aria-keyshortcuts="a">
            ✓ Approve <kbd className="ml-1 text-xs opacity-80">a</kbd>
          </button>
          <button type="button" className={`${button} border border-slate-300 bg-white`} onClick={() => setMode("edit")} aria-pressed={mode === "edit"} aria-keyshortcuts="e">
            ✎ Edit <kbd className="ml-1 text-xs text-slate-500">e</kbd>
          </button>
          {status === "pending" && (
            <button type="button" className={`${button} border border-slate-300 bg-white`} onClick={() => setMode("escalate")} aria-pressed={mode === "escalate"} aria-keyshortcuts="x">
              ⇡ Escalate <kbd className="ml-1 text-xs text-slate-500">x</kbd>
            </button>
          )}
        </div>
      )}

      {mode === "approve" && !decided && (
        <div className="rounded border border-emerald-300 bg-emerald-50 p-3 text-sm">
          <p className="mb-2">Release exactly what was checked{kind === "write" ? ": this call with these arguments" : ": this reply as written"}.</p>
          <button ref={approveRef} type="button" disabled={pending} className={`${button} bg-emerald-700 text-white`} onClick={() => send({ action: "approve" })}>
            {pending ? "Approving…" : "Confirm approve"}
          </button>
          <button type="button" className="ml-2 text-sm underline" onClick={() => setMode("none")}>
            Cancel
          </button>
        </div>
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
            <SchemaFields schema={schema} values={values} onChange={setValues} />
          ) : (
            <label className="block text-sm">
              Reply text
              <textarea className="mt-1 block w-full rounded border border-slate-300 p-2 text-sm" rows={6} value={text} onChange={(e) => setText(e.target.value)} autoFocus />
            </label>
          )}
          <label className="block text-sm">
            Your note (required)
            <textarea className="mt-1 block w-full rounded border border-slate-300 p-2 text-sm" rows={2} value={note} onChange={(e) => setNote(e.target.value)} required />
          </label>
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
            Reason for the manager (required)
            <textarea className="mt-1 block w-full rounded border border-slate-300 p-2 text-sm" rows={3} value={note} onChange={(e) => setNote(e.target.value)} required autoFocus />
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

function RecheckResult({ recheck }: { recheck: Recheck }) {
  const ok = recheck.decision === "allow" || recheck.decision === "pass";
  const findings = Array.isArray(recheck.findings) ? (recheck.findings as { path?: string; text?: string; status?: string; verdict?: string }[]) : [];
  const bad = findings.filter((f) => (f.status && !["grounded", "matched_sum"].includes(f.status)) || (f.verdict && f.verdict !== "grounded"));
  return (
    <div role="status" data-testid="recheck" className={`rounded border p-2 text-sm ${ok ? "border-emerald-300 bg-emerald-50" : "border-red-300 bg-red-50"}`}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Re-check:</span> <VerdictBadge verdict={recheck.decision} /> <code className="font-mono text-xs">{recheck.code}</code>
        <span>{ok ? "this edit can be approved." : "this edit cannot be approved."}</span>
      </p>
      {!ok && <p className="mt-1">{recheck.message}</p>}
      {bad.length > 0 && (
        <ul className="mt-1 list-inside list-disc">
          {bad.map((f, i) => (
            <li key={i}>
              <code className="font-mono">{f.path ?? f.text}</code>: {(f.status ?? f.verdict ?? "").replaceAll("_", " ")}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
