// The arrival day of a flight that lands after midnight (tau-bench airline task10-trial0 at 30: HAT276
// SEA-JFK on 2024-05-25, "scheduled_arrival_time_est": "00:00:00+1", told as "Arrival: May 26, 2024").
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const flight = (n: string, dep: string, arr: string) => ({ flight_number: n, origin: "SEA", destination: "JFK", scheduled_departure_time_est: dep, scheduled_arrival_time_est: arr, status: "available", available_seats: { economy: 9 }, prices: { economy: 162 } });
const run = runOf(toolTurn("c1", "search_direct_flight", [flight("HAT276", "18:00:00", "00:00:00+1"), flight("HAT089", "10:00:00", "16:00:00")], { origin: "SEA", destination: "JFK", date: "2024-05-25" }));
const dates = (reply: string) => verifyReply(run, reply, { now: "2024-05-15" }).claims.filter((c) => c.kind === "date").map((c) => `${c.text}:${c.verdict}`);

describe("the arrival day of a flight whose record lands the next day", () => {
  it("is the searched date plus the day the record adds", () => {
    expect(dates("HAT276 departs May 25, 2024 at 18:00 and arrives May 26, 2024 at 00:00.")).toEqual(["May 25, 2024:grounded", "May 26, 2024:grounded"]);
    expect(dates("### Return (HAT276)\n- Departure: May 25, 2024, 06:00 PM\n- Arrival: May 26, 2024, 12:00 AM")).toEqual(["May 25, 2024:grounded", "May 26, 2024:grounded"]);
  });
  it("another day, or the next day told of a flight that lands the same day, stays invented", () => {
    expect(dates("HAT276 departs May 25 at 18:00 and arrives May 27 at 00:00.")).toEqual(["May 25:grounded", "May 27:invented"]);
    expect(dates("HAT089 departs May 25 at 10:00 and arrives May 26 at 16:00.")).toEqual(["May 25:grounded", "May 26:invented"]);
  });
});
