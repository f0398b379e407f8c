// A proposed change that takes a reservation to another destination is contradicted where the
// policy keeps origin and destination (issue 10); a new connection on the way, a change of the
// return leg, another reservation's route and a new booking are left alone.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy
The current time is 2024-05-15 15:00:00 EST.
## Modify flight
- Change flights: Basic economy flights cannot be modified. Other reservations can be modified without changing the origin, destination, and trip type.`;

const leg = (flight_number: string, origin: string, destination: string, price = 120) => ({ flight_number, origin, destination, date: "2024-05-24", price });
const reservation = (id: string, origin: string, destination: string, flights: ReturnType<typeof leg>[]) => ({ reservation_id: id, origin, destination, flight_type: "one_way", cabin: "economy", flights });
const searched = (...pairs: [string, string, string][][]) =>
  pairs.map((p) => p.map(([n, o, d]) => ({ flight_number: n, origin: o, destination: d, available_seats: { economy: 5 }, prices: { economy: 120 }, date: "2024-05-24" })));

const M05KNL = reservation("M05KNL", "ATL", "PHL", [leg("HAT227", "ATL", "ORD"), leg("HAT139", "ORD", "PHL")]);
const run = (prompt = PROMPT, search = searched([["HAT004", "ATL", "DFW"], ["HAT142", "DFW", "EWR"]], [["HAT110", "ATL", "LGA"], ["HAT132", "LGA", "PHL"]]), res: unknown = M05KNL) =>
  runOf(
    { role: "system", content: prompt },
    { role: "user", content: "I want to fly to Newark instead, on May 24." },
    ...toolTurn("c1", "get_reservation_details", res, { reservation_id: "M05KNL" }),
    ...toolTurn("c2", "search_onestop_flight", search, { origin: "ATL", destination: "EWR", date: "2024-05-24" }),
  );
const conflict = (reply: string, messages = run()) => verifyReply(messages, reply).claims.find((c) => c.verdict === "contradicted" && /keeps the origin and destination/.test(c.reason));

describe("a change to another destination", () => {
  it("contradicts the proposal with the reservation's route and the policy beside it (tau-bench airline 7)", () => {
    const c = conflict("Here are the cheapest economy options from Atlanta (ATL) to Newark (EWR) on May 24, 2024:\n\n1. ATL to DFW, HAT004, $122\n2. DFW to EWR, HAT142, $121\n\nWould you like to proceed with changing your reservation to one of these options?");
    expect(c?.text).toBe("Would you like to proceed with changing your reservation to one of these options?");
    expect(c?.reason).toContain("M05KNL (ATL → PHL");
    expect(c?.reason).toContain("goes to EWR");
    expect(c?.conflict?.stated).toContain("without changing the origin, destination");
  });

  it("reads a reply that names only where the trip goes as leaving from where the run searched from (tau-bench airline 7, trial 3)", () => {
    const c = conflict("The total cost for the new economy flight option to Newark (EWR) on May 24th is $243. Please confirm if you would like to proceed with this change.");
    expect(c?.reason).toContain("M05KNL (ATL → PHL");
    expect(c?.reason).toContain("goes to EWR");
    // Named ends that leave from elsewhere are still one leg through a new stop.
    expect(conflict("From DFW, the option to Newark (EWR) is HAT142. Please confirm if you would like to proceed with this change.")).toBeUndefined();
  });

  it("leaves a change through a new connection, and a leg written by flight number, alone", () => {
    expect(conflict("From ATL to LGA on HAT110, then LGA to PHL on HAT132. Would you like to proceed with changing your reservation to these flights?")).toBeUndefined();
    expect(conflict("The new flights: HAT110 to LGA and HAT132 to PHL, from ATL. Shall I update your reservation?")).toBeUndefined();
  });

  it("leaves a trip that does not start at the reservation's origin alone (one leg of a round trip through a new stop)", () => {
    expect(conflict("Here are nonstop flights from DFW to EWR: HAT142. Would you like me to proceed with updating your reservation?")).toBeUndefined();
  });

  it("leaves a new booking, and a reservation the run never read, alone", () => {
    expect(conflict("From ATL to EWR on HAT004 and HAT142: I can make a new booking, or change your reservation later.")).toBeUndefined();
    expect(conflict("From ATL to EWR on HAT004 and HAT142. Would you like to proceed with changing your reservation?", run(PROMPT, searched([["HAT004", "ATL", "DFW"], ["HAT142", "DFW", "EWR"]]), { ok: true }))).toBeUndefined();
  });

  it("supports a sentence that restates the rule in its own words, with the rule as the suggested citation (tau-bench airline 19)", () => {
    const claim = (reply: string, messages = run()) => verifyReply(messages, reply).claims.find((c) => c.kind === "policy");
    const c = claim("However, you want to change the destination from LGA to JFK, which is not allowed under the current policy.");
    expect(c?.verdict).toBe("supported_uncited");
    expect(c?.passage?.text).toContain("without changing the origin, destination");
    // Without the rule in the policy, the same sentence stays unsupported.
    expect(claim("However, you want to change the destination from LGA to JFK, which is not allowed under the current policy.", run("# Policy\nBe polite.\n- Refunds take 5 business days."))?.verdict).not.toBe("supported_uncited");
  });

  it("needs the policy's rule: without it nothing is added", () => {
    expect(conflict("From Atlanta (ATL) to Newark (EWR): HAT004 and HAT142. Would you like to proceed with changing your reservation?", run("# Policy\nBe polite."))).toBeUndefined();
  });
});
