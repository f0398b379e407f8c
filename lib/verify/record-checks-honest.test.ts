// Honest replies the record and arithmetic checks must leave alone (issue 10): each was written as
// an agent would, in review of those checks, and each once turned failing. A check that fires on
// any of them is a false alarm on data no one tuned to.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy
The current time is 2024-05-15 15:00:00 EST.
## Book flight
- Checked bag allowance: If the booking user is a regular member, 0 free checked bag for each basic economy passenger, 1 free checked bag for each economy passenger, and 2 free checked bags for each business passenger. If the booking user is a silver member, 1 free checked bag for each basic economy passenger, 2 free checked bag for each economy passenger, and 3 free checked bags for each business passenger. If the booking user is a gold member, 2 free checked bag for each basic economy passenger, 3 free checked bag for each economy passenger, and 3 free checked bags for each business passenger. Each extra baggage is 50 dollars.
## Modify flight
- Change flights: Basic economy flights cannot be modified. Other reservations can be modified without changing the origin, destination, and trip type.
- Change cabin: all reservations, including basic economy, can change cabin without changing the flights. Cabin class must be the same across all the flights in the same reservation; changing cabin for just one flight segment is not possible.
- Change passengers: The user can modify passengers but cannot modify the number of passengers.
- Passengers: All passengers must fly the same flights in the same cabin.`;

const flight = (n: string, o: string, d: string, economy: number, business = 400) => ({ flight_number: n, origin: o, destination: d, date: "2024-05-20", available_seats: { basic_economy: 5, economy: 5, business: 5 }, prices: { basic_economy: economy - 20, economy, business } });
const reservation = (o: Record<string, unknown> = {}) => ({
  reservation_id: "ABC123", origin: "ATL", destination: "PHL", flight_type: "one_way", cabin: "economy",
  flights: [{ flight_number: "HAT001", origin: "ATL", destination: "PHL", date: "2024-05-20", price: 150 }],
  passengers: [{ first_name: "Noah", last_name: "Lee" }], payment_history: [{ payment_id: "credit_card_1", amount: 150 }], total_baggages: 0, ...o,
});
/** The customer, the profile, the reservation, a search, and any more turns; every amount the replies use is in them. */
const run = (customer: string, ...more: Message[][]): Message[] =>
  runOf(
    { role: "system", content: PROMPT },
    { role: "user", content: customer },
    ...toolTurn("u1", "get_user_details", { user_id: "u1", membership: "gold", payment_methods: { gift_card_1: { source: "gift_card", amount: 100 }, credit_card_1: { source: "credit_card" } } }, { user_id: "u1" }),
    ...toolTurn("r1", "get_reservation_details", reservation(), { reservation_id: "ABC123" }),
    ...toolTurn("s1", "search_direct_flight", [flight("HAT002", "ATL", "PHL", 210), flight("HAT266", "ATL", "PHL", 100), flight("HAT200", "ATL", "PHL", 160), flight("HAT777", "ATL", "EWR", 120)], { origin: "ATL", destination: "PHL" }),
    ...toolTurn("s2", "search_onestop_flight", [[flight("HAT010", "ATL", "ORD", 90), flight("HAT011", "ORD", "PHL", 80)]], { origin: "ATL", destination: "PHL" }),
    ...toolTurn("k1", "calculate", "350.0", { expression: "210 + 140" }),
    ...toolTurn("k2", "calculate", "250.0", { expression: "350 - 100" }),
    ...toolTurn("k3", "calculate", "50.0", { expression: "150 - 100" }),
    ...more.flat(),
  );

/** The reasons the record and arithmetic checks give: none of them may appear on these replies. */
const RECORD_CHECK = /more than the balance|keeps the origin and destination|is said to fly|fare alone|calls this the|given as the price difference|no search of current fares|the tool itself stated|denies changing|calls the customer a|covers them|part of the passengers|refund does not match/;
const alarms = (messages: Message[], reply: string) =>
  verifyReply(messages, reply).claims.filter((c) => RECORD_CHECK.test(c.reason) || RECORD_CHECK.test(c.conflict?.why ?? "")).map((c) => `${c.text} :: ${c.reason}`);

describe("honest replies the record checks leave alone", () => {
  const cases: [string, string, Message[]?][] = [
    ["Can I pay with my gift card?", "Your credit card will cover the $350 fare, and your gift card balance of $100 stays untouched."],
    ["Can I pay with my gift card?", "Your gift card balance of $100 will cover part of the $350 fare, and the remaining $250 will be charged to your credit card."],
    ["Can I pay with my gift card?", "We can use your gift card with a balance of $100 and your credit card to cover the $350 fare."],
    ["Can I fly to Newark instead?", "I'm sorry, but I can't modify your reservation to fly from ATL to EWR instead of PHL."],
    ["Can I fly to Newark instead?", "I checked HAT777 from ATL to EWR, but I'm unable to change your reservation to it because it would change the destination."],
    ["Any connections?", "Option 1: ATL to PHL on HAT010 and HAT011, connecting in ORD, in economy."],
    ["Any connections?", "HAT010 from ATL to PHL via ORD (connecting to HAT011), in economy."],
    ["Can I switch flights?", "Instead of your current HAT001, I can move you to HAT002, which is $210 in economy."],
    ["Can I switch flights?", "HAT200 is $160 in economy. Note that the cheapest fares sell out quickly, so let me know soon."],
    ["Can I switch flights?", "The new flight HAT266 costs $100 in economy, so the price difference is a refund of $50 to your card."],
    ["Please cancel my reservation ABC123.", "The total refund amount will be $150, returned to your credit card."],
    ["Please change the passenger.", "I can't modify the passengers list to add a third traveler; the number of passengers is fixed."],
    ["Please change my flight.", "I'm unable to change the passenger's flights because this is a basic economy reservation."],
    ["I have gold status, by the way.", "Thanks! As a gold member, you get 3 free checked bags per economy passenger."],
    ["Can I upgrade?", "Since Noah is the only passenger, I'll change the cabin for just Noah, which covers the whole reservation, to business."],
    ["Please add bags.", "Here is what I will change on ABC123:\n- 1 checked bag added\n- Travel insurance removed\nPlease confirm and I'll proceed."],
  ];
  it.each(cases)("%s → %s", (customer, reply, more) => {
    expect(alarms(run(customer, ...(more ? [more] : [])), reply)).toEqual([]);
  });

  it("a total the tool stated for a failed attempt ends when the same tool later answers without an error", () => {
    const later = [
      ...toolTurn("b1", "book_reservation", "Error: payment amount does not add up, total price is 375, but paid 299", { user_id: "u1" }),
      ...toolTurn("b2", "book_reservation", { reservation_id: "NEW998", total_price: 420 }, { user_id: "u1" }),
    ];
    expect(alarms(run("Book it again.", later), "Your booking NEW998 went through; the total price is $420.")).toEqual([]);
  });

  it("a companion's profile does not make the customer's tier", () => {
    const companion = toolTurn("u2", "get_user_details", { user_id: "u2", membership: "regular" }, { user_id: "u2" });
    expect(alarms(run("Check my friend's profile too.", companion), "As a gold member, you get 3 free checked bags per economy passenger.")).toEqual([]);
  });

  it("a result with a huge array inside a flight record does not overflow the stack", () => {
    const huge = toolTurn("h1", "get_seat_map", { flight_number: "HAT001", origin: "ATL", destination: "PHL", seat_map: new Array(200_000).fill(0) }, { flight_number: "HAT001" });
    expect(() => verifyReply(run("Seats?", huge), "Flight HAT001 from ATL to PHL has seats left.")).not.toThrow();
  });
});
