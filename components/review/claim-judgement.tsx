// How a claim was judged against the policy or the run's arithmetic (issue 10): the suggested
// citation of a supported, uncited policy sentence; the reply's words beside the policy's words
// for a contradiction; a derived amount's formula with where each operand came from. Text only.
import type { HeldItemView } from "@/lib/review/load-held-item";
import { resolveSpan } from "@/lib/review/message-text";
import { isPassingVerdict, type Claim, type PassageRef, type Support } from "@/lib/verify/types";
import { EvidenceSource } from "./evidence-source";
import { Passage } from "./passage";

const money = (cents: number) => `${cents < 0 ? "−" : ""}$${(Math.abs(cents) / 100).toFixed(2)}`;

/** Where a passage sits: "Clause RET-30 (version 2)" or "System prompt, message #0". */
function passageCaption(p: PassageRef): string {
  if (p.source === "clause") return `Clause ${p.clauseId ?? p.id}${p.clauseVersion ? ` (version ${p.clauseVersion})` : ""}`;
  return `System prompt${p.messageIndex !== undefined ? `, message #${p.messageIndex}` : ""}, characters ${p.span[0]}–${p.span[1]}`;
}

/** The passage in its context: the whole clause or system message with the passage marked, else the passage alone. */
export function PolicyPassage({ passage, item, testId }: { passage: PassageRef; item: Pick<HeldItemView, "clauses" | "conversation">; testId: string }) {
  let context: string | null = null;
  if (passage.source === "clause") context = item.clauses[(passage.clauseId ?? passage.id).toLowerCase()]?.text ?? null;
  else context = item.conversation.find((m) => m.index === passage.messageIndex)?.text ?? null;
  const span = context !== null ? resolveSpan(context, passage.span, passage.text) : null;
  return (
    <figure className="space-y-1" data-testid={testId}>
      <figcaption className="text-xs font-medium text-slate-600">{passageCaption(passage)}</figcaption>
      {context !== null && span ? (
        <Passage text={context} highlight={{ span, label: "the policy passage" }} />
      ) : (
        <Passage text={passage.text} highlight={null} whole />
      )}
    </figure>
  );
}

function SuggestedCitation({ claim, item }: { claim: Claim & { passage: PassageRef }; item: HeldItemView }) {
  const p = claim.passage;
  return (
    <div className="space-y-2 rounded border border-teal-200 bg-teal-50/50 p-3" data-testid="suggested-citation">
      <p className="text-sm text-teal-950">
        No citation in the reply; the policy the agent was given says this.{" "}
        {p.source === "clause" ? (
          <>
            Suggested citation: <code className="rounded bg-white px-1 font-mono text-xs">[clause:{p.clauseId ?? p.id}]</code>
          </>
        ) : (
          "It is in the agent's system prompt, not in the clause library: a clause for it would make it citable."
        )}
      </p>
      <PolicyPassage passage={p} item={item} testId="suggested-passage" />
    </div>
  );
}

/** A policy sentence nothing supports: the clause that comes closest, so the reviewer need not open Policies. */
function ClosestPassage({ claim, item }: { claim: Claim & { passage: PassageRef }; item: HeldItemView }) {
  const p = claim.passage;
  return (
    <div className="space-y-2 rounded border border-slate-200 bg-slate-50 p-3" data-testid="best-clause">
      <p className="text-sm text-slate-800">
        Best-matching {p.source === "clause" ? "clause" : "passage"} in the policy the agent was given
        {p.source === "clause" ? (
          <>
            {" "}
            (cite it as <code className="rounded bg-white px-1 font-mono text-xs">[clause:{p.clauseId ?? p.id}]</code> if it says what the reply means)
          </>
        ) : null}
        :
      </p>
      <PolicyPassage passage={p} item={item} testId="closest-passage" />
    </div>
  );
}

function Contradiction({ claim, item }: { claim: Claim; item: HeldItemView }) {
  const claimed = claim.conflict?.claimed ?? claim.text;
  return (
    <div className="space-y-2 rounded border border-red-200 bg-red-50/40 p-3" data-testid="contradiction">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <figure className="space-y-1" data-testid="contradiction-reply">
          <figcaption className="text-xs font-semibold text-red-900">The reply says</figcaption>
          <blockquote className="rounded border border-red-200 bg-white p-2 text-sm text-slate-900">
            {claim.text}
            {claim.conflict && claim.conflict.claimed !== claim.text ? (
              <p className="mt-1 text-xs text-slate-700">
                in short: <mark className="rounded-sm bg-red-100 px-0.5">{claimed}</mark>
              </p>
            ) : null}
          </blockquote>
        </figure>
        <div className="space-y-1" data-testid="contradiction-policy">
          <p className="text-xs font-semibold text-red-900">The policy says</p>
          {claim.passage ? <PolicyPassage passage={claim.passage} item={item} testId="contradiction-passage" /> : null}
          {claim.conflict ? (
            <p className="text-xs text-slate-700">
              in short: <mark className="rounded-sm bg-yellow-100 px-0.5">{claim.conflict.stated}</mark>
            </p>
          ) : null}
        </div>
      </div>
      {claim.conflict?.why ? <p className="text-sm font-medium text-red-950">Why: {claim.conflict.why}</p> : null}
    </div>
  );
}

function OperandSource({ support, item }: { support: Support | null; item: HeldItemView }) {
  if (!support) return <span className="text-slate-600">stated in the reply (a count the run showed)</span>;
  if (support.source !== "clause" && support.source !== "prompt") {
    return <EvidenceSource at={{ ...support, source: support.source === "tool" ? "tool_result" : support.source }} conversation={item.conversation} />;
  }
  const passage: PassageRef = {
    source: support.source,
    id: support.clauseId ?? `prompt@${support.span[0]}`,
    clauseId: support.clauseId,
    clauseVersion: support.clauseVersion,
    messageIndex: support.messageIndex,
    span: support.span,
    text: "",
  };
  return <PolicyPassage passage={passage} item={item} testId="operand-policy" />;
}

function Derivation({ claim, item }: { claim: Claim & { derivation: NonNullable<Claim["derivation"]> }; item: HeldItemView }) {
  const d = claim.derivation;
  return (
    <div className="space-y-2 rounded border border-slate-200 bg-slate-50 p-3" data-testid="derivation">
      <p className="text-sm">
        Derived amount: <code className="rounded bg-white px-1.5 py-0.5 font-mono text-sm font-semibold" data-testid="derivation-formula">{d.formula}</code>
      </p>
      <table className="w-full border-collapse text-sm" aria-label="Where each operand came from">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
            <th className="p-1 font-medium">Operand</th>
            <th className="p-1 font-medium">What it is</th>
            <th className="p-1 font-medium">Where the run showed it</th>
          </tr>
        </thead>
        <tbody>
          {d.operands.map((o, k) => (
            <tr key={k} className="border-b border-slate-100 align-top" data-testid="derivation-operand">
              <td className="p-1 font-mono tabular-nums">{o.label.match(/^\d+ /) ? o.label.split(" ")[0] : money(o.cents)}</td>
              <td className="p-1">{o.label}</td>
              <td className="p-1">
                <OperandSource support={o.support} item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The part of a claim's card that says how the policy or the arithmetic judged it; nothing for other claims. */
export function ClaimJudgement({ claim, item }: { claim: Claim; item: HeldItemView }) {
  const parts: React.ReactNode[] = [];
  if (claim.verdict === "supported_uncited" && claim.passage) parts.push(<SuggestedCitation key="cite" claim={{ ...claim, passage: claim.passage }} item={item} />);
  if (claim.verdict === "contradicted" && (claim.passage || claim.conflict)) parts.push(<Contradiction key="conflict" claim={claim} item={item} />);
  if (claim.passage && claim.verdict !== "supported_uncited" && claim.verdict !== "contradicted" && !isPassingVerdict(claim.verdict)) parts.push(<ClosestPassage key="closest" claim={{ ...claim, passage: claim.passage }} item={item} />);
  if (claim.derivation) parts.push(<Derivation key="derivation" claim={{ ...claim, derivation: claim.derivation }} item={item} />);
  return parts.length ? <div className="mt-2 space-y-2">{parts}</div> : null;
}

/** True when ClaimJudgement explains the claim's source, so "no source" would be wrong. */
export function hasJudgement(claim: Claim): boolean {
  return !!claim.passage || (claim.verdict === "contradicted" && !!claim.conflict) || !!claim.derivation;
}
