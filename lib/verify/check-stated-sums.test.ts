// A total stated beside the amounts it adds, with another value, is contradicted (probe, tau-bench airline 0).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
// The search also holds 265 (another flight's fare): the wrong total is grounded as a value.
const search = [
  { flight_number: "HAT136", available_seats: { economy: 14 }, prices: { economy: 152, business: 277 } },
  { flight_number: "HAT039", available_seats: { economy: 10 }, prices: { economy: 103, business: 265 } },
];
const run = runOf(toolTurn("s1", "search_onestop_flight", search, { origin: "JFK", destination: "SEA", date: "2024-05-20" }));
const total = (reply: string, text: string) => verifyReply(run, reply, { now: NOW }).claims.find((c) => c.kind === "money" && c.text === text);

describe("a total stated beside its amounts", () => {
  it("is contradicted when it is not their sum", () => {
    const c = total("Economy on HAT136 ($152) and HAT039 ($103) comes to $265. Shall I book it?", "$265");
    expect(c?.verdict).toBe("contradicted");
    expect(c?.reason).toBe("the sentence adds $152 + $103 = $255, but states $265.");
  });
  it("stands as their sum, their sum times the passengers, or with something else counted in", () => {
    expect(total("Economy on HAT136 ($152) and HAT039 ($103) comes to $255.", "$255")?.verdict).not.toBe("contradicted");
    expect(total("For your two passengers, HAT136 ($152) and HAT039 ($103) come to $510.", "$510")?.verdict).not.toBe("contradicted");
    expect(total("HAT136 ($152) and HAT039 ($103) plus the $50 bag fee come to $305.", "$305")?.verdict).not.toBe("contradicted");
  });
});
