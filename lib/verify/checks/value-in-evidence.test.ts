/**
 * Where a value's support comes from, as the reason tells a reviewer: a tool result, the customer's
 * own words, the arguments of a call that answered, the policy the agent was given, or a value a
 * pack declares common. Ids, emails, phones and card suffixes are compared in their normal forms.
 */
import { describe, expect, it } from "vitest";
import { order, toolTurn } from "../testing/fixtures";
import { check, claimOf, customer, runOf } from "../testing/verdicts";

const run = runOf(customer("My order is SU-55501 and my phone is (415) 555-0199."), toolTurn("call_1", "get_order", order({ card: "credit_card_4421486644", email: "ann@example.com" }), { order_id: "SU-88421" }));

describe("the source a reason names", () => {
  it("a tool result, with the call and message", () => {
    const c = claimOf(check(run, "Your order SU-88421 was found."), "SU-88421", "identifier");
    expect(c.verdict).toBe("grounded");
    expect(c.reason).toBe('"SU-88421" found in the get_order result (message 3, call_1)');
  });

  it("the customer's own words, said so; with customerWordsAsEvidence off, invented", () => {
    const c = claimOf(check(run, "Your order SU-55501 is on file."), "SU-55501", "identifier");
    expect(c.verdict).toBe("grounded");
    expect(c.reason).toContain("appears only in the customer's own words (message 1)");
    expect(c.support[0]).toMatchObject({ source: "user", messageIndex: 1 });
    expect(claimOf(check(run, "Your order SU-55501 is on file.", { customerWordsAsEvidence: false }), "SU-55501").verdict).toBe("invented");
  });

  it("the arguments of a call that answered", () => {
    const searched = runOf(toolTurn("call_1", "search_flights", { flights: [] }, { date: "2024-05-19", origin: "SFO" }));
    const c = claimOf(check(searched, "I searched for flights on May 19, but there are none."), "May 19", "date");
    expect(c.verdict).toBe("grounded");
    expect(c.reason).toContain("is what the run asked search_flights for");
    expect(c.support[0]).toMatchObject({ source: "call", toolCallId: "call_1" });
  });

  // Bug: build-bag.ts takes a call's arguments as evidence unless the result entry is flagged isError,
  // but a result reading "Error: bad date" is an error by the engine's own rule (context/calls.ts
  // statusOf), and the reason then tells the reviewer the tool "answered without an error".
  it.fails("the arguments of a call whose result is an error are no evidence", () => {
    const failed = runOf(toolTurn("call_1", "search_flights", "Error: bad date", { date: "2024-05-19" }));
    const c = claimOf(check(failed, "I searched for flights on May 19."), "May 19", "date");
    expect(c.reason).not.toContain("answered without an error");
    expect(c.verdict).toBe("invented");
  });

  it("the policy in the system prompt", () => {
    const prompt = [{ role: "system", content: "Our help line is 1-800-555-0100." }, ...toolTurn("call_1", "get_order", order())];
    const c = claimOf(check(prompt, "Call us at 1-800-555-0100."), "1-800-555-0100", "identifier");
    expect(c.verdict).toBe("grounded");
    expect(c.reason).toContain("system prompt, message 0");
  });

  it("a value a pack declares common is grounded by the pack; without it, invented", () => {
    const pack = { id: "sundry", title: "Sundry", commonValues: ["1-800-555-0100"] };
    expect(claimOf(check(run, "Call us at 1-800-555-0100.", { packs: [pack] }), "1-800-555-0100").reason).toContain("common value the sundry pack lists");
    expect(claimOf(check(run, "Call us at 1-800-555-0100."), "1-800-555-0100").verdict).toBe("invented");
  });
});

describe("normal forms of ids", () => {
  it("a phone in another format is the customer's; one digit off is invented", () => {
    expect(claimOf(check(run, "I'll call you at 415-555-0199."), "415-555-0199").verdict).toBe("grounded");
    expect(claimOf(check(run, "I'll call you at 415-555-0198."), "415-555-0198").verdict).toBe("invented");
  });

  it("'card ending in 6644' is the end of credit_card_4421486644; 'ending in 1234' is invented", () => {
    expect(claimOf(check(run, "The card ending in 6644 was charged."), "6644").verdict).toBe("grounded");
    expect(claimOf(check(run, "The card ending in 1234 was charged."), "1234").verdict).toBe("invented");
  });

  it("an email is compared case-insensitively; another address is invented", () => {
    expect(claimOf(check(run, "Your receipt is on file for ANN@EXAMPLE.COM."), "ANN@EXAMPLE.COM").verdict).toBe("grounded");
    expect(claimOf(check(run, "Your receipt is on file for anne@example.com."), "anne@example.com").verdict).toBe("invented");
  });

  it("an id is matched whole: SU-8842 is not found inside SU-88421", () => {
    expect(claimOf(check(run, "Your order SU-8842 was found."), "SU-8842").verdict).toBe("invented");
  });
});
