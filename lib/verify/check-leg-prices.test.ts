// One price on a line of two flights that is the fare of one of them is contradicted (issue 10);
// the sum, a price per flight, and flights no search priced are left alone.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const leg = (flight_number: string, origin: string, destination: string, business: number) => ({ flight_number, origin, destination, date: "2024-05-28", available_seats: { business: 4 }, prices: { economy: 100, business } });
// tau-bench airline task 9: SFO to SEA through PHX in business.
const run = () =>
  runOf(
    { role: "user", content: "Find me the cheapest business round trip." },
    ...toolTurn("s1", "search_onestop_flight", [[leg("HAT134", "SFO", "PHX", 210), leg("HAT045", "PHX", "SEA", 370)]], { origin: "SFO", destination: "SEA" }),
  );
const wrong = (reply: string) => verifyReply(run(), reply).claims.filter((c) => c.verdict === "contradicted" && /fare alone/.test(c.reason));

describe("one flight's fare given as a connection's price", () => {
  it("contradicts the amount, with the flight left out and the sum beside it (tau-bench airline 9)", () => {
    const [c] = wrong("The cheapest business class options:\n2. **SFO to SEA**: Flight HAT134 to PHX and HAT045 to SEA on 2024-05-28, Price: $210");
    expect(c?.text).toBe("$210");
    expect(c?.reason).toContain("HAT045 $370.00 is left out: together $580.00");
  });

  it("leaves the sum, prices per flight, and a line with an amount per flight alone", () => {
    expect(wrong("In business: HAT134 to PHX and HAT045 to SEA, Price: $580")).toHaveLength(0);
    expect(wrong("In business: HAT134 and HAT045, $210 per flight on the first")).toHaveLength(0);
    expect(wrong("In business: HAT134 ($210) and HAT045 ($370)")).toHaveLength(0);
  });

  it("needs one class named and every flight priced by a search", () => {
    expect(wrong("HAT134 to PHX and HAT045 to SEA, Price: $210")).toHaveLength(0);
    expect(wrong("In business: HAT134 to PHX and HAT999 to SEA, Price: $210")).toHaveLength(0);
  });
});
