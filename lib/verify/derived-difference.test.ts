// A price difference times the passengers is the agent's own arithmetic (probe, tau-bench airline 20);
// an amount the evidence has only as money going back stays wrong when told as a charge (dev, task 22).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const reservation = {
  reservation_id: "1N99U6", cabin: "economy",
  flights: [{ flight_number: "HAT284", price: 161 }, { flight_number: "HAT152", price: 192 }],
  passengers: [{ first_name: "James" }, { first_name: "Ivan" }],
};
const search = [{ flight_number: "HAT266", origin: "LAS", destination: "IAH", available_seats: { economy: 16 }, prices: { economy: 146 } }];
const run = runOf(toolTurn("r1", "get_reservation_details", reservation, { reservation_id: "1N99U6" }), toolTurn("s1", "search_direct_flight", search, { origin: "LAS", destination: "IAH", date: "2024-05-19" }));
const money = (reply: string, text: string) => verifyReply(run, reply, { now: NOW }).claims.find((c) => c.kind === "money" && c.text === text);

describe("a difference times a count the reply states", () => {
  it("grounds the difference of two of the reply's amounts times the passengers", () => {
    const c = money("HAT266 costs $146 in economy, compared with $353 per passenger for HAT284 and HAT152 ($161 + $192). For your two passengers that's $414 less.", "$414");
    expect(c?.verdict).toBe("grounded");
    expect(c?.derivation?.formula).toBe("($353.00 − $146.00) × 2 passengers = $414.00");
  });
  it("reads 'for both of you' as a count of two (untuned probe, tau-bench airline 20)", () => {
    const c = money("HAT266 at $146 replaces $161 + $192 = $353 per passenger, so it's $207 cheaper per passenger, $414 for both of you.", "$414");
    expect(c?.verdict).toBe("grounded");
    expect(c?.derivation?.formula).toBe("$207.00 × 2 (both of you) = $414.00");
    expect(money("HAT266 at $146 replaces $161 + $192 = $353 per passenger, so it's $207 cheaper per passenger, $424 for both of you.", "$424")?.verdict).toBe("invented");
  });
  it("leaves another amount invented", () => {
    expect(money("HAT266 costs $146 in economy, compared with $353 per passenger for HAT284 and HAT152 ($161 + $192). For your two passengers that's $424 less.", "$424")?.verdict).toBe("invented");
  });
  it("does not turn around an amount the evidence has only as a refund, told as a charge", () => {
    const res = { reservation_id: "OWZ4XL", flights: [{ flight_number: "HAT202", price: 94 }, { flight_number: "HAT232", price: 80 }], passengers: [{ first_name: "Ivan" }, { first_name: "Ava" }, { first_name: "Anya" }] };
    const calc = runOf(
      toolTurn("r1", "get_reservation_details", res, { reservation_id: "OWZ4XL" }),
      toolTurn("s1", "search_direct_flight", [{ flight_number: "HAT041", available_seats: { economy: 9 }, prices: { economy: 136 } }], { origin: "EWR", destination: "LAX" }),
      toolTurn("k1", "calculate", "-114.0", { expression: "(136 - (94 + 80)) * 3" }),
    );
    const c = verifyReply(calc, "The current total is $174 per passenger ($94 + $80), and the new fare is $136. Changing would cost an additional $114 in total for all three passengers.", { now: NOW }).claims.find((k) => k.text === "$114");
    expect(c?.verdict).toBe("invented");
    expect(c?.reason).toMatch(/only as a negative amount/);
  });
  it("reads a policy rate the evidence also has as a refund as the policy's when the reply gives it as a rate", () => {
    const insured = runOf(
      { role: "system", content: "Travel insurance is 30 dollars per passenger." },
      toolTurn("r1", "get_reservation_details", { reservation_id: "JG7FMM", passengers: [{ first_name: "A" }, { first_name: "B" }], payment_history: [{ payment_id: "credit_card_1", amount: 7136 }, { payment_id: "credit_card_1", amount: -30 }] }, { reservation_id: "JG7FMM" }),
    );
    const said = (reply: string) => verifyReply(insured, reply, { now: NOW }).claims.find((k) => k.text === "$30");
    expect(said("The $60 of travel insurance ($30 each) is part of the $7,136 you paid.")?.verdict).toBe("supported_uncited");
    // Told as a charge, not as the rate, it stays what the evidence says: money that went back.
    expect(said("You were charged $30 yesterday.")?.verdict).toBe("invented");
  });
});
