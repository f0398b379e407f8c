// Flights judged against a window around the original departure that no record gave are invented (issue 10).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const XEWRD9 = { reservation_id: "XEWRD9", origin: "LAX", destination: "ATL", flight_type: "round_trip", cabin: "economy", flights: [{ flight_number: "HAT228", origin: "LAX", destination: "ATL", date: "2024-05-19", price: 87 }, { flight_number: "HAT252", origin: "ATL", destination: "LAS", date: "2024-05-21", price: 90 }] };
const nonstop = (flight_number: string, time: string) => ({ flight_number, origin: "ATL", destination: "LAS", scheduled_departure_time_est: time, date: "2024-05-21", available_seats: { economy: 9 }, prices: { economy: 125 } });
const run = (...more: Message[][]) =>
  runOf(
    ...toolTurn("r1", "get_reservation_details", XEWRD9, { reservation_id: "XEWRD9" }),
    { role: "user", content: "I want a nonstop from ATL to LAS. I'm okay with flights leaving 3-4 hours from the original departure time from ATL." },
    ...toolTurn("s1", "search_direct_flight", [nonstop("HAT052", "03:00:00"), nonstop("HAT178", "08:00:00")], { origin: "ATL", destination: "LAS", date: "2024-05-21" }),
    ...more.flat(),
  );
const window = (reply: string, messages = run()) => verifyReply(messages, reply).claims.find((c) => c.kind === "duration" && /around the original departure/.test(c.reason));

describe("a window around the original departure", () => {
  it("is invented when no record gives the original flight's time, in the reply's words or the customer's (tau-bench airline 13)", () => {
    const c = window("Here are some available nonstop flights from Atlanta (ATL) to Las Vegas (LAS) on May 21, 2024, that fit your time preference:\n\n1. **Flight HAT052** - Departure: 03:00 EST");
    expect(c?.verdict).toBe("invented");
    expect(c?.reason).toContain("a window of 3-4 hours around the original departure, but no record this run read gives when HAT228, HAT252 of reservation XEWRD9");
    expect(window("There are no nonstop flights, even within a 3-4 hour window of your original departure time.")?.verdict).toBe("invented");
  });

  it("is left alone once a record gave the original flight's departure time", () => {
    const known = run(toolTurn("s2", "search_direct_flight", [nonstop("HAT252", "01:00:00")], { origin: "ATL", destination: "LAS", date: "2024-05-20" }));
    expect(window("Here are the nonstop flights that fit your time preference: HAT052 at 03:00.", known)).toBeUndefined();
  });

  it("leaves replies that tie nothing to the original departure alone", () => {
    expect(window("HAT052 departs at 03:00 and HAT178 at 08:00; which would you like?")).toBeUndefined();
    expect(verifyReply(runOf(...toolTurn("r1", "get_reservation_details", XEWRD9, {}), { role: "user", content: "Something in the morning." }), "These fit your time preference: HAT052.").claims.find((c) => c.kind === "duration")).toBeUndefined();
  });
});
