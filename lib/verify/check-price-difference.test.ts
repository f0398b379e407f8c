// One new fare stated as a change's price difference is contradicted (issue 10); a true
// difference (per passenger or in all), an amount the line calls a fare, and replies with no
// reservation read are left alone.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

// tau-bench airline task 20: the outbound LAS→PHX→IAH ($161 + $192 paid, two passengers) to the nonstop HAT266.
const RESERVATION = {
  reservation_id: "1N99U6", origin: "LAS", destination: "IAH", flight_type: "round_trip", cabin: "economy",
  flights: [
    { origin: "LAS", destination: "PHX", flight_number: "HAT284", date: "2024-05-19", price: 161 },
    { origin: "PHX", destination: "IAH", flight_number: "HAT152", date: "2024-05-19", price: 192 },
    { origin: "IAH", destination: "LAS", flight_number: "HAT112", date: "2024-05-27", price: 184 },
  ],
  passengers: [{ first_name: "James" }, { first_name: "Ivan" }],
};
const flight = (flight_number: string, economy: number) => ({ flight_number, origin: "LAS", destination: "IAH", available_seats: { economy: 9 }, prices: { basic_economy: 89, economy, business: 400 } });
const run = (search = [flight("HAT175", 155), flight("HAT266", 146)], reservation: unknown = RESERVATION): Message[] =>
  runOf(
    { role: "user", content: "I'd like to change my outbound flight to a nonstop." },
    ...toolTurn("r1", "get_reservation_details", reservation, { reservation_id: "1N99U6" }),
    ...toolTurn("s1", "search_direct_flight", search, { origin: "LAS", destination: "IAH", date: "2024-05-19" }),
  );
const wrong = (reply: string, messages = run()) => verifyReply(messages, reply).claims.find((c) => c.verdict === "contradicted" && /given as the price difference/.test(c.reason));

describe("a fare given as a price difference", () => {
  it("contradicts the amount, with the fare and what the reservation paid beside it", () => {
    const c = wrong("I can change your flight to HAT266. Please provide a payment method for the price difference of $146 for the new flight.");
    expect(c?.text).toBe("$146");
    expect(c?.reason).toContain("HAT266's economy fare alone");
    expect(c?.conflict?.stated).toContain("HAT284 $161.00");
    expect(wrong("- **New Outbound Flight:** HAT266\n- **Price Difference:** $146 per passenger")).toBeDefined();
  });

  it("leaves a true difference alone, per passenger or for all passengers", () => {
    // 146 - (161 + 192) = -207 per passenger, -414 for two; a $146 fare against one $0 leg never arises.
    expect(wrong("Moving to HAT266 gives a price difference of $207 per passenger, refunded to you.")).toBeUndefined();
    // A fare that is also a true difference: HAT266 at $146 for two passengers against a $73 leg, (146 - 73) x 2.
    const cheapLeg = { ...RESERVATION, flights: [{ ...RESERVATION.flights[0], price: 73 }] };
    expect(wrong("Moving to HAT266, the price difference is $146 for both passengers.", run(undefined, cheapLeg))).toBeUndefined();
    expect(wrong("Moving to HAT266, the price difference is $146 for both passengers.", run(undefined, { ...cheapLeg, flights: [{ ...RESERVATION.flights[0], price: 74 }] }))).toBeDefined();
  });

  it("leaves an amount the line calls a fare alone, and a run with no reservation read", () => {
    expect(wrong("- **Price Difference:** The new flight costs $146 per passenger.")).toBeUndefined();
    expect(wrong("The price difference of $146 for HAT266 is due now.", run(undefined, { ok: true }))).toBeUndefined();
  });
});
