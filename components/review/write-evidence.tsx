import type { Finding } from "@/lib/guard/types";
import type { HeldItemView } from "@/lib/review/load-held-item";
import { EvidenceSource } from "./evidence-source";
import { DiffValue } from "./passage";
import { AmountFormula, EntityRecord, OwnerCompare } from "./finding-context";
import { VerdictBadge } from "./labels";

const OK = new Set(["grounded", "matched_sum", "matched_policy"]);

/** "6400" in cents → "$64.00 (6400)"; other units as written. */
function money(text: string, unit: string | undefined) {
  const n = Number(text);
  if (unit === "cents" && Number.isFinite(n)) return `$${(n / 100).toFixed(2)} (${text} cents)`;
  return text;
}

function show(v: unknown) {
  return typeof v === "string" ? v : JSON.stringify(v);
}

/** An argument's value as a person reads it: an amount in cents as dollars, the raw number beside it. */
function Value({ finding: f }: { finding: Finding }) {
  const n = typeof f.value === "number" ? f.value : Number(f.value);
  if (f.role === "amount" && f.unit === "cents" && Number.isFinite(n)) {
    return (
      <>
        {`$${(n / 100).toFixed(2)}`} <span className="font-sans text-xs font-normal text-slate-500">({show(f.value)} cents)</span>
      </>
    );
  }
  return <>{show(f.value)}</>;
}

/** A held write: the call with each flagged argument highlighted, and beside each its source passages. */
export function WriteEvidence({ item }: { item: HeldItemView }) {
  const findings = item.findings as Finding[];
  const args = item.payload && typeof item.payload === "object" ? (item.payload as Record<string, unknown>) : {};
  const covered = new Set(findings.map((f) => f.path.split(/[.[]/)[0]));
  const flagged = findings.filter((f) => !OK.has(f.status));
  const grounded = findings.filter((f) => OK.has(f.status));
  return (
    <div className="space-y-4">
      <section aria-labelledby="call-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="call-heading" className="mb-2 text-sm font-semibold text-slate-700">
          The call: <code className="font-mono">{item.toolName}</code>
        </h2>
        <table className="w-full text-sm">
          <tbody>
            {findings.map((f) => (
              <tr key={f.path} className={OK.has(f.status) ? "" : "bg-red-50"} data-testid={`arg-${f.path}`}>
                <th scope="row" className="w-48 py-1 pr-3 text-left align-top font-mono text-xs font-normal text-slate-600">
                  {f.path}
                </th>
                <td className="py-1 align-top">
                  <code className={`font-mono ${OK.has(f.status) ? "" : "rounded bg-red-100 px-1 font-semibold text-red-950 underline decoration-wavy decoration-red-600"}`}>
                    <Value finding={f} />
                  </code>
                </td>
                <td className="py-1 text-right align-top">
                  <VerdictBadge verdict={f.status} />
                </td>
              </tr>
            ))}
            {Object.entries(args)
              .filter(([k]) => !covered.has(k))
              .map(([k, v]) => (
                <tr key={k}>
                  <th scope="row" className="w-48 py-1 pr-3 text-left align-top font-mono text-xs font-normal text-slate-600">
                    {k}
                  </th>
                  <td className="py-1 font-mono text-slate-800" colSpan={2}>
                    {show(v)} <span className="font-sans text-xs text-slate-500">(not checked)</span>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-medium">Guard:</span> {item.check.message}
        </p>
      </section>

      {flagged.map((f) => (
        <FlaggedFinding key={f.path} finding={f} item={item} />
      ))}

      {grounded.length > 0 && (
        <details className="rounded-lg border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer text-sm font-medium text-slate-700">Grounded arguments ({grounded.length}): where each was seen</summary>
          <div className="mt-3 space-y-3">
            {grounded.map((f) => (
              <div key={f.path} className="space-y-2">
                <p className="text-sm">
                  <code className="font-mono">{f.path}</code> = <code className="font-mono"><Value finding={f} /></code> {f.note ? <span className="text-slate-600">· {f.note}</span> : null}
                </p>
                <AmountFormula finding={f} conversation={item.conversation} />
                <OwnerCompare finding={f} conversation={item.conversation} customerName={item.customer.name} />
                {f.evidence.slice(0, 3).map((e, i) => (
                  <EvidenceSource key={i} at={e} conversation={item.conversation} />
                ))}
              </div>
            ))}
          </div>
        </details>
      )}
    </div>
  );
}

function FlaggedFinding({ finding: f, item }: { finding: Finding; item: HeldItemView }) {
  return (
    <section aria-label={`Flagged argument ${f.path}`} data-testid={`finding-${f.path}`} className="rounded-lg border border-red-200 bg-white p-4">
      <h3 className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <VerdictBadge verdict={f.status} />
        <code className="font-mono font-semibold">{f.path}</code> = <code className="font-mono"><Value finding={f} /></code>
      </h3>
      {f.note ? <p className="mb-2 text-sm text-slate-700">{f.note}</p> : null}

      {f.nearMisses?.map((nm, i) => (
        <div key={i} className="mb-3 space-y-2">
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm" data-testid="near-miss">
            <dt className="text-slate-600">Requested</dt>
            <dd>
              <DiffValue value={show(f.value)} diff={nm.diffInCall} />
            </dd>
            <dt className="text-slate-600">Seen</dt>
            <dd>
              <DiffValue value={nm.value} diff={nm.diffInSeen} /> <span className="text-slate-600">· {nm.description}</span>
            </dd>
          </dl>
          {nm.evidence.map((e, j) => (
            <EvidenceSource key={j} at={e} conversation={item.conversation} inner={nm.diffInSeen} />
          ))}
        </div>
      ))}

      <EntityRecord finding={f} conversation={item.conversation} />
      <OwnerCompare finding={f} conversation={item.conversation} customerName={item.customer.name} />
      <AmountFormula finding={f} conversation={item.conversation} />

      {f.role === "amount" ? (
        <div className="mb-2" data-testid="charges-seen">
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">Charges seen</h4>
          {f.evidence.length > 0 ? (
            <ul className="flex flex-wrap gap-2 text-sm">
              {f.evidence.map((e, j) => (
                <li key={j} className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5">
                  <span className="font-mono font-semibold">{money(e.text, f.unit)}</span> <span className="text-xs text-slate-600">{e.jsonPath ?? `message #${e.messageIndex}`}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {f.evidence.length > 0
        ? f.evidence.map((e, j) => <EvidenceSource key={j} at={e} conversation={item.conversation} />)
        : !f.nearMisses?.length && <p className="text-sm text-slate-700">Seen nowhere in the run before this call{f.role === "amount" ? ": no charge of any amount was shown" : ""}.</p>}
    </section>
  );
}
