import type { Finding } from "@/lib/guard/types";
import type { ConversationMessage } from "@/lib/review/load-held-item";
import { EvidenceSource } from "./evidence-source";
import { Passage } from "./passage";

const CUSTOMER_SOURCE: Record<string, string> = {
  facts: "the ticket",
  auth_lookup: "the run's authentication lookup",
  user_record: "the first user record the run fetched",
  self_identified: "the id the customer gave, as a record holds it",
  unknown: "unknown",
};

/** The record a child id was checked against: its children listed, the call's id marked as not among them. */
export function EntityRecord({ finding: f, conversation }: { finding: Finding; conversation: ConversationMessage[] }) {
  const e = f.entity;
  if (!e) return null;
  const title =
    e.relation === "child" ? (
      <>
        {e.kind} <code className="font-mono">{e.id}</code> as the run last saw it: its {e.childField.replace(/_id$/, "")}s
      </>
    ) : (
      <>
        alternatives the run showed for {e.childField.replace(/_id$/, "")} <code className="font-mono">{e.replaces}</code> ({e.field} <code className="font-mono">{e.id}</code>)
      </>
    );
  return (
    <div className="mb-3 space-y-2" data-testid="entity-record">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {title} <span className="font-normal normal-case text-slate-500">({e.source === "inferred" ? "relation inferred from the records' shape" : "relation declared in the policy"})</span>
      </h4>
      <ul className="flex flex-wrap gap-2 text-sm" aria-label={`Children of ${e.kind} ${e.id}`}>
        {e.children.map((c) => (
          <li key={c.value} data-testid="entity-child" className={`rounded border px-2 py-0.5 font-mono ${c.available === false ? "border-slate-300 bg-slate-100 text-slate-500 line-through" : "border-emerald-300 bg-emerald-50"}`}>
            {c.value}
            {c.available === false ? <span className="ml-1 font-sans text-xs no-underline">(unavailable)</span> : null}
          </li>
        ))}
        <li data-testid="entity-offending" className="rounded border border-red-400 bg-red-100 px-2 py-0.5 font-mono font-semibold text-red-950 underline decoration-wavy decoration-red-600">
          {e.offending}{" "}
          <span className="font-sans text-xs font-normal no-underline">
            {f.status === "unavailable" ? `marked unavailable${e.unavailableBecause ? ` (${e.unavailableBecause})` : ""}` : e.relation === "child" ? `not in this ${e.kind}` : `seen with ${e.seenAs?.field} ${e.seenAs?.value}`}
          </span>
        </li>
      </ul>
      {e.record ? <EvidenceSource at={e.record} conversation={conversation} /> : null}
    </div>
  );
}

/** The entity's owner and the run's customer side by side, with how the customer is known. */
export function OwnerCompare({ finding: f, conversation, customerName }: { finding: Finding; conversation: ConversationMessage[]; customerName: string | null }) {
  const o = f.owner;
  if (!o) return null;
  const mismatch = o.expected !== null && o.expected !== o.value;
  return (
    <div className="mb-3 space-y-2">
      <dl className="grid grid-cols-[12rem_1fr] gap-x-3 gap-y-1 text-sm" data-testid="owner-compare">
        <dt className="text-slate-600">Owner in the evidence{o.field ? ` (${o.field}${o.fieldSource === "inferred" ? ", inferred" : ""})` : ""}</dt>
        <dd>
          <code className={`rounded px-1 font-mono ${mismatch ? "bg-red-100 text-red-950" : "bg-slate-100"}`}>{o.value}</code>
        </dd>
        <dt className="text-slate-600">The run&apos;s customer</dt>
        <dd>
          {o.expected === null ? <span className="font-medium text-amber-900">unknown</span> : <code className="font-mono">{o.expected}</code>} {customerName && o.customerSource === "facts" ? <span className="text-slate-600">({customerName})</span> : null}
          <span className="block text-xs text-slate-600">from {CUSTOMER_SOURCE[o.customerSource ?? "facts"] ?? o.customerSource}{o.customerDetail ? `: ${o.customerDetail}` : ""}</span>
        </dd>
      </dl>
      {o.evidence.map((e, j) => (
        <EvidenceSource key={j} at={e} conversation={conversation} />
      ))}
      {o.customerEvidence ? <EvidenceSource at={o.customerEvidence} conversation={conversation} /> : null}
    </div>
  );
}

/** A derived or policy-set amount: the formula, its operands, and the policy passage with the amount marked. */
export function AmountFormula({ finding: f, conversation }: { finding: Finding; conversation: ConversationMessage[] }) {
  const d = f.derivation;
  if (!d) return null;
  return (
    <div className="mb-3 space-y-2" data-testid="amount-formula">
      <p className="text-sm">
        <span className="font-medium">{d.kind === "policy" ? "Set by the policy" : "Derived"}:</span> <code className="font-mono">{d.formula}</code>
      </p>
      {d.passage ? (
        <figure className="space-y-1" data-testid="policy-passage">
          <figcaption className="text-xs font-medium text-slate-600">{d.passage.source === "clause" ? `Clause ${d.passage.clauseId}${d.passage.clauseVersion ? ` (version ${d.passage.clauseVersion})` : ""}` : `System prompt, message #${d.passage.messageIndex}`}</figcaption>
          <Passage testId="policy-passage-text" text={d.passage.text} highlight={{ span: d.passage.amountSpan, label: "the amount the policy sets" }} />
        </figure>
      ) : null}
      {d.count?.evidence ? (
        <div>
          <p className="text-xs text-slate-600">Counted: {d.count.n} {d.count.label}</p>
          <EvidenceSource at={d.count.evidence} conversation={conversation} />
        </div>
      ) : null}
      {d.kind === "sum" && d.terms.length > 1
        ? d.terms.map((t, i) => (t.evidence ? <EvidenceSource key={i} at={t.evidence} conversation={conversation} /> : null))
        : null}
    </div>
  );
}
