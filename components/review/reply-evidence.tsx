import { isPassingVerdict, type Claim } from "@/lib/verify/types";
import type { HeldItemView } from "@/lib/review/load-held-item";
import { resolveSpan } from "@/lib/review/message-text";
import { ActionEvidence } from "./action-evidence";
import { displayedReply } from "@/lib/review/json-reply-text";
import { ClaimJudgement, hasJudgement } from "./claim-judgement";
import { EvidenceSource } from "./evidence-source";
import { groupReplyClaims, type NumberedClaim } from "@/lib/review/group-reply-claims";
import { NotCheckedClaims } from "./not-checked-claims";
import { Passage } from "./passage";
import { VerdictBadge, verdictStyle } from "./labels";

function replyText(payload: unknown) {
  return payload && typeof payload === "object" && typeof (payload as { text?: unknown }).text === "string" ? (payload as { text: string }).text : "";
}

/**
 * The reply with each claim marked by verdict (icon, label and underline), spans in reply order.
 * A JSON reply is shown as its decoded message, claim spans mapped from the raw JSON into it.
 */
function MarkedReply({ text: raw, claims: all }: { text: string; claims: Claim[] }) {
  const shown = displayedReply(raw, all);
  const text = shown.text;
  // Claims outside the shown text (another JSON field) keep their number but are not marked.
  const claims = all.map((c, i) => ({ ...c, span: shown.spans[i] ?? ([Infinity, Infinity] as [number, number]) }));
  const sorted = claims.map((c, i) => ({ c, i })).filter(({ c }) => c.span[1] <= text.length).sort((a, b) => a.c.span[0] - b.c.span[0]);
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const { c, i } of sorted) {
    if (c.span[0] < at) continue; // overlapping claims: the first one marks the text
    parts.push(text.slice(at, c.span[0]));
    const v = verdictStyle(c.verdict);
    parts.push(
      <mark key={i} data-verdict={c.verdict} title={`${v.label}: ${c.reason}`} className={`rounded-sm px-0.5 underline decoration-2 underline-offset-2 ${v.cls}`}>
        {text.slice(c.span[0], c.span[1])}
        <sup aria-label={`claim ${i + 1}, ${v.label}`} className="ml-0.5 font-sans text-[10px] font-semibold">
          {v.icon}
          {i + 1}
        </sup>
      </mark>,
    );
    at = c.span[1];
  }
  parts.push(text.slice(at));
  const marked = <p data-testid="reply-text" className="whitespace-pre-wrap break-words text-sm leading-6 text-slate-900">{parts}</p>;
  if (shown.format === "text") return marked;
  return (
    <>
      <p className="mb-2 text-xs text-slate-600" data-testid="json-reply-note">
        The agent replied in JSON; shown is {shown.field ? `its "${shown.field}" field` : "every text field"} as the customer reads it.
      </p>
      {marked}
      <details className="mt-2 text-xs">
        <summary className="cursor-pointer text-slate-600">Raw JSON reply</summary>
        <pre className="mt-1 whitespace-pre-wrap break-words rounded bg-slate-50 p-2 font-mono">{raw}</pre>
      </details>
    </>
  );
}

/**
 * A held reply: the reply with claims highlighted by verdict, then the alarms (why it was held), the
 * sentences nothing settles (apart, not alarms) and what passed, each claim beside its source.
 */
export function ReplyEvidence({ item }: { item: HeldItemView }) {
  const text = replyText(item.payload);
  const claims = item.findings as Claim[];
  const groups = groupReplyClaims(claims);
  return (
    <div className="space-y-4">
      <section aria-labelledby="reply-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="reply-heading" className="mb-2 text-sm font-semibold text-slate-700">
          The reply {item.check.truncated ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">⚠ evidence was cut to fit the budget</span> : null}
        </h2>
        <MarkedReply text={text} claims={claims} />
      </section>
      {groups.alarms.length > 0 && (
        <section aria-labelledby="alarms-heading" data-testid="claim-alarms" className="space-y-3">
          <h2 id="alarms-heading" className="text-sm font-semibold text-red-900">
            Alarms ({groups.alarms.length})
          </h2>
          <ol className="space-y-3">
            {groups.alarms.map((c) => (
              <ClaimCard key={c.number} {...c} item={item} />
            ))}
          </ol>
        </section>
      )}
      <NotCheckedClaims claims={groups.notChecked} item={item} />
      {groups.passed.length > 0 && (
        <section aria-labelledby="passed-heading" data-testid="claim-passed" className="space-y-3">
          <h2 id="passed-heading" className="text-sm font-semibold text-slate-700">
            Checked and passed ({groups.passed.length})
          </h2>
          <ol className="space-y-3">
            {groups.passed.map((c) => (
              <ClaimCard key={c.number} {...c} item={item} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function ClaimCard({ claim: c, number, item }: NumberedClaim & { item: HeldItemView }) {
  return (
    <li data-testid={`claim-${number}`} className={`rounded-lg border bg-white p-4 ${isPassingVerdict(c.verdict) && !c.held ? "border-slate-200" : "border-red-200"}`}>
      <p className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-500">{number}.</span>
        <VerdictBadge verdict={c.verdict} />
        <q className="font-medium">{c.text}</q>
        <span className="text-xs text-slate-500">{c.kind}</span>
      </p>
      <p className="mb-2 text-sm text-slate-700">{c.reason}</p>
      <ClaimSources claim={c} item={item} />
      <ClaimJudgement claim={c} item={item} />
    </li>
  );
}

function ClaimSources({ claim, item }: { claim: Claim; item: HeldItemView }) {
  if (claim.kind === "action") return <ActionEvidence claim={claim} />;
  if (claim.support.length === 0) {
    if (hasJudgement(claim)) return null; // the passage or the formula below says where it came from
    return (
      <p className="text-sm font-medium text-slate-800" data-testid="no-source">
        {claim.verdict === "unverifiable" ? "evidence was cut: could not verify" : "no source"}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      {claim.support.slice(0, 3).map((s, j) => {
        if (s.source === "clause") {
          const clause = item.clauses[(s.clauseId ?? "").toLowerCase()];
          if (!clause) return <p key={j} className="text-sm">Clause {s.clauseId}: not in the library any more.</p>;
          const span = resolveSpan(clause.text, s.span);
          return (
            <figure key={j} className="space-y-1">
              <figcaption className="text-xs font-medium text-slate-600">
                Clause {s.clauseId}
                {clause.key.toLowerCase() !== (s.clauseId ?? "").toLowerCase() ? ` (now ${clause.key})` : ""} · {clause.title}
                {clause.version ? ` (version ${clause.version})` : ""}
              </figcaption>
              <Passage testId="clause-passage" text={clause.text} highlight={span ? { span } : null} whole />
            </figure>
          );
        }
        return <EvidenceSource key={j} at={{ ...s, source: s.source === "tool" ? "tool_result" : s.source }} conversation={item.conversation} />;
      })}
    </div>
  );
}
