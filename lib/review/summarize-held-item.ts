import type { Finding } from "../guard/types";
import type { Claim } from "../verify/types";
import { isHeldReason, reasonLabel, type HeldReason } from "./held-reasons";

/** What the summary reads from a held item: the queue selects exactly these columns. */
export interface SummaryInput {
  kind: "write" | "reply";
  toolName: string | null;
  reasonCodes: string[];
  findings: unknown;
  payload: unknown;
  /** The check's own message (the guard's model-facing sentence), for codes with no structured finding. */
  message?: string | null;
}

export interface HeldSummary {
  /** One line saying what is wrong: "SU-88412 vs SU-88421", "$50.00 vs a $19.00 charge". */
  summary: string;
  /** Money the held call would move, in cents; null when it moves none (or for replies). */
  amountAtRiskCents: number | null;
}

type Ctx = { tool: string; findings: Finding[]; claims: Claim[]; message: string };
type Summarizer = (ctx: Ctx) => string | null;

export const money = (cents: number) => `$${(cents / 100).toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const quote = (s: string, max = 60) => `“${s.length > max ? `${s.slice(0, max - 1)}…` : s}”`;
const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));
/** The guard's message up to its first full stop: the fallback for codes without structured findings. */
const firstSentence = (m: string) => {
  const s = m.split(/(?<=[.!?])\s/)[0]?.trim() ?? "";
  return s ? (s.length > 110 ? `${s.slice(0, 109)}…` : s.replace(/\.$/, "")) : null;
};
const finding = (c: Ctx, ...statuses: Finding["status"][]) => c.findings.find((f) => statuses.includes(f.status));
const claim = (c: Ctx, verdict: Claim["verdict"]) => c.claims.find((x) => x.verdict === verdict);

/** Cents of an amount argument: the declared unit, else whole numbers as cents (the Sundry convention). */
function toCents(f: Finding): number | null {
  const n = typeof f.value === "number" ? f.value : typeof f.value === "string" ? Number(f.value) : NaN;
  if (!Number.isFinite(n)) return null;
  return f.unit === "units" ? Math.round(n * 100) : Math.round(n);
}

/** The charges an amount was compared with: the numbers its evidence points at, in the finding's unit. */
function charges(f: Finding): number[] {
  const out = new Set<number>();
  for (const e of f.evidence ?? []) {
    const n = Number(String(e.text).replace(/[$,]/g, ""));
    if (Number.isFinite(n)) out.add(f.unit === "units" ? Math.round(n * 100) : Math.round(n));
  }
  return [...out];
}

const claimLine = (verdict: Claim["verdict"], what: (cl: Claim) => string): Summarizer => (c) => {
  const cl = claim(c, verdict);
  return cl ? what(cl) : null;
};
const clauseOf = (cl: Claim) => cl.passage?.clauseId ?? cl.citations?.clauses?.[0] ?? null;

/**
 * One line per reason, exhaustive over every code (a new code is a compile error until it says
 * something). Each reads the structured finding first and falls back to the guard's message.
 */
const SUMMARIZERS: Record<HeldReason, Summarizer> = {
  ok: () => null,
  unknown_tool: (c) => `${c.tool} is not a tool of this agent`,
  malformed_call: (c) => firstSentence(c.message) ?? `arguments to ${c.tool} are not JSON`,
  unknown_param: (c) => firstSentence(c.message),
  missing_param: (c) => firstSentence(c.message),
  invalid_value: (c) => firstSentence(c.message),
  unknown_id: (c) => {
    const f = finding(c, "near_miss", "unseen");
    if (!f) return null;
    const near = f.nearMisses?.[0];
    return near ? `${show(f.value)} vs ${near.value}` : `${show(f.value)} never seen in the run`;
  },
  wrong_customer: (c) => {
    const f = finding(c, "wrong_customer");
    if (!f?.owner) return null;
    return `${show(f.value)} belongs to ${f.owner.value}${f.owner.expected ? `, not ${f.owner.expected}` : ""}`;
  },
  not_in_entity: (c) => {
    const f = finding(c, "not_in_entity", "wrong_kind");
    const e = f?.entity;
    if (!e) return null;
    return e.relation === "replacement" && e.replaces ? `${e.offending} is no alternative to ${e.replaces}` : `${e.offending} is not in ${e.kind} ${e.id}`;
  },
  unavailable: (c) => {
    const f = finding(c, "unavailable");
    return f ? `${show(f.value)} is unavailable` : null;
  },
  amount_unmatched: (c) => {
    const f = finding(c, "exceeds_charge", "unmatched", "unit_mismatch");
    const cents = f ? toCents(f) : null;
    if (!f || cents === null) return null;
    const seen = charges(f);
    if (seen.length === 0) return `${money(cents)}, no matching charge`;
    if (seen.length === 1) return `${money(cents)} vs a ${money(seen[0])} charge`;
    return `${money(cents)} vs charges of ${seen.slice(0, 3).map(money).join(", ")}${seen.length > 3 ? "…" : ""}`;
  },
  retry_limit: (c) => firstSentence(c.message),
  ungrounded_args: (c) => {
    const unseen = c.findings.filter((f) => f.weight > 0 && f.status === "unseen");
    return unseen.length ? `not traced to the run: ${unseen.slice(0, 2).map((f) => `${f.path}=${show(f.value)}`).join(", ")}` : firstSentence(c.message);
  },
  grounded: claimLine("grounded", (cl) => `${quote(cl.text)} waits for a person`),
  supported_uncited: claimLine("supported_uncited", (cl) => `${quote(cl.text)} is true but cites nothing${clauseOf(cl) ? ` (see ${clauseOf(cl)})` : ""}`),
  not_checked: claimLine("not_checked", (cl) => `${quote(cl.text)} was not checked${clauseOf(cl) ? ` (closest: ${clauseOf(cl)})` : ""}`),
  unverifiable: claimLine("unverifiable", (cl) => `${quote(cl.text)} could not be verified`),
  cited_unsupported: claimLine("cited_unsupported", (cl) => `${quote(cl.text)} is not in ${clauseOf(cl) ?? "the cited source"}`),
  contradicted: claimLine("contradicted", (cl) =>
    cl.conflict ? `${quote(cl.conflict.claimed, 40)} vs ${quote(cl.conflict.stated, 40)}${clauseOf(cl) ? ` in ${clauseOf(cl)}` : ""}` : `${quote(cl.text)} contradicts ${clauseOf(cl) ?? "a source"}`,
  ),
  failed_action: claimLine("failed_action", (cl) => `${quote(cl.text)} but the call failed`),
  unperformed: claimLine("unperformed", (cl) => `${quote(cl.text)} but no such call ran`),
  invented: claimLine("invented", (cl) => `${quote(cl.text)} appears nowhere in the run`),
};

/**
 * The queue's one-line summary of a held item and the money it would move. The first reason
 * that yields a line wins (reasons are stored most important first); a reason whose finding is
 * missing falls back to its label, so the column never shows a raw code.
 */
export function summarizeHeldItem(item: SummaryInput): HeldSummary {
  const list = Array.isArray(item.findings) ? item.findings : [];
  const ctx: Ctx = {
    tool: item.toolName ?? "the tool",
    findings: item.kind === "write" ? (list as Finding[]) : [],
    claims: item.kind === "reply" ? (list as Claim[]) : [],
    message: item.message ?? "",
  };
  let summary: string | null = null;
  for (const code of item.reasonCodes) {
    if (!isHeldReason(code)) continue;
    try {
      summary = SUMMARIZERS[code](ctx);
    } catch {
      summary = null; // a finding of an older shape: fall back to the label rather than fail the page
    }
    if (summary) break;
  }
  summary ??= item.reasonCodes.map(reasonLabel).join(", ") || "Held for review";
  const amounts = ctx.findings.filter((f) => f.role === "amount").map(toCents).filter((n): n is number => n !== null && n > 0);
  return { summary, amountAtRiskCents: amounts.length ? Math.max(...amounts) : null };
}
