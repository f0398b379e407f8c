"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { claimLease, claimNext, reassign, releaseLease } from "@/app/(console)/queue/actions";
import { useBoundAction } from "@/components/use-bound-action";
import type { Lease } from "@/lib/review/claim-lease";
import type { JsonSchema } from "@/lib/review/tool-definitions";
import { DECISIONS, isOpenStatus, type DecisionKind, type HeldStatus } from "@/lib/review/decisions";
import { DecisionPanel, type CitableClause, type Mode } from "./decision-panel";
import { ShortcutsHelp } from "./shortcuts-help";
import { useShortcuts } from "./use-shortcuts";

interface Props {
  item: { id: string; kind: "write" | "reply"; toolName: string | null; status: HeldStatus; payload: unknown; schema: JsonSchema | null; assigneeId: string | null; reasonCodes: string[] };
  canDecide: boolean;
  /** The decisions of the table this person may take on the item now. */
  allowed: DecisionKind[];
  /** Clauses in force, to cite in an edited reply. */
  clauses: CitableClause[];
  canReassign: boolean;
  initialLease: Lease | null;
  people: { id: string; name: string }[];
  previousHref: string | null;
  nextHref: string | null;
  queueHref: string;
  /** The view's filters as a query string: "Next item" claims within them. */
  filterSearch: string;
  children: ReactNode;
}

const RENEW_MS = 2 * 60_000;
const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/** The item page's interactive part: the lease, the keyboard, the decision controls. */
export function ItemWorkspace({ item, canDecide, allowed, clauses, canReassign, initialLease, people, previousHref, nextHref, queueHref, filterSearch, children }: Props) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("none");
  const [help, setHelp] = useState(false);
  const [lease, setLease] = useState<Lease | null>(initialLease);
  const [leaseError, setLeaseError] = useState<string | null>(null);
  const decidable = canDecide && allowed.length > 0 && isOpenStatus(item.status);
  // Keep the decision panel (and its result message) after the decision refreshes the page.
  const [openedDecidable] = useState(decidable);

  // Opening the item claims it; the lease is renewed while the reviewer is active on the page (an
  // idle tab lets it expire on its own) and given back on leaving.
  useEffect(() => {
    if (!decidable) return;
    let stopped = false;
    let lastActive = Date.now();
    const active = () => (lastActive = Date.now());
    const events = ["keydown", "pointerdown", "scroll", "mousemove"] as const;
    events.forEach((e) => window.addEventListener(e, active, { passive: true }));
    const renew = () => {
      if (document.visibilityState === "visible" && Date.now() - lastActive < RENEW_MS) void claim();
    };
    const claim = async () => {
      const r = await claimLease({ id: item.id });
      if (stopped) return;
      if (r.ok) {
        setLease(r.data);
        setLeaseError(null);
      } else {
        setLeaseError(r.error.message);
        if (r.error.details?.lease) setLease(r.error.details.lease as Lease);
      }
    };
    void claim();
    const timer = setInterval(renew, RENEW_MS);
    // Leaving the page (closing the tab, a full navigation): give the lease back at once.
    const leave = () => navigator.sendBeacon(`/queue/${encodeURIComponent(item.id)}/lease`);
    window.addEventListener("pagehide", leave);
    return () => {
      stopped = true;
      clearInterval(timer);
      events.forEach((e) => window.removeEventListener(e, active));
      window.removeEventListener("pagehide", leave);
      void releaseLease({ id: item.id });
    };
  }, [decidable, item.id]);

  const { run: runClaimNext, pending: claiming } = useBoundAction(claimNext);
  const [claimMessage, setClaimMessage] = useState<string | null>(null);
  const claimNextItem = () =>
    runClaimNext(Object.fromEntries(new URLSearchParams(filterSearch)), (r) => {
      if (!r.ok) setClaimMessage(r.error.message);
      else if (!r.data) setClaimMessage("Nothing left in this view that nobody is reviewing.");
      else router.push(`/queue/${r.data.id}${filterSearch}`);
    });

  // One key per decision of the table, only for the decisions this person may take here.
  const decisionKeys = Object.fromEntries(allowed.map((k) => [DECISIONS[k].shortcut, () => decidable && setMode(k)]));
  useShortcuts({
    n: () => canDecide && claimNextItem(),
    j: () => nextHref && router.push(nextHref),
    k: () => previousHref && router.push(previousHref),
    ...decisionKeys,
    "?": () => setHelp(true),
    Escape: () => setMode("none"),
    u: () => router.push(queueHref),
  });

  // Editing needs room: the tool's arguments and your note side by side, not in a narrow column.
  return (
    <div className={`grid grid-cols-1 gap-4 ${mode === "edit" ? "lg:grid-cols-[minmax(0,1fr)_40rem]" : "lg:grid-cols-[minmax(0,1fr)_24rem]"}`}>
      <div className="min-w-0 space-y-4">{children}</div>
      <aside className="space-y-3 lg:sticky lg:top-4 lg:self-start">
        {isOpenStatus(item.status) && <LeaseBanner lease={lease} error={leaseError} decidable={decidable} />}
        {decidable || openedDecidable ? (
          <DecisionPanel
            id={item.id}
            kind={item.kind}
            toolName={item.toolName}
            status={item.status}
            payload={item.payload}
            schema={item.schema}
            allowed={allowed}
            reasonCodes={item.reasonCodes}
            clauses={clauses}
            mode={mode}
            setMode={setMode}
          />
        ) : (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" data-testid="read-only">
            {isOpenStatus(item.status)
              ? item.status === "escalated" && !canDecide
                ? "Escalated: a manager decides this item. You can look, not decide."
                : "Your role can look at held items but not decide them."
              : "This item is decided."}
          </p>
        )}
        {canDecide && (
          <div className="flex items-center gap-2">
            <button type="button" onClick={claimNextItem} disabled={claiming} aria-keyshortcuts="n" className="rounded bg-slate-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60">
              {claiming ? "Claiming…" : "Next item"} <kbd className="ml-1 text-xs opacity-70">n</kbd>
            </button>
            {claimMessage && <p role="status" className="text-xs text-slate-700">{claimMessage}</p>}
          </div>
        )}
        {canReassign && <ReassignForm id={item.id} assigneeId={item.assigneeId} people={people} />}
        <nav aria-label="Item navigation" className="flex items-center justify-between text-sm">
          {previousHref ? (
            <a href={previousHref} onClick={(e) => (e.preventDefault(), router.push(previousHref))} className="underline">
              ← Previous <kbd className="text-xs text-slate-500">k</kbd>
            </a>
          ) : (
            <span className="text-slate-400">← Previous</span>
          )}
          <button type="button" onClick={() => setHelp(true)} className="text-slate-600 underline">
            Shortcuts <kbd className="text-xs">?</kbd>
          </button>
          {nextHref ? (
            <a href={nextHref} onClick={(e) => (e.preventDefault(), router.push(nextHref))} className="underline">
              Next <kbd className="text-xs text-slate-500">j</kbd> →
            </a>
          ) : (
            <span className="text-slate-400">Next →</span>
          )}
        </nav>
      </aside>
      <ShortcutsHelp
        open={help}
        onClose={() => setHelp(false)}
        shortcuts={[
          ["j", "next item in this view"],
          ["k", "previous item"],
          ["a", "approve: say why it may go out over its finding, then Enter"],
          ["e", "edit, re-check, approve the edit"],
          ["r", "reject and send back, with what was wrong"],
          ["x", "escalate to a manager, with a reason"],
          ["n", "claim the next item nobody is reviewing"],
          ["u", "back to the queue"],
          ["Esc", "close the open form"],
          ["?", "this help"],
        ]}
      />
    </div>
  );
}

function LeaseBanner({ lease, error, decidable }: { lease: Lease | null; error: string | null; decidable: boolean }) {
  if (lease && !lease.mine)
    return (
      <p role="alert" data-testid="lease" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        ● {lease.holder.name} is reviewing this item (until {time(lease.until)}).{decidable ? " Your decision would not be recorded while they hold it." : ""}
      </p>
    );
  if (error) return <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{error}</p>;
  if (lease?.mine && decidable)
    return (
      <p data-testid="lease" className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">
        ● You are reviewing this item until {time(lease.until)}; others see that.
      </p>
    );
  return null;
}

function ReassignForm({ id, assigneeId, people }: { id: string; assigneeId: string | null; people: { id: string; name: string }[] }) {
  const { run, pending, result } = useBoundAction(reassign, { refresh: true });
  return (
    <form
      aria-label="Reassign"
      className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        const assignee = new FormData(e.currentTarget).get("assigneeId");
        run({ id, assigneeId: assignee });
      }}
    >
      <label className="flex-1">
        Assigned to
        <select name="assigneeId" defaultValue={assigneeId ?? ""} className="mt-1 block w-full rounded border border-slate-300 px-2 py-1">
          <option value="">Nobody</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={pending} className="rounded border border-slate-300 px-3 py-1">
        Reassign
      </button>
      {result && <p role={result.ok ? "status" : "alert"} className="w-full text-xs">{result.ok ? result.message : result.error.message}</p>}
    </form>
  );
}
