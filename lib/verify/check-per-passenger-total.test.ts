// One passenger's fares given as a several-passenger reservation's total are contradicted (issue
// 10); a total for all passengers, prices per passenger, and one-passenger reservations are left alone.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const leg = (flight_number: string, origin: string, destination: string, business: number) => ({ flight_number, origin, destination, date: "2024-05-26", available_seats: { business: 9 }, prices: { economy: 100, business } });
// tau-bench airline task 8: K1NW8N, three passengers, $63 per passenger paid per flight ($567 in all).
const reservation = (passengers: number) => ({
  reservation_id: "K1NW8N", origin: "JFK", destination: "SFO", cabin: "basic_economy",
  flights: [{ flight_number: "HAT001", origin: "JFK", destination: "SFO", price: 189 }],
  passengers: Array.from({ length: passengers }, (_, i) => ({ first_name: `P${i}` })),
  payment_history: [{ payment_id: "gift_card_1", amount: 189 * passengers }],
});
const run = (passengers = 3): Message[] =>
  runOf(
    { role: "user", content: "Upgrade my reservation to business." },
    ...toolTurn("r1", "get_reservation_details", reservation(passengers), { reservation_id: "K1NW8N" }),
    ...toolTurn("s1", "search_direct_flight", [leg("HAT023", "JFK", "SFO", 364)], { origin: "JFK", destination: "SFO" }),
    ...toolTurn("k1", "calculate", `${364 * passengers}.0`, { expression: `364 * ${passengers}` }),
  );
const wrong = (reply: string, messages = run()) => verifyReply(messages, reply).claims.filter((c) => c.verdict === "contradicted" && /a reservation's total counts every passenger/.test(c.conflict?.why ?? ""));

describe("one passenger's fares given as the total", () => {
  it("contradicts the new and the current totals, with the reservation's passengers beside them (tau-bench airline 8)", () => {
    const found = wrong("To change your reservation to business class:\n- Current Total Price: $189\n- New Flight: HAT023 in business, $364\n- Total New Price: $364");
    expect(found.map((c) => c.text)).toEqual(["$189", "$364"]);
    expect(found[1].conflict?.stated).toBe("3 passengers × $364.00 = $1092.00");
  });

  it("leaves a total for every passenger, and prices stated per passenger, alone", () => {
    expect(wrong("For your reservation, HAT023 in business for all three of you: a total of $1,092.")).toHaveLength(0);
    expect(wrong("For your reservation, HAT023 in business is $364 per passenger; the total new price is $364 each.")).toHaveLength(0);
  });

  it("leaves a one-passenger reservation alone", () => {
    expect(wrong("For your reservation, HAT023 in business: total new price $364.", run(1))).toHaveLength(0);
  });

  it("contradicts a calculator's total over a two-passenger reservation's prices that never counts them (tau-bench airline 2, trial 3)", () => {
    const JG7FMM = { reservation_id: "JG7FMM", cabin: "business", flights: [{ flight_number: "HAT028", price: 1859 }, { flight_number: "HAT277", price: 1679 }], passengers: [{ first_name: "Omar" }, { first_name: "Fatima" }] };
    const search = [
      { flight_number: "HAT028", origin: "MCO", destination: "BOS", date: "2024-05-21", available_seats: { economy: 9 }, prices: { economy: 140 } },
      { flight_number: "HAT277", origin: "BOS", destination: "MCO", date: "2024-05-28", available_seats: { economy: 9 }, prices: { economy: 101 } },
    ];
    const messages = (expression: string, answer: string) =>
      runOf(
        { role: "user", content: "Downgrade my business flights to economy. How much do I save?" },
        ...toolTurn("r1", "get_reservation_details", JG7FMM, { reservation_id: "JG7FMM" }),
        ...toolTurn("s1", "search_direct_flight", search, { origin: "MCO", destination: "BOS" }),
        ...toolTurn("k1", "calculate", answer, { expression }),
      );
    const counted = (expression: string, answer: string, reply: string) =>
      verifyReply(messages(expression, answer), reply).claims.find((c) => c.verdict === "contradicted" && /counts one passenger/.test(c.reason));
    const c = counted("(1859 - 140) + (1679 - 101)", "3297.0", "Downgrading your business class reservations to economy class will save you a total of $3,297.");
    expect(c?.reason).toContain("reservation JG7FMM (message 3), which has 2");
    expect(counted("((1859 - 140) + (1679 - 101)) * 2", "6594.0", "Downgrading your business class reservations to economy class will save you a total of $6,594.")).toBeUndefined();
    // A new booking priced from the reservation is another matter (the stale-quote check's).
    expect(counted("(1859 - 140) + (1679 - 101)", "3297.0", "The total for the new booking is $3,297.")).toBeUndefined();
  });
});
