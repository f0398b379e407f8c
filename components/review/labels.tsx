// Status, verdict and reason labels: each has a symbol and words, so none depends on colour alone.
import type { Verdict } from "@/lib/verify/types";
import type { HeldStatus } from "@/lib/review/decisions";

// Every status has its label: a status added to the decision table is a compile error here until it has one.
const STATUS: Record<HeldStatus, { label: string; icon: string; cls: string }> = {
  pending: { label: "Pending", icon: "◷", cls: "border-amber-300 bg-amber-50 text-amber-900" },
  escalated: { label: "Escalated", icon: "⇡", cls: "border-violet-300 bg-violet-50 text-violet-900" },
  approved: { label: "Approved", icon: "✓", cls: "border-emerald-300 bg-emerald-50 text-emerald-900" },
  edited: { label: "Edited", icon: "✎", cls: "border-emerald-300 bg-emerald-50 text-emerald-900" },
  rejected: { label: "Rejected", icon: "✗", cls: "border-red-300 bg-red-50 text-red-900" },
  released: { label: "Released", icon: "➜", cls: "border-slate-300 bg-slate-50 text-slate-800" },
};

/** A status's label as the console writes it ("Rejected"), for badges and the status filter. */
export const statusLabel = (status: HeldStatus) => STATUS[status].label;

export function StatusBadge({ status }: { status: HeldStatus }) {
  const s = STATUS[status];
  return (
    <span className={`badge ${s.cls}`}>
      <span aria-hidden="true">{s.icon}</span>
      {s.label}
    </span>
  );
}

type Style = { label: string; icon: string; cls: string };

// Every claim verdict has its label: a new verdict in lib/verify is a compile error here until it has one.
const CLAIM_VERDICT: Record<Verdict, Style> = {
  grounded: { label: "grounded", icon: "✓", cls: "bg-emerald-100 text-emerald-900 decoration-emerald-600" },
  supported_uncited: { label: "supported by policy, uncited", icon: "✓", cls: "bg-teal-100 text-teal-900 decoration-teal-600" },
  not_checked: { label: "not checked", icon: "○", cls: "bg-slate-100 text-slate-700 decoration-slate-400" },
  unverifiable: { label: "unverifiable", icon: "?", cls: "bg-amber-100 text-amber-900 decoration-amber-600" },
  cited_unsupported: { label: "unsupported by the policy", icon: "!", cls: "bg-orange-100 text-orange-900 decoration-orange-600" },
  contradicted: { label: "contradicted", icon: "≠", cls: "bg-red-100 text-red-900 decoration-red-600" },
  failed_action: { label: "action failed", icon: "✗", cls: "bg-red-100 text-red-900 decoration-red-600" },
  unperformed: { label: "not done", icon: "✗", cls: "bg-red-100 text-red-900 decoration-red-600" },
  invented: { label: "invented", icon: "✗", cls: "bg-red-100 text-red-900 decoration-red-600" },
};

const VERDICT: Record<string, Style> = {
  ...CLAIM_VERDICT,
  // guard finding statuses
  unseen: { label: "not seen", icon: "✗", cls: "bg-red-100 text-red-900 decoration-red-600" },
  near_miss: { label: "near miss", icon: "≈", cls: "bg-red-100 text-red-900 decoration-red-600" },
  wrong_customer: { label: "wrong customer", icon: "⚠", cls: "bg-red-100 text-red-900 decoration-red-600" },
  unmatched: { label: "no matching charge", icon: "✗", cls: "bg-red-100 text-red-900 decoration-red-600" },
  matched_sum: { label: "sum of charges", icon: "Σ", cls: "bg-emerald-100 text-emerald-900 decoration-emerald-600" },
  matched_policy: { label: "set by the policy", icon: "§", cls: "bg-emerald-100 text-emerald-900 decoration-emerald-600" },
  not_in_entity: { label: "not in this record", icon: "∉", cls: "bg-red-100 text-red-900 decoration-red-600" },
  wrong_kind: { label: "not an alternative", icon: "≠", cls: "bg-red-100 text-red-900 decoration-red-600" },
  unavailable: { label: "unavailable", icon: "⊘", cls: "bg-red-100 text-red-900 decoration-red-600" },
  exceeds_charge: { label: "exceeds the charge", icon: "▲", cls: "bg-red-100 text-red-900 decoration-red-600" },
  unit_mismatch: { label: "unit mismatch", icon: "≠", cls: "bg-red-100 text-red-900 decoration-red-600" },
  // recheck decisions
  allow: { label: "allowed", icon: "✓", cls: "bg-emerald-100 text-emerald-900" },
  pass: { label: "passes", icon: "✓", cls: "bg-emerald-100 text-emerald-900" },
  hold: { label: "held", icon: "■", cls: "bg-red-100 text-red-900" },
  reject: { label: "rejected", icon: "✗", cls: "bg-red-100 text-red-900" },
};

export function verdictStyle(verdict: string) {
  return VERDICT[verdict] ?? { label: verdict.replaceAll("_", " "), icon: "•", cls: "bg-slate-100 text-slate-900" };
}

export function VerdictBadge({ verdict }: { verdict: string }) {
  const v = verdictStyle(verdict);
  return (
    <span className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium ${v.cls}`}>
      <span aria-hidden="true">{v.icon}</span>
      {v.label}
    </span>
  );
}

export function ReasonCode({ code }: { code: string }) {
  return <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">{code}</code>;
}

/** "3m", "2h", "5d": how long an item has waited. */
export function age(iso: string, now = Date.now()) {
  const mins = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (mins < 60) return `${mins}m`;
  if (mins < 48 * 60) return `${Math.round(mins / 60)}h`;
  return `${Math.round(mins / 1440)}d`;
}
