import { describe, expect, it } from "vitest";
import { buildLedger } from "./build-ledger";
import { createGuard } from "./create-guard";
import { checkToolCall } from "./guard-call";
import { storeTools } from "./relations-fixtures";
import { call, result, user } from "./test-fixtures";

const prompt =
  "# Airline policy\n\n## Compensation\n\n- If the user complains about delayed flights, the agent can offer a certificate as a gesture, with the amount being $50 times the number of passengers.\n- Travel insurance costs $30 per passenger.\n";
const reservation = { reservation_id: "ZFA04Y", user_id: "ana_ruiz_1", passengers: [{ first_name: "Ana" }, { first_name: "Leo" }, { first_name: "Mia" }], payment_history: [{ payment_id: "credit_card_11", amount: 612 }] };
const run = (system = prompt) => [
  { role: "system", content: system },
  user("My flight was delayed, I'm ana_ruiz_1."),
  call("u", "get_user_details", { user_id: "ana_ruiz_1" }),
  result("u", { user_id: "ana_ruiz_1", name: "Ana" }),
  call("r", "get_order_details", { order_id: "ZFA04Y" }),
  result("r", reservation),
  call("f", "get_product_details", {}),
  result("f", [{ flight_number: "HAT001", price: 121 }, { flight_number: "HAT002", price: 34 }]),
];
const certificate = (amount: number, opts: { policy?: unknown; system?: string; clauses?: Array<{ id: string; title: string; text: string }> } = {}) => {
  const guard = createGuard({ tools: storeTools, policy: opts.policy, clauses: opts.clauses });
  return checkToolCall({ guard, ledger: buildLedger(run(opts.system), guard.policy), call: { id: "c", name: "send_certificate", rawArguments: JSON.stringify({ user_id: "ana_ruiz_1", amount }) } });
};

describe("amounts the policy sets", () => {
  it("allows $50 x the 3 passengers on the reservation, with the formula and the passage", () => {
    const v = certificate(150);
    expect(v.decision).toBe("allow");
    const f = v.findings.find((x) => x.path === "amount")!;
    expect(f.status).toBe("matched_policy");
    expect(f.derivation!.formula).toBe("$50.00 per passenger × 3 passengers = $150.00");
    expect(f.derivation!.count).toMatchObject({ n: 3 });
    expect(f.derivation!.count!.label).toContain("reservation ZFA04Y");
    expect(f.derivation!.count!.evidence).toMatchObject({ messageIndex: 5, text: "ZFA04Y" });
    const p = f.derivation!.passage!;
    expect(p).toMatchObject({ source: "prompt", messageIndex: 0 });
    expect(p.text).toContain("$50 times the number of passengers");
    // Spans are exact: the passage within the system message, the amount within the passage.
    expect(prompt.slice(p.span[0], p.span[1])).toBe(p.text);
    expect(p.text.slice(p.amountSpan[0], p.amountSpan[1])).toBe("$50");
  });

  it("allows the policy's amount alone", () => {
    const v = certificate(50);
    expect(v.decision).toBe("allow");
    expect(v.findings[1].derivation!.kind).toBe("policy");
  });

  it("rejects a certificate the policy does not set, even when two prices on screen add up to it", () => {
    // 155 = 121 + 34, two fares the run showed: not how a certificate is worth what it is.
    const v = certificate(155);
    expect(v.code).toBe("amount_unmatched");
    expect(v.message).toContain("is not an amount the policy sets for send_certificate ($50.00 per passenger (system prompt, message 0)");
    // A price seen verbatim does not ground it either.
    expect(certificate(121).code).toBe("amount_unmatched");
  });

  it("reads amounts from the clause library given to the guard", () => {
    const clauses = [{ id: "comp-delay", title: "Delay compensation", text: "A certificate of $40 per passenger may be offered for a delay." }];
    const v = certificate(120, { system: "You are an airline agent.", clauses });
    expect(v.decision).toBe("allow");
    expect(v.findings[1].derivation!.passage).toMatchObject({ source: "clause", clauseId: "comp-delay" });
    expect(v.findings[1].derivation!.formula).toBe("$40.00 per passenger × 3 passengers = $120.00");
  });

  it("inference.policyAmounts false: the policy's amounts are not evidence, and the two-amount rule applies again", () => {
    const policy = { inference: { policyAmounts: false } };
    expect(certificate(150, { policy }).code).toBe("amount_unmatched");
    const v = certificate(155, { policy });
    expect(v.decision).toBe("allow");
    expect(v.findings[1].status).toBe("matched_sum");
  });
});

describe("the two-amount total rule shows its operands", () => {
  it("a total of two fares carries both terms with where each was seen", () => {
    const v = certificate(155, { policy: { inference: { policyAmounts: false } } });
    const d = v.findings[1].derivation!;
    expect(d.formula).toBe("$121.00 + $34.00 = $155.00");
    expect(d.terms.map((t) => t.evidence!.jsonPath)).toEqual(["$[0].price", "$[1].price"]);
    expect(v.findings[1].note).toContain("$121.00 + $34.00 = $155.00");
  });
});

describe("dates read against the run's clock", () => {
  const tools = [{ name: "book_visit", parameters: { type: "object", properties: { visit_date: { type: "string" } } } }];
  const check = (messages: unknown[], date: string, now?: string) => {
    const guard = createGuard({ tools });
    return checkToolCall({ guard, ledger: buildLedger(messages), call: { id: "v", name: "book_visit", rawArguments: JSON.stringify({ visit_date: date }) }, now });
  };
  const said = (system: string) => [{ role: "system", content: system }, user("Can someone come tomorrow?")];

  it("\"tomorrow\" is the day after the system prompt's current time, and the finding says which clock", () => {
    const v = check(said("The current time is 2024-05-15 15:00:00 EST."), "2024-05-16");
    const f = v.findings[0];
    expect(f.status).toBe("grounded");
    expect(f.evidence[0]).toMatchObject({ source: "user", text: "tomorrow" });
    expect(f.note).toContain("read against the run's clock, 2024-05-15 from the system prompt");
  });
  it("the check's explicit now wins", () => {
    expect(check(said("The current time is 2024-05-15 15:00:00 EST."), "2024-05-16", "2026-01-09T10:00:00Z").findings[0].status).toBe("unseen");
    expect(check(said("The current time is 2024-05-15 15:00:00 EST."), "2026-01-10", "2026-01-09T10:00:00Z").findings[0].note).toContain("the check's now");
  });
  it("an unseen date names the clock it was read against", () => {
    const v = check(said("The current time is 2024-05-15 15:00:00 EST."), "2024-06-01");
    expect(v.findings[0].status).toBe("unseen");
    expect(v.findings[0].note).toContain("the run's clock is 2024-05-15 (the system prompt");
  });
});
