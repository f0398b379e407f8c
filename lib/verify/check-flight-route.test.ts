// A flight said to fly a route its record does not is contradicted on its id (issue 10); a route
// heading a list of legs, flights the run has no record of, and true routes are left alone.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const flight = (flight_number: string, origin: string, destination: string) => ({ flight_number, origin, destination, date: "2024-05-25", prices: { economy: 99 }, available_seats: { economy: 4 } });
// tau-bench airline task 10: the "return" searched JFK to SFO again.
const run = () =>
  runOf(
    { role: "user", content: "Book me a round trip from JFK to SFO, back on May 25." },
    ...toolTurn("s1", "search_direct_flight", [flight("HAT023", "JFK", "SFO"), flight("HAT134", "SFO", "PHX"), flight("HAT045", "PHX", "SEA")], { origin: "JFK", destination: "SFO", date: "2024-05-25" }),
  );
const wrong = (reply: string) => verifyReply(run(), reply).claims.filter((c) => c.verdict === "contradicted" && /is said to fly/.test(c.reason));

describe("a flight said to fly another route than its record", () => {
  it("contradicts the id, with the record's route beside it (tau-bench airline 10)", () => {
    const [c] = wrong("Your booking is confirmed.\n- Return: May 25, Flight HAT023 from SFO to JFK");
    expect(c?.text).toBe("HAT023");
    expect(c?.conflict).toEqual({ claimed: "HAT023: SFO → JFK", stated: "HAT023: JFK → SFO", why: "the route in the flight's own record" });
    expect(wrong("- San Francisco (SFO) to New York (JFK) on flight HAT023")).toHaveLength(1);
  });

  it("reads a flight on a return line under a route heading as flying that route back (tau-bench airline 10, trial 3)", () => {
    const reply = "Here are the options:\n\n1. **From JFK to SFO:**\n   - **Departure:** May 20, Flight HAT023, Economy: $191\n   - **Return:** May 25, Flight HAT023, Economy: $159\n\nLet me know.";
    const [c] = wrong(reply);
    expect(c?.conflict?.claimed).toBe("HAT023: SFO → JFK");
    // The departure line under the heading flies the heading's way, as its record does; a return the record flies back passes.
    const back = runOf(
      { role: "user", content: "Round trip JFK to SFO." },
      ...toolTurn("s1", "search_direct_flight", [flight("HAT023", "JFK", "SFO"), flight("HAT024", "SFO", "JFK")], { origin: "JFK", destination: "SFO" }),
    );
    const fine = "1. **From JFK to SFO:**\n   - **Departure:** May 20, Flight HAT023\n   - **Return:** May 25, Flight HAT024";
    expect(verifyReply(back, fine).claims.filter((x) => x.verdict === "contradicted")).toEqual([]);
  });

  it("reads a route in parentheses beside the flight as its own, over the trip the sentence began with", () => {
    expect(wrong("One-way JFK to SEA: HAT134 (SFO-PHX) and HAT045 (PHX-SEA).")).toHaveLength(0);
    const [c] = wrong("One-way JFK to SEA: HAT134 (SFO-SEA) and HAT045 (PHX-SEA).");
    expect(c?.conflict?.claimed).toBe("HAT134: SFO → SEA");
  });

  it("leaves true routes alone, written either way", () => {
    expect(wrong("Flight HAT023 from JFK to SFO departs at 08:00.")).toHaveLength(0);
    expect(wrong("JFK to SFO, Flight Number: HAT023")).toHaveLength(0);
  });

  it("leaves a route heading a list of legs alone, and a flight the run has no record of", () => {
    expect(wrong("SFO to SEA: Flight HAT134 to PHX and HAT045 to SEA.")).toHaveLength(0);
    expect(wrong("Flight HAT999 from SFO to JFK is not in our search.")).toHaveLength(0);
    // Only airports the records name make a route: "want to fly SFO" reads nothing from "fly".
    expect(wrong("You want to SFO on flight HAT023, and NYC to SFO on flight HAT023.")).toHaveLength(0);
  });
});
