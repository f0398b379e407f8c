// A date the customer asked for as "the day after" the booked one (tau-bench airline task6-trial3 at
// 12: "change my flight to the same route but for the day after" → "we'll change the flight dates to
// 2024-05-24" for a reservation flying 2024-05-23).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const reservation = { reservation_id: "M05KNL", origin: "ATL", destination: "PHL", cabin: "basic_economy", flights: [{ flight_number: "HAT110", origin: "ATL", destination: "PHL", date: "2024-05-23", price: 90 }], passengers: [{ first_name: "Aarav", last_name: "Garcia" }] };
const run = (asked: string) => runOf(toolTurn("c1", "get_reservation_details", reservation, { reservation_id: "M05KNL" }), { role: "user", content: asked });
const dates = (asked: string, reply: string) => verifyReply(run(asked), reply, { now: "2024-05-15" }).claims.filter((c) => c.kind === "date").map((c) => c.verdict);

describe("a date one day from the booked flight's, as the customer asked", () => {
  it("is grounded: 'the day after', 'one day later', 'the day before'", () => {
    expect(dates("I'd like the same route but for the day after, in economy.", "To modify your reservation, we'll change the flight date to 2024-05-24 and update the cabin to economy.")).toEqual(["grounded"]);
    expect(dates("Can you delay my flight by one day?", "Sure: the new date would be May 24, 2024.")).toEqual(["grounded"]);
    expect(dates("Can I fly the day before instead?", "The new date would be May 22, 2024.")).toEqual(["grounded"]);
  });
  it("another day, or no shift asked, stays invented", () => {
    expect(dates("I'd like the same route but for the day after.", "We'll change the flight date to 2024-05-25.")).toEqual(["invented"]);
    expect(dates("I'd like to fly later that week.", "We'll change the flight date to 2024-05-24.")).toEqual(["invented"]);
  });
});
