import type { DbClient, DbTx } from "../db";
import type { Actor } from "../auth/actor";
import { buildLedger, checkToolCall, toolParameterNames } from "../guard";
import { detectFormat } from "../run";
import { packsFor } from "../verify/packs";
import { indexClauses, isPassingVerdict, parseCitations, resolveClause, verifyReplyWithJudge, type Claim, type Clause } from "../verify";
import { loadClauseLibrary } from "../clauses/load-clause-library";
import { guardFor } from "../agents/agent-guard";
import { EVIDENCE_BUDGET } from "../agents/evidence-budget";

/** A clause the reviewer cited in an edited reply: counted as retrieved by that reviewer. */
export interface ReviewerRetrieved {
  key: string;
  title: string;
  version: string | null;
  by: { id: string; name: string };
}

export interface Recheck {
  /** allow / pass: the edit may be approved. Anything else: it may not. */
  decision: "allow" | "reject" | "hold" | "pass";
  code: string;
  /** Why, always: for a refusal, what is still wrong. */
  message: string;
  findings: unknown;
  /** Replies: the clauses the reviewer's edit cited, looked up on the reviewer's behalf. */
  retrievedByReviewer?: ReviewerRetrieved[];
}

/** Tool call id of the reviewer's lookup in the re-check's evidence: claims supported by it point here. */
export const REVIEWER_LOOKUP_PREFIX = "reviewer-lookup:";

/**
 * Runs an edited payload through the same checks as the original, on the evidence the original
 * was checked against (the run's messages before the check). An edit is judged, never trusted.
 * A reviewer's edited reply may cite any clause in force: the clauses it cites are added to the
 * evidence as a policy lookup by that reviewer (the run never looked them up; the person did), so
 * a reply that now quotes the policy correctly can pass, and the record says who retrieved it.
 */
export async function recheckPayload(db: DbClient | DbTx, heldItemId: string, edited: unknown, opts: { reviewer?: Pick<Actor, "id" | "name"> } = {}): Promise<Recheck> {
  const item = await db.heldItem.findUniqueOrThrow({
    where: { id: heldItemId },
    include: { check: { include: { run: { include: { agent: true, ticket: { include: { customer: true } } } } } } },
  });
  const { check } = item;
  const run = check.run;
  const rows = await db.message.findMany({ where: { runId: run.id, position: { lt: check.position } }, orderBy: { position: "asc" }, select: { content: true } });
  const messages = rows.map((r) => r.content);
  const guard = guardFor(run.agent);
  if (item.kind === "write") {
    const verdict = checkToolCall({
      guard,
      ledger: buildLedger(messages, guard.policy),
      call: { id: check.callId ?? "edit", name: check.toolName ?? "", rawArguments: edited },
      facts: { customerId: run.ticket.customer.externalId },
    });
    const ok = verdict.decision === "allow";
    return { decision: verdict.decision, code: verdict.code, message: ok ? "allowed" : verdict.message || `the guard says ${verdict.code}`, findings: verdict.findings };
  }
  const text = typeof edited === "object" && edited !== null && typeof (edited as { text?: unknown }).text === "string" ? (edited as { text: string }).text : String(edited ?? "");
  const clauses = await loadClauseLibrary(db);
  const cited = opts.reviewer ? citedClauses(text, clauses) : [];
  const lookupTool = Object.entries(guard.policy.tools ?? {}).find(([, t]) => t?.resultKind === "policy_lookup")?.[0] ?? "reviewer_policy_lookup";
  const evidence = cited.length && opts.reviewer ? [...messages, ...reviewerLookup(messages, opts.reviewer.id, lookupTool, cited)] : messages;
  const result = await verifyReplyWithJudge({ run: evidence, facts: { customerId: run.ticket.customer.externalId } }, text, {
    clauses,
    policy: guard.policy,
    packs: packsFor(guard.policy),
    tools: toolParameterNames(guard),
    budget: EVIDENCE_BUDGET,
  });
  const pass = isPassingVerdict(result.verdict) && !result.held;
  const retrievedByReviewer = opts.reviewer ? cited.map((c) => ({ key: c.id, title: c.title, version: c.version ?? null, by: { id: opts.reviewer!.id, name: opts.reviewer!.name } })) : [];
  return {
    decision: pass ? "pass" : "hold",
    code: result.verdict,
    message: pass ? "grounded" : whyNotGrounded(result.claims),
    findings: result.claims,
    ...(retrievedByReviewer.length ? { retrievedByReviewer } : {}),
  };
}

/** The clauses in force an edited reply cites (ids and aliases resolved), each once. */
function citedClauses(text: string, library: Clause[]): Clause[] {
  const index = indexClauses(library);
  const out = new Map<string, Clause>();
  for (const marker of parseCitations(text)) {
    if (marker.kind !== "clause") continue;
    for (const id of marker.ids) {
      const c = resolveClause(index, id);
      if (c) out.set(c.id, c);
    }
  }
  return [...out.values()];
}

/** The reviewer's lookup as the run's own format: one call, one result naming each clause with its text. */
function reviewerLookup(messages: unknown[], reviewerId: string, tool: string, clauses: Clause[]): unknown[] {
  const callId = `${REVIEWER_LOOKUP_PREFIX}${reviewerId}`;
  const content = JSON.stringify({ retrieved_by: "reviewer", clauses: clauses.map((c) => ({ id: c.id, title: c.title, text: c.text })) });
  const input = { clause_ids: clauses.map((c) => c.id) };
  if (detectFormat(messages) === "anthropic") {
    return [
      { role: "assistant", content: [{ type: "tool_use", id: callId, name: tool, input }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: callId, content }] },
    ];
  }
  return [
    { role: "assistant", content: null, tool_calls: [{ id: callId, type: "function", function: { name: tool, arguments: JSON.stringify(input) } }] },
    { role: "tool", tool_call_id: callId, name: tool, content },
  ];
}

/** One sentence per claim that keeps the reply held: what it says and why it does not pass. */
export function whyNotGrounded(claims: Claim[]): string {
  const bad = claims.filter((c) => !isPassingVerdict(c.verdict) || c.held);
  if (bad.length === 0) return "the edited reply is still held, but no single claim says why; ask the policy owner to look at the verifier's settings";
  const lines = bad.slice(0, 4).map((c) => `"${c.text}" is ${c.verdict.replaceAll("_", " ")}: ${c.reason}`);
  return `the edited reply is still not grounded. ${lines.join(". ")}${bad.length > 4 ? `. And ${bad.length - 4} more.` : "."}`;
}
