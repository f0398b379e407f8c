import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { can } from "../auth/permissions";
import { AppError } from "../errors";
import type { Finding } from "../guard/types";
import type { Claim } from "../verify/types";
import { citedClauseTexts, type CitedClauseText } from "../clauses/cited-clause-texts";
import { currentLease, decidePermissionFor, type Lease } from "./claim-lease";
import { decisionsFor, type DecisionKind, type HeldStatus } from "./decisions";
import type { ReviewerRetrieved } from "./recheck-payload";
import { messageText, messageToolCalls } from "./message-text";
import { toolDefinitions, type ToolDefinition } from "./tool-definitions";

export interface ConversationMessage {
  index: number;
  role: string;
  /** Plain text (tool results: the exact string evidence spans index into). */
  text: string;
  toolCallId: string | null;
  toolName: string | null;
  toolCalls: { id: string; name: string; arguments: string }[];
}

export interface HeldItemView {
  id: string;
  kind: "write" | "reply";
  status: HeldStatus;
  toolName: string | null;
  reasonCodes: string[];
  createdAt: string;
  decidedAt: string | null;
  payload: unknown;
  findings: Finding[] | Claim[];
  check: { code: string; decision: string; message: string; position: number; callId: string | null; truncated: boolean };
  ticket: { externalId: string; subject: string };
  customer: { externalId: string; name: string | null };
  /** Whose ticket it is: ticket and customer ids are per agent and can repeat across agents. */
  agent: { id: string; name: string };
  runId: string;
  conversation: ConversationMessage[];
  tool: ToolDefinition | null;
  /** Keyed by the lower-cased id the claim cited; `key` is the clause's id today (it may have been renamed). */
  clauses: Record<string, { key: string; title: string; text: string; version: string | null }>;
  decisions: { id: string; action: DecisionKind; note: string | null; instead: string | null; actor: string; at: string; recheck: unknown; retrievedByReviewer: ReviewerRetrieved[] }[];
  assignee: { id: string; name: string } | null;
  lease: Lease | null;
  /** What this actor may do here: the UI hides what the server would refuse. */
  canDecide: boolean;
  canReassign: boolean;
  /** The decisions of the table this actor may take on the item now (none once it is decided). */
  allowed: DecisionKind[];
}

/**
 * The clauses a held reply's claims point at: their support, and the best-matching clause of a
 * policy sentence (`passage`), which a not_checked sentence shows beside it even when it has no support.
 */
function clauseRefs(findings: unknown) {
  const claims = (Array.isArray(findings) ? findings : []) as Partial<Claim>[];
  return claims.map((c) => ({
    support: [...(c.support ?? []), ...(c.passage?.source === "clause" ? [{ source: "clause", clauseId: c.passage.clauseId ?? c.passage.id, clauseVersion: c.passage.clauseVersion }] : [])],
  }));
}

/** Everything the item page shows: the item, its evidence (the whole run), the tool's schema, the history. */
export async function loadHeldItem(db: DbClient, actor: Actor, heldItemId: string, now = new Date()): Promise<HeldItemView> {
  const item = await db.heldItem.findUnique({
    where: { id: heldItemId },
    include: { check: { include: { run: { include: { agent: true, ticket: { include: { customer: true } } } } } }, decisions: { orderBy: { createdAt: "asc" } } },
  });
  if (!item) throw new AppError("not_found", "No such held item.");
  const run = item.check.run;
  const [rows, lease, people, cited] = await Promise.all([
    db.message.findMany({ where: { runId: run.id }, orderBy: { position: "asc" }, select: { position: true, role: true, content: true } }),
    currentLease(db, item.id, actor, now),
    db.user.findMany({ where: { id: { in: [...new Set([...item.decisions.map((d) => d.actorId), ...(item.assigneeId ? [item.assigneeId] : [])])] } }, select: { id: true, name: true } }),
    // The exact versions the reply was judged against, resolving ids renamed since through aliases.
    item.kind === "reply" ? citedClauseTexts(db, clauseRefs(item.findings)) : Promise.resolve({} as Record<string, CitedClauseText>),
  ]);
  const names = new Map(people.map((p) => [p.id, p.name]));
  const callNames = new Map<string, string>();
  const conversation: ConversationMessage[] = rows.map((r) => {
    const c = r.content as { tool_call_id?: string; name?: string; content?: unknown };
    const calls = messageToolCalls(r.content);
    calls.forEach((tc) => callNames.set(tc.id, tc.name));
    const blockResult = Array.isArray(c?.content) ? (c.content as { type?: string; tool_use_id?: string }[]).find((b) => b?.type === "tool_result") : undefined;
    const toolCallId = c?.tool_call_id ?? blockResult?.tool_use_id ?? null;
    return {
      index: r.position,
      role: blockResult ? "tool" : r.role,
      text: messageText(r.content, toolCallId),
      toolCallId,
      toolName: toolCallId ? (c?.name ?? callNames.get(toolCallId) ?? null) : null,
      toolCalls: calls.map((tc) => ({ ...tc, arguments: typeof tc.arguments === "string" ? tc.arguments : JSON.stringify(tc.arguments ?? {}) })),
    };
  });
  const permission = decidePermissionFor(item.status);
  const clauses: HeldItemView["clauses"] = {};
  for (const [id, c] of Object.entries(cited)) clauses[id.toLowerCase()] = { key: c.key, title: c.title, text: c.text, version: String(c.version) };
  return {
    id: item.id,
    kind: item.kind,
    status: item.status,
    toolName: item.toolName,
    reasonCodes: item.reasonCodes,
    createdAt: item.createdAt.toISOString(),
    decidedAt: item.decidedAt?.toISOString() ?? null,
    payload: item.payload,
    findings: (Array.isArray(item.findings) ? item.findings : []) as unknown as Finding[] | Claim[],
    check: { code: item.check.code, decision: item.check.decision, message: item.check.message, position: item.check.position, callId: item.check.callId, truncated: item.check.truncated },
    ticket: { externalId: run.ticket.externalId, subject: run.ticket.subject },
    customer: { externalId: run.ticket.customer.externalId, name: run.ticket.customer.name },
    agent: { id: run.agent.id, name: run.agent.name },
    runId: run.id,
    conversation,
    tool: item.toolName ? (toolDefinitions(run.agent.tools).find((t) => t.name === item.toolName) ?? null) : null,
    clauses,
    decisions: item.decisions.map((d) => ({
      id: d.id,
      action: d.action,
      note: d.note,
      instead: d.instead,
      actor: names.get(d.actorId) ?? "unknown user",
      at: d.createdAt.toISOString(),
      recheck: d.recheck,
      retrievedByReviewer: ((d.recheck as { retrievedByReviewer?: ReviewerRetrieved[] } | null)?.retrievedByReviewer ?? []) as ReviewerRetrieved[],
    })),
    assignee: item.assigneeId ? { id: item.assigneeId, name: names.get(item.assigneeId) ?? "unknown user" } : null,
    lease,
    canDecide: !!permission && can(actor.role, permission),
    canReassign: !!permission && can(actor.role, "escalations:decide"),
    allowed: decisionsFor((p) => can(actor.role, p), item.status),
  };
}
