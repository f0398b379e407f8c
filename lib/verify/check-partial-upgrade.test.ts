// An upgrade priced for the flights one option replaces, while the reservation's other flights stay
// in their cabin, is contradicted where the policy keeps one cabin across the flights (issue 10).
import { describe, expect, it } from "vitest";
import { fareLeg, runOf, TASK17_RESERVATION, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy
## Modify flight
- Change cabin: all reservations, including basic economy, can change cabin without changing the flights. Cabin class must be the same across all the flights in the same reservation; changing cabin for just one flight segment is not possible.`;
const leg = fareLeg;
const RESERVATION = TASK17_RESERVATION;
const run = (prompt = PROMPT): Message[] =>
  runOf(
    { role: "system", content: prompt },
    { role: "user", content: "Move both segments to May 24 and upgrade everyone to business." },
    ...toolTurn("r1", "get_reservation_details", RESERVATION, { reservation_id: "4NQLHD" }),
    ...toolTurn("s1", "search_onestop_flight", [[leg("HAT112", "IAH", "LAS", 404), leg("HAT047", "LAS", "SEA", 202)]], { origin: "IAH", destination: "SEA" }),
    ...toolTurn("k1", "calculate", "1023.0", { expression: "(404 + 202) * 3 - (126 + 139) * 3" }),
  );
const wrong = (reply: string, messages = run()) => verifyReply(messages, reply).claims.filter((c) => c.verdict === "contradicted" && /upgrades only/.test(c.reason));

describe("an upgrade priced for part of the reservation", () => {
  it("contradicts the outbound-only cost, naming the flights left in economy (tau-bench airline 17)", () => {
    const [c] = wrong("Here is the option for your change and upgrade to business class:\n- Flights: HAT112 (IAH to LAS) and HAT047 (LAS to SEA)\n- Cost Difference: $1,023");
    expect(c?.text).toBe("$1,023");
    expect(c?.reason).toContain("keeps HAT021, HAT279 in economy");
    expect(c?.conflict?.stated).toContain("Cabin class must be the same across all the flights");
  });

  it("reads two nonstops from two searches that chain as one option (tau-bench airline 17, trial 2)", () => {
    const messages = runOf(
      { role: "system", content: PROMPT },
      { role: "user", content: "HAT131 from IAH to LAS and HAT047 from LAS to SEA, both in business. What is the total?" },
      ...toolTurn("r1", "get_reservation_details", RESERVATION, { reservation_id: "4NQLHD" }),
      ...toolTurn("s1", "search_direct_flight", [leg("HAT131", "IAH", "LAS", 228)], { origin: "IAH", destination: "LAS" }),
      ...toolTurn("s2", "search_direct_flight", [leg("HAT047", "LAS", "SEA", 202)], { origin: "LAS", destination: "SEA" }),
      ...toolTurn("k1", "calculate", "495.0", { expression: "(228 + 202) * 3 - (126 + 139) * 3" }),
    );
    const [c] = wrong("The total additional cost for upgrading to business class for the selected flights (HAT131 and HAT047) is $495 for all three passengers.", messages);
    expect(c?.reason).toMatch(/^\$495 upgrades only HAT131 \+ HAT047 against the flights they replace; reservation 4NQLHD .* keeps HAT021, HAT279 in economy/);
  });

  it("leaves a quote that says it covers the return, and a policy without the rule, alone", () => {
    expect(wrong("Upgrading HAT112 and HAT047 and your return flights to business class costs $1,023.")).toHaveLength(0);
    expect(wrong("Upgrade to business class on HAT112 and HAT047: cost difference $1,023.", run("# Policy\nBe polite."))).toHaveLength(0);
  });
});
