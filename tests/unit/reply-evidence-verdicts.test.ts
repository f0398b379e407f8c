// The item page's reply evidence, rendered to HTML from hand-made claims of the new verdicts: what a
// reviewer reads for a supported-uncited sentence, a contradiction, a derived amount and a JSON reply.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReplyEvidence } from "@/components/review/reply-evidence";
import type { HeldItemView } from "@/lib/review/load-held-item";
import type { Claim } from "@/lib/verify/types";

const SYSTEM = "You are Sundry's agent.\n## Returns\nItems can be returned within 30 days of delivery. Refunds take 5 to 7 business days.";
const CLAUSE = "Orders can be cancelled only while they are pending. A shipped order cannot be cancelled.";
const TOOL = '{"order_id":"W100","items":[{"price":2500},{"price":1999}],"shipping":500}';

function item(text: string, claims: Claim[]): HeldItemView {
  return {
    id: "h1", kind: "reply", status: "pending", toolName: null, reasonCodes: ["contradicted"], createdAt: "2026-12-01T10:00:00Z", decidedAt: null,
    payload: { text }, findings: claims,
    check: { code: "contradicted", decision: "hold", message: "held", position: 3, callId: null, truncated: false },
    ticket: { externalId: "T-1", subject: "s" }, customer: { externalId: "c1", name: null }, agent: { id: "a1", name: "agent" }, runId: "r1",
    conversation: [
      { index: 0, role: "system", text: SYSTEM, toolCallId: null, toolName: null, toolCalls: [] },
      { index: 1, role: "user", text: "Where is my order W100?", toolCallId: null, toolName: null, toolCalls: [] },
      { index: 2, role: "tool", text: TOOL, toolCallId: "call_1", toolName: "get_order", toolCalls: [] },
    ],
    tool: null,
    clauses: { "cancel-1": { key: "CANCEL-1", title: "Cancelling", text: CLAUSE, version: "2" } },
    decisions: [], assignee: null, lease: null, canDecide: true, canReassign: false, allowed: [],
  };
}

const base = (text: string, reply: string, rest: Partial<Claim>): Claim => {
  const at = reply.indexOf(text);
  return { kind: "policy", text, span: [at, at + text.length], value: { type: "policy", clauseIds: [] }, verdict: "grounded", reason: "r", support: [], citations: { tools: [], clauses: [] }, ...rest };
};
const render = (i: HeldItemView) => renderToStaticMarkup(createElement(ReplyEvidence, { item: i }));
const textOf = (html: string, testId: string) => {
  const m = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</(figure|div|code)>`).exec(html);
  return m ? m[1].replace(/<[^>]+>/g, "") : null;
};

/** One claim's card: from its own test id to the next card (cards are grouped: alarms first, then what passed). */
const cardOf = (html: string, n: number) => {
  const from = html.indexOf(`data-testid="claim-${n}"`);
  const next = html.indexOf('data-testid="claim-', from + 1);
  return html.slice(from, next < 0 ? undefined : next);
};

describe("reply evidence for the new verdicts", () => {
  const reply = "Refunds take 5 to 7 business days. You can cancel a shipped order any time. Your total is $49.99.";
  const sentence = "Refunds take 5 to 7 business days.";
  const pStart = SYSTEM.indexOf(sentence);
  const supported = base(sentence, reply, {
    verdict: "supported_uncited",
    reason: "policy sentence with no citation, supported by the system prompt",
    passage: { source: "prompt", id: `prompt@${pStart}`, messageIndex: 0, span: [pStart, pStart + sentence.length], text: sentence },
  });
  const cStart = CLAUSE.indexOf("A shipped order cannot be cancelled.");
  const contradicted = base("You can cancel a shipped order any time.", reply, {
    verdict: "contradicted",
    reason: "the policy says otherwise",
    passage: { source: "clause", id: "CANCEL-1", clauseId: "CANCEL-1", clauseVersion: "2", span: [cStart, CLAUSE.length], text: "A shipped order cannot be cancelled." },
    conflict: { claimed: "can cancel a shipped order", stated: "cannot be cancelled", why: "negation: the clause forbids what the reply allows" },
  });
  const p1 = TOOL.indexOf("2500");
  const p2 = TOOL.indexOf("1999");
  const p3 = TOOL.indexOf("500}");
  const derived = base("$49.99", reply, {
    kind: "money",
    value: { type: "money", cents: 4999, currency: "USD" },
    verdict: "grounded",
    reason: "derived: the sum of three amounts the run showed",
    derivation: {
      formula: "$25.00 + $19.99 + $5.00 = $49.99",
      operands: [
        { cents: 2500, label: "item price", support: { source: "tool", messageIndex: 2, toolCallId: "call_1", toolName: "get_order", span: [p1, p1 + 4] } },
        { cents: 1999, label: "item price", support: { source: "tool", messageIndex: 2, toolCallId: "call_1", toolName: "get_order", span: [p2, p2 + 4] } },
        { cents: 500, label: "shipping", support: { source: "tool", messageIndex: 2, toolCallId: "call_1", toolName: "get_order", span: [p3, p3 + 3] } },
      ],
    },
  });
  const html = render(item(reply, [supported, contradicted, derived]));

  it("a supported, uncited sentence shows the matching prompt passage in its message, not 'no source'", () => {
    const card = cardOf(html, 1);
    expect(card).toContain("supported by policy, uncited");
    expect(card).toContain("System prompt, message #0, characters");
    expect(card).toMatch(/<mark[^>]*data-testid="evidence-match"[^>]*>Refunds take 5 to 7 business days\.<\/mark>/);
    expect(card).not.toContain('data-testid="no-source"');
  });

  it("a supported sentence matching a clause suggests the citation marker", () => {
    const c = { ...supported, passage: { source: "clause" as const, id: "CANCEL-1", clauseId: "CANCEL-1", span: [0, 52] as [number, number], text: CLAUSE.slice(0, 52) } };
    const out = render(item(reply, [c]));
    expect(out).toContain("Suggested citation:");
    expect(out).toContain("[clause:CANCEL-1]");
  });

  it("a contradiction shows the reply's words and the policy's words side by side, with why", () => {
    expect(textOf(html, "contradiction-reply")).toContain("The reply saysYou can cancel a shipped order any time.");
    const policy = html.slice(html.indexOf('data-testid="contradiction-policy"'));
    expect(policy).toContain("Clause CANCEL-1 (version 2)");
    expect(policy).toMatch(/<mark[^>]*>A shipped order cannot be cancelled\.<\/mark>/);
    expect(html).toContain("Why: negation: the clause forbids what the reply allows");
  });

  it("a derived amount shows its formula and where each operand came from", () => {
    expect(textOf(html, "derivation-formula")).toBe("$25.00 + $19.99 + $5.00 = $49.99");
    const rows = html.split('data-testid="derivation-operand"').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain("$25.00");
    expect(rows[0]).toContain("Tool result · get_order (call_1)");
    expect(rows[0]).toMatch(/<mark[^>]*>2500<\/mark>/);
    expect(rows[2]).toMatch(/<mark[^>]*>500<\/mark>/);
  });

  it("a JSON reply's claims are marked in its decoded message, not in the raw JSON", () => {
    const message = "Here are your options:\n1. Refund of $54.04\n2. Keep the item";
    const raw = JSON.stringify({ message });
    const at = raw.indexOf("$54.04");
    const money = base("$54.04", raw, { kind: "money", verdict: "invented", span: [at, at + 6], value: { type: "money", cents: 5404, currency: "USD" } });
    const out = render(item(raw, [money]));
    expect(out).toContain('data-testid="json-reply-note"');
    const shown = /data-testid="reply-text"[^>]*>([\s\S]*?)<\/p>/.exec(out)![1];
    expect(shown.replace(/<sup[\s\S]*?<\/sup>/g, "").replace(/<[^>]+>/g, "")).toBe(message);
    expect(shown).toMatch(/<mark[^>]*data-verdict="invented"[^>]*>\$54\.04/);
    expect(shown).not.toContain("\\n");
  });
});

describe("not_checked sentences, apart from the alarms", () => {
  const reply = "Gift cards never expire. You can cancel a shipped order any time.";
  const nStart = CLAUSE.indexOf("Orders can be cancelled");
  const notChecked = base("Gift cards never expire.", reply, {
    verdict: "not_checked",
    reason: "no policy fact settles this sentence, so it is not checked",
    passage: { source: "clause", id: "CANCEL-1", clauseId: "CANCEL-1", clauseVersion: "2", span: [nStart, nStart + 52], text: CLAUSE.slice(nStart, nStart + 52) },
  });
  const contradicted = base("You can cancel a shipped order any time.", reply, { verdict: "contradicted", reason: "the policy says otherwise" });
  const html = render(item(reply, [notChecked, contradicted]));
  const section = html.slice(html.indexOf('data-testid="not-checked"'));

  it("counts only the contradiction as an alarm", () => {
    expect(html).toContain("Alarms (1)");
    const alarms = html.slice(html.indexOf('data-testid="claim-alarms"'), html.indexOf('data-testid="not-checked"'));
    expect(alarms).toContain('data-testid="claim-2"');
    expect(alarms).not.toContain("Gift cards never expire.");
  });

  it("shows the sentence in its own section with the best-matching clause's id, title and text, the passage marked", () => {
    expect(section).toContain("Not checked (nothing in code settles these)");
    expect(section).toContain('data-testid="not-checked-1"');
    expect(textOf(section, "not-checked-clause")).toContain("Best-matching clause CANCEL-1 · Cancelling (version 2)");
    expect(section).toMatch(/<mark[^>]*data-testid="evidence-match"[^>]*>Orders can be cancelled only while they are pending\.<\/mark>/);
  });

  it("is not styled as an alarm", () => {
    const card = section.slice(section.indexOf('data-testid="not-checked-1"'));
    expect(card.slice(0, card.indexOf("</li>"))).not.toMatch(/red-/);
    expect(section).not.toContain('data-testid="claim-1"');
  });
});
