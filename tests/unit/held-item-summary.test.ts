import { describe, expect, it } from "vitest";
import { summarizeHeldItem } from "@/lib/review/summarize-held-item";
import { HELD_REASONS, HELD_REASON_CODES, reasonLabel } from "@/lib/review/held-reasons";
import { GUARD_CODES } from "@/lib/guard/codes";
import { VERDICTS } from "@/lib/verify/types";

// Findings as the guard and the verifier store them on held items (shapes of the Sundry runs).
const write = (reason: string, findings: unknown[], message = "", toolName = "issue_refund") => summarizeHeldItem({ kind: "write", toolName, reasonCodes: [reason], findings, payload: {}, message });
const amount = (value: number, status: string, charges: string[] = []) => ({
  path: "amount_cents", role: "amount", unit: "cents", value, status, weight: 1, score: 0,
  evidence: charges.map((text) => ({ text, span: [0, 4], source: "tool_result", toolCallId: "c1", messageIndex: 3 })),
});

describe("the one-line summary of a held item", () => {
  it("a near miss names both ids", () => {
    const s = write("unknown_id", [{ path: "order_id", role: "identifier", value: "SU-88412", status: "near_miss", weight: 1, score: 0, evidence: [], nearMisses: [{ value: "SU-88421", kind: "transposition", description: "two digits swapped" }] }, amount(6400, "grounded", ["6400"])]);
    expect(s).toEqual({ summary: "SU-88412 vs SU-88421", amountAtRiskCents: 6400 });
  });
  it("an unseen id says so", () => {
    expect(write("unknown_id", [{ path: "order_id", role: "identifier", value: "SU-1", status: "unseen", weight: 1, score: 0, evidence: [] }]).summary).toBe("SU-1 never seen in the run");
  });
  it("an amount over the charge reads as money against the charge", () => {
    expect(write("amount_unmatched", [amount(5000, "exceeds_charge", ["1900", "1900"])])).toEqual({ summary: "$50.00 vs a $19.00 charge", amountAtRiskCents: 5000 });
    expect(write("amount_unmatched", [amount(5000, "unmatched", ["1900", "2500"])]).summary).toBe("$50.00 vs charges of $19.00, $25.00");
    expect(write("amount_unmatched", [amount(5000, "unmatched")]).summary).toBe("$50.00, no matching charge");
    expect(write("amount_unmatched", [{ ...amount(50, "unmatched", ["19.00"]), unit: "units" }])).toEqual({ summary: "$50.00 vs a $19.00 charge", amountAtRiskCents: 5000 });
  });
  it("the wrong customer names the owner and the ticket's customer", () => {
    const f = { path: "order_id", role: "identifier", value: "SU-88412", status: "wrong_customer", weight: 1, score: 0, evidence: [], owner: { value: "cust_2077", expected: "cust_1042", evidence: [] } };
    expect(write("wrong_customer", [f]).summary).toBe("SU-88412 belongs to cust_2077, not cust_1042");
  });
  it("a tool that does not exist, and schema failures from the guard's first sentence", () => {
    expect(write("unknown_tool", [], "No tool named cancel_order. Available: ...", "cancel_order").summary).toBe("cancel_order is not a tool of this agent");
    expect(write("unknown_param", [], 'Invalid arguments for web_search: unknown parameter "q". Parameters of web_search: query.', "web_search").summary).toBe('Invalid arguments for web_search: unknown parameter "q"');
  });
  it("a relation finding names the record", () => {
    const f = { path: "item_ids[0]", role: "identifier", value: "555", status: "not_in_entity", weight: 1, score: 0, evidence: [], entity: { relation: "child", source: "inferred", kind: "order", field: "order_id", id: "#W1", childField: "item_id", children: [], offending: "555" } };
    expect(write("not_in_entity", [f]).summary).toBe("555 is not in order #W1");
  });
  it("a reply: the contradiction side by side, an invented fact quoted", () => {
    const claim = (verdict: string, extra: object = {}) => ({ kind: "policy", text: "within 60 days of delivery", span: [0, 10], value: {}, verdict, reason: "", support: [], citations: { tools: [], clauses: [] }, ...extra });
    const reply = (codes: string[], claims: unknown[]) => summarizeHeldItem({ kind: "reply", toolName: null, reasonCodes: codes, findings: claims, payload: { text: "" } });
    expect(reply(["contradicted"], [claim("contradicted", { conflict: { claimed: "60 days", stated: "30 days", why: "" }, passage: { clauseId: "RET-30" } })]).summary).toBe("“60 days” vs “30 days” in RET-30");
    expect(reply(["invented"], [claim("invented", { text: "SU-99999" })])).toEqual({ summary: "“SU-99999” appears nowhere in the run", amountAtRiskCents: null });
  });
  it("falls back to the label, never a raw code, when the finding is missing or of another shape", () => {
    expect(write("wrong_customer", []).summary).toBe("Another customer's record");
    expect(write("amount_unmatched", [{ nonsense: true }]).summary).toBe("Amount matches no charge");
    expect(summarizeHeldItem({ kind: "write", toolName: "x", reasonCodes: ["retired_code"], findings: null, payload: null }).summary).toBe("retired code");
  });
});

describe("the reason table", () => {
  it("has a label and an SLA for every guard code and every verdict", () => {
    expect(new Set(HELD_REASON_CODES)).toEqual(new Set([...GUARD_CODES, ...VERDICTS]));
    for (const code of HELD_REASON_CODES) {
      expect(HELD_REASONS[code].label).not.toMatch(/_/);
      expect(HELD_REASONS[code].slaMinutes).toBeGreaterThan(0);
      expect(reasonLabel(code)).toBe(HELD_REASONS[code].label);
    }
  });
});
