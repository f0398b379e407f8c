// The cabin a change is said to have left a reservation in, against the update's own result
// (tau-bench airline 13, trial 3: "The cabin class has been upgraded to economy" when the result says
// "cabin": "basic_economy").
import { describe, expect, it } from "vitest";
import { AIRLINE_POLICY } from "./airline-policy-fixture";
import { toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const RESERVATION = { reservation_id: "XEWRD9", user_id: "james_lee_6136", origin: "LAX", destination: "ATL", flight_type: "round_trip", cabin: "basic_economy", flights: [{ flight_number: "HAT052", date: "2024-05-21", price: 125, origin: "ATL", destination: "LAS" }], insurance: "no" };
const run = (cabin: string): Message[] => [
  { role: "system", content: AIRLINE_POLICY },
  { role: "user", content: "Please move my ATL-LAS flight to HAT052 on May 21 and put me in economy." },
  ...toolTurn("c1", "update_reservation_flights", { ...RESERVATION, cabin }, { reservation_id: "XEWRD9", cabin: "economy", flights: [{ flight_number: "HAT052", date: "2024-05-21" }] }),
];
const cabinClaim = (reply: string, cabin = "basic_economy") => verifyReply(run(cabin), reply).claims.find((c) => c.kind === "action" && /cabin|class/i.test(c.text));

describe("a cabin the reply says a change left the reservation in", () => {
  it("is contradicted by the update's own result, with the record's cabin shown", () => {
    const c = cabinClaim("Flight HAT052 on May 21 is booked. The cabin class has been upgraded to economy, and the payment has been processed using your gift card.");
    expect(c?.verdict).toBe("contradicted");
    expect(c?.reason).toMatch(/"cabin": "basic_economy"/);
    expect(cabinClaim("Done: XEWRD9 is now in economy class.")?.verdict).toBe("contradicted");
  });
  it("passes when the record agrees", () => {
    const r = verifyReply(run("economy"), "Flight HAT052 on May 21 is booked. The cabin class has been upgraded to economy.");
    expect(r.claims.filter((c) => /cabin/i.test(c.text)).every((c) => c.verdict !== "contradicted")).toBe(true);
  });
  it("leaves an offer, a plan or a question alone", () => {
    expect(cabinClaim("If you like, the cabin can be upgraded to economy for the fare difference.")?.verdict).not.toBe("contradicted");
    expect(cabinClaim("Would you like the cabin changed to economy as well?")?.verdict).not.toBe("contradicted");
  });
});
