// An amount a record contradicted in an earlier reply stays contradicted when said again (issue 10).
import { describe, expect, it } from "vitest";
import { normalizeRun } from "../run";
import { checkBuiltOnContradicted } from "./check-restated-amounts";
import { judgeRunReplies } from "./judge-run-replies";
import type { Claim } from "./types";
import { runOf, toolTurn } from "./test-helpers";

const reservation = { reservation_id: "1N99U6", user_id: "u1", cabin: "economy", flights: [{ flight_number: "HAT284", price: 161 }, { flight_number: "HAT152", price: 192 }], payment_history: [{ payment_id: "gift_card_1", amount: 353 }] };
const search = [{ flight_number: "HAT266", origin: "LAS", destination: "IAH", prices: { economy: 146, business: 390 } }];
const total = (reply: string) =>
  runOf(
    { role: "user", content: "Book HAT097 for Ivan." },
    ...toolTurn("b1", "book_reservation", "Error: payment amount does not add up, total price is 375, but paid 299", { user_id: "ivan_1" }),
    { role: "assistant", content: "The total price is $299." },
    { role: "user", content: "OK, what now?" },
    { role: "assistant", content: reply },
  );
const money = (messages: unknown[], index: number) => judgeRunReplies(messages).find((j) => j.message_index === index)!.claims.filter((c) => c.kind === "money");

describe("restated amounts", () => {
  it("a total the tool contradicted is contradicted again when restated, with the first reason (tau-bench airline 11)", () => {
    const messages = total("I will charge the certificate $299 for the booking.");
    const [first] = money(messages, 4);
    expect(first.verdict).toBe("contradicted");
    const [again] = money(messages, 6);
    expect(again.verdict).toBe("contradicted");
    expect(again.reason).toBe(`$299 restates the amount the reply at message 4 gave, which the record contradicts: ${first.reason}`);
    expect(again.conflict?.why).toBe("the same amount was contradicted at message 4");
  });

  it("a sentence that takes the amount back is left alone", () => {
    const [c] = money(total("Sorry, the total is $375, not $299."), 6).filter((c) => c.text === "$299");
    expect(c.verdict).not.toBe("contradicted");
  });

  it("an amount never contradicted before is judged on its own (tau-bench airline 20: a fare, then the same fare as a payment)", () => {
    const run = runOf(
      { role: "user", content: "Change my flight to HAT266." },
      ...toolTurn("r1", "get_reservation_details", reservation, { reservation_id: "1N99U6" }),
      ...toolTurn("s1", "search_direct_flight", search, { origin: "LAS", destination: "IAH", date: "2024-05-19" }),
      { role: "assistant", content: "HAT266 in economy costs $146." },
      { role: "user", content: "Fine." },
      { role: "assistant", content: "I will use the gift card for the payment of $146." },
    );
    expect(money(run, 8)[0].verdict).toBe("grounded");
  });

  it("a calculator total built on a contradicted amount is contradicted, in the same reply and in later ones (tau-bench airline 9, trial 2)", () => {
    const legs = [[
      { flight_number: "HAT134", origin: "SFO", destination: "PHX", date: "2024-05-28", available_seats: { business: 9 }, prices: { business: 210 } },
      { flight_number: "HAT045", origin: "PHX", destination: "SEA", date: "2024-05-28", available_seats: { business: 9 }, prices: { business: 370 } },
    ]];
    const direct = [{ flight_number: "HAT023", origin: "JFK", destination: "SFO", date: "2024-05-26", available_seats: { business: 9 }, prices: { business: 364 } }];
    const run = runOf(
      { role: "user", content: "Find me business class for the whole trip." },
      ...toolTurn("s1", "search_direct_flight", direct, { origin: "JFK", destination: "SFO" }),
      ...toolTurn("s2", "search_onestop_flight", legs, { origin: "SFO", destination: "SEA" }),
      ...toolTurn("k1", "calculate", "574.0", { expression: "364 + 210" }),
      { role: "assistant", content: "1. JFK to SFO: Flight HAT023, Price: $364\n2. SFO to SEA: Flight HAT134 to PHX and HAT045 to SEA, Price: $210\n\nThe total cost in business class is $574 per passenger." },
      { role: "user", content: "And for the three of us?" },
      ...toolTurn("k2", "calculate", "1722.0", { expression: "574 * 3" }),
      { role: "assistant", content: "For all three passengers the total is $1,722." },
    );
    const judged = judgeRunReplies(run);
    const first = judged[0].claims.filter((c) => c.kind === "money");
    expect(first.find((c) => c.text === "$210")?.verdict).toBe("contradicted");
    const total = first.find((c) => c.text === "$574")!;
    expect(total.verdict).toBe("contradicted");
    expect(total.reason).toMatch(/^\$574 comes from calculate\("364 \+ 210"\), which uses \$210\.00, an amount a record contradicts/);
    const later = judged[1].claims.find((c) => c.text === "$1,722")!;
    expect(later.verdict).toBe("contradicted");
    expect(later.reason).toContain('calculate("574 * 3"), which uses $574.00');
  });

  it("reads a product in the expression as the amount it makes ('2 * 50' is the contradicted $100 for two bags; tau-bench airline 24, trial 2)", () => {
    const run = runOf(
      { role: "user", content: "Business both ways and two bags." },
      ...toolTurn("k1", "calculate", "825.0", { expression: "282 + 443 + 2 * 50" }),
      ...toolTurn("k2", "calculate", "292.0", { expression: "825 - 533" }),
    );
    const claims: Claim[] = [
      { kind: "money", text: "$100", span: [0, 4], value: { type: "money", cents: 10000, currency: "USD" }, citations: { tools: [], clauses: [] }, verdict: "contradicted", reason: "the bags are free", support: [] },
      { kind: "money", text: "$292", span: [10, 14], value: { type: "money", cents: 29200, currency: "USD" }, citations: { tools: [], clauses: [] }, verdict: "grounded", reason: "", support: [{ source: "tool", messageIndex: 6, toolCallId: "k2", toolName: "calculate", span: [0, 5] }] },
      { kind: "money", text: "$825", span: [20, 24], value: { type: "money", cents: 82500, currency: "USD" }, citations: { tools: [], clauses: [] }, verdict: "grounded", reason: "", support: [{ source: "tool", messageIndex: 4, toolCallId: "k1", toolName: "calculate", span: [0, 5] }] },
    ];
    checkBuiltOnContradicted(claims, normalizeRun(run), Infinity, []);
    expect(claims[2].reason).toContain('calculate("282 + 443 + 2 * 50"), which uses $100.00');
    // Built on the $825 the first pass contradicted.
    expect(claims[1].reason).toContain('calculate("825 - 533"), which uses $825.00');
  });

  it("a payment plan that splits a contradicted total is contradicted, and its parts are not carried on (tau-bench airline 11, trial 3)", () => {
    const messages = runOf(
      { role: "user", content: "Book HAT097 for Ivan." },
      ...toolTurn("u1", "get_user_details", { payment_methods: { gift_card_1: { amount: 128 }, credit_card_1: { last_four: "1234" } } }, { user_id: "ivan_1" }),
      ...toolTurn("b1", "book_reservation", "Error: payment amount does not add up, total price is 375, but paid 299", { user_id: "ivan_1" }),
      { role: "assistant", content: "The total price is $299." },
      { role: "user", content: "Use my gift card, and put $171 on my credit card." },
      { role: "assistant", content: "- **Gift Card:** $128\n- **Credit Card:** $171" },
      { role: "user", content: "Hm, it said 375." },
      { role: "assistant", content: "- **Gift Card:** $128\n- **Credit Card:** $247" },
    );
    const [, plan, fixed] = judgeRunReplies(messages);
    expect(plan.claims.map((c) => c.verdict)).toEqual(["contradicted", "contradicted"]);
    expect(plan.claims[1].reason).toMatch(/^\$128 \+ \$171 splits \$299\.00, an amount a record contradicts/);
    expect(fixed.claims.find((c) => c.text === "$128")?.verdict).toBe("grounded");
  });
});
