// An action claim ("I've refunded $64.00") beside the write call that makes it true: the call, its
// arguments and its result; or, when none ran, that plainly (issue 16).
import type { ActionMatch, Claim } from "@/lib/verify/types";

const STATUS_TEXT: Record<ActionMatch["status"], string> = {
  ran: "ran and succeeded",
  failed: "ran and returned an error",
  held: "held for review, not released: it has not run",
  missing: "never ran",
};

function pretty(value: unknown): string {
  if (typeof value === "string") {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value ?? null, null, 2);
}

export function ActionEvidence({ claim }: { claim: Claim }) {
  const a = claim.action;
  const ran = a?.status === "ran" || a?.status === "failed";
  return (
    <div data-testid="action-evidence" data-status={a?.status ?? "missing"} className="space-y-2">
      {ran ? null : (
        <p data-testid="no-such-call" className="rounded bg-red-50 px-2 py-1 text-sm font-semibold text-red-900">
          ✗ No such call ran in this run.
        </p>
      )}
      {a?.tool && a.toolCallId ? (
        <figure className="space-y-1">
          <figcaption className="text-xs font-medium text-slate-600">
            Call <code>{a.tool}</code> ({a.toolCallId}
            {a.messageIndex !== undefined ? `, message ${a.messageIndex}` : ""}) · {STATUS_TEXT[a.status]}
            {a.rejected ? ` (refused by the guard: ${a.rejected})` : ""}
          </figcaption>
          <div className="grid gap-2 md:grid-cols-2">
            <div>
              <p className="text-xs text-slate-500">Arguments</p>
              <pre data-testid="action-arguments" className="max-h-48 overflow-auto rounded border border-slate-200 bg-slate-50 p-2 text-xs">
                {pretty(a.arguments)}
              </pre>
            </div>
            <div>
              <p className="text-xs text-slate-500">Result</p>
              <pre data-testid="action-result" className="max-h-48 overflow-auto rounded border border-slate-200 bg-slate-50 p-2 text-xs">
                {a.result === undefined ? "(no result)" : pretty(a.result)}
              </pre>
            </div>
          </div>
        </figure>
      ) : null}
      {claim.conflict ? (
        <p data-testid="action-conflict" className="text-sm text-red-900">
          The reply says {claim.conflict.claimed}; the call says {claim.conflict.stated} ({claim.conflict.why}).
        </p>
      ) : null}
    </div>
  );
}
