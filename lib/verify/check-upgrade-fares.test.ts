// An upgrade's cost that prices some flights at what the reservation paid in its current cabin is contradicted (issue 10).
import { describe, expect, it } from "vitest";
import { signedOperands } from "../evidence/calculator-results";
import { fareLeg, runOf, TASK17_RESERVATION, TASK23_RESERVATION, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const leg = fareLeg;
const RESERVATION = TASK17_RESERVATION;
const run = (expression: string, answer: string) =>
  runOf(
    { role: "user", content: "Upgrade the entire round trip to business for all of us." },
    ...toolTurn("r1", "get_reservation_details", RESERVATION, { reservation_id: "4NQLHD" }),
    ...toolTurn("s1", "search_onestop_flight", [[leg("HAT112", "IAH", "LAS", 404), leg("HAT047", "LAS", "SEA", 202)]], { origin: "IAH", destination: "SEA" }),
    ...toolTurn("k1", "calculate", answer, { expression }),
  );
const wrong = (reply: string, expression: string, answer: string) =>
  verifyReply(run(expression, answer), reply).claims.filter((c) => c.verdict === "contradicted" && /not a business fare/.test(c.reason));

describe("upgrade fares", () => {
  it("reads the sign each number enters an expression with", () => {
    expect(signedOperands("(404 + 202) * 3 - (126 + 139) * 3")).toEqual([
      { value: 404, sign: 1 }, { value: 202, sign: 1 }, { value: 3, sign: 1 }, { value: 126, sign: -1 }, { value: 139, sign: -1 }, { value: 3, sign: -1 },
    ]);
    expect(signedOperands("500 - (250 - 100)").map((o) => o.sign)).toEqual([1, -1, 1]);
  });

  it("contradicts a round-trip upgrade that adds the return legs at their economy prices (tau-bench airline 17, trial 3)", () => {
    const [c] = wrong("Upgrading the entire round trip to business class for all passengers would cost $2,604, which exceeds the $1,000 budget.", "(404 + 202 + 148 + 114) * 3", "2604.0");
    expect(c.text).toBe("$2,604");
    expect(c.reason).toContain("prices HAT021 at $148.00, HAT279 at $114.00: what reservation 4NQLHD (message 3) paid in economy");
  });

  it("reads the same legs added and subtracted at their economy prices as priced in economy (tau-bench airline 17, trial 1)", () => {
    const [c] = wrong("Upgrading both the outbound and return legs to business class would cost $1,023.", "(404 + 202 + 148 + 114) * 3 - (126 + 139 + 148 + 114) * 3", "1023.0");
    expect(c.reason).toContain("prices HAT021 at $148.00, HAT279 at $114.00");
  });

  it("leaves paid prices that are only subtracted, and replies about another class or no upgrade, alone", () => {
    expect(wrong("Upgrading the new flights to business class costs an additional $1,023.", "(404 + 202) * 3 - (126 + 139) * 3", "1023.0")).toEqual([]);
    expect(wrong("The economy total for the round trip would be $2,604.", "(404 + 202 + 148 + 114) * 3", "2604.0")).toEqual([]);
  });

  it("contradicts a change's total that adds the fare of a flight the quote does not name (tau-bench airline 24, trial 3)", () => {
    const messages = runOf(
      { role: "user", content: "Move both flights to business class." },
      ...toolTurn("r1", "get_reservation_details", { ...RESERVATION, flights: RESERVATION.flights.slice(0, 2) }, { reservation_id: "4NQLHD" }),
      ...toolTurn("s1", "search_direct_flight", [leg("HAT025", "IAH", "LAS", 368), leg("HAT068", "IAH", "LAS", 245)], { origin: "IAH", destination: "LAS" }),
      ...toolTurn("s2", "search_direct_flight", [leg("HAT278", "LAS", "SEA", 443)], { origin: "LAS", destination: "SEA" }),
      ...toolTurn("k1", "calculate", "791.0", { expression: "245 + 368 + 443 - 265" }),
    );
    const reply = "Here are the details for the changes:\n- Change to Flight HAT068 in Business Class, Price: $245\n- Change to Flight HAT278 in Business Class, Price: $443\n- Total Additional Cost: $791";
    const c = verifyReply(messages, reply).claims.find((x) => x.verdict === "contradicted" && /does not include/.test(x.reason));
    expect(c?.text).toBe("$791");
    expect(c?.reason).toContain("adds $368.00, the business fare of HAT025, a flight the quote does not include (it names HAT068, HAT278)");
  });

  it("contradicts a difference that subtracts only one of the two legs a nonstop replaces (tau-bench airline 23, trial 2)", () => {
    const HXDUBJ = TASK23_RESERVATION;
    const messages = (expression: string, answer: string) =>
      runOf(
        { role: "user", content: "Nonstop out, and business both ways." },
        ...toolTurn("r1", "get_reservation_details", HXDUBJ, { reservation_id: "HXDUBJ" }),
        ...toolTurn("s1", "search_direct_flight", [leg("HAT072", "IAH", "SFO", 282)], { origin: "IAH", destination: "SFO" }),
        ...toolTurn("s2", "search_direct_flight", [leg("HAT278", "SFO", "IAH", 443)], { origin: "SFO", destination: "IAH" }),
        ...toolTurn("k1", "calculate", answer, { expression }),
      );
    const left = (expression: string, answer: string, reply: string) => verifyReply(messages(expression, answer), reply).claims.find((c) => c.verdict === "contradicted" && /is left out/.test(c.reason));
    const c = left("(282 - 177) + (443 - 180)", "368.0", "Your gift card does not cover the additional cost of $368 for the upgrade.");
    expect(c?.reason).toContain("HAT072 (IAH to SFO) replaces HAT085 $177.00, HAT023 $146.00 of reservation HXDUBJ");
    expect(c?.reason).toContain("HAT023 $146.00 is left out");
    expect(left("282 + 443 - 177 - 146 - 180", "222.0", "The additional cost for the upgrade is $222.")).toBeUndefined();
  });
});
