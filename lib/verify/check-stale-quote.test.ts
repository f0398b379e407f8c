// A new booking's total added up from an old reservation's prices, before any search of current
// fares, is contradicted (issue 10); after a search or a booking attempt, or outside a booking
// conversation, the totals are judged as values.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

// tau-bench airline task 11: book the same flights as reservation G72NSF for a friend.
const G72NSF = {
  reservation_id: "G72NSF", origin: "DTW", destination: "SEA", flight_type: "one_way", cabin: "economy",
  flights: [
    { origin: "DTW", destination: "PHX", flight_number: "HAT097", date: "2024-05-17", price: 158 },
    { origin: "PHX", destination: "SEA", flight_number: "HAT251", date: "2024-05-17", price: 141 },
  ],
};
const SEARCH = [[
  { flight_number: "HAT097", origin: "DTW", destination: "PHX", date: "2024-05-17", available_seats: { economy: 5 }, prices: { economy: 175 } },
  { flight_number: "HAT251", origin: "PHX", destination: "SEA", date: "2024-05-17", available_seats: { economy: 5 }, prices: { economy: 200 } },
]];
const run = (ask = "I need to book a flight for my friend Ivan using the same details as my current reservation.", ...more: Message[][]) =>
  runOf(
    { role: "user", content: ask },
    ...toolTurn("r1", "get_reservation_details", G72NSF, { reservation_id: "G72NSF" }),
    ...toolTurn("c1", "calculate", "299.0", { expression: "158 + 141" }),
    ...more.flat(),
  );
const stale = (reply: string, messages = run()) => verifyReply(messages, reply).claims.find((c) => c.verdict === "contradicted" && /no search of current fares/.test(c.reason));

describe("a new booking priced from an old reservation", () => {
  it("contradicts the quoted total, naming the reservation its prices came from", () => {
    const c = stale("With the travel insurance removed, the new total cost for Ivan Smith's reservation is $299. Please confirm.");
    expect(c?.text).toBe("$299");
    expect(c?.reason).toContain("reservation G72NSF");
    expect(stale("- **Total Cost:** $299\n- **Payment Method:** Certificate")).toBeDefined();
  });

  it("contradicts any amount the calculator worked out from the old prices, a balance left as well as a total (tau-bench airline 11, trial 2)", () => {
    const profile = toolTurn("u1", "get_user_details", { payment_methods: { certificate_8998287: { source: "certificate", amount: 500 } } }, { user_id: "ivan_muller_7015" });
    const messages = run(undefined, profile, toolTurn("c2", "calculate", "201.0", { expression: "500 - (158 + 141)" }));
    const c = stale("After booking the flights for Ivan Smith, the remaining balance on your certificate will be $201.", messages);
    expect(c?.text).toBe("$201");
    expect(c?.reason).toContain('calculate("500 - (158 + 141)"), which adds up the prices of reservation G72NSF');
    // One old price beside another amount is not a quote from them.
    expect(stale("The certificate keeps $342.", run(undefined, profile, toolTurn("c2", "calculate", "342.0", { expression: "500 - 158" })))).toBeUndefined();
  });

  it("leaves the totals alone once a search or a booking attempt has answered", () => {
    expect(stale("The total cost is $375.", run(undefined, toolTurn("s1", "search_onestop_flight", SEARCH, { origin: "DTW", destination: "SEA" })))).toBeUndefined();
    expect(stale("The total cost is $299.", run(undefined, toolTurn("b1", "book_reservation", "Error: payment amount does not add up, total price is 375, but paid 299", {})))).toBeUndefined();
  });

  it("leaves a conversation about the existing reservation alone (a refund of what was paid)", () => {
    expect(stale("If you cancel, the total amount refunded will be $299.", run("Please cancel my reservation G72NSF."))).toBeUndefined();
  });
});
