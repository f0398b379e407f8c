// "The cheapest option" is contradicted when the same search has a cheaper available option in the
// class named (issue 10); the true cheapest, other classes, sold-out options, questions and
// negations are left alone.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const flight = (n: string, o: string, d: string, economy: number, seats = 9) => ({
  flight_number: n, origin: o, destination: d, date: "2024-05-24", available_seats: { economy: seats, business: 4 }, prices: { economy, business: economy * 4 },
});
// tau-bench airline task 6: ATL to PHL one-stop on 2024-05-24.
const SEARCH = [
  [flight("HAT110", "ATL", "LGA", 105), flight("HAT132", "LGA", "PHL", 190)],
  [flight("HAT110", "ATL", "LGA", 105), flight("HAT172", "LGA", "PHL", 102)],
  [flight("HAT227", "ATL", "ORD", 112), flight("HAT139", "ORD", "PHL", 104)],
];
const run = (search: unknown = SEARCH) =>
  runOf({ role: "user", content: "Move me to the cheapest economy flight on May 24." }, ...toolTurn("s1", "search_onestop_flight", search, { origin: "ATL", destination: "PHL", date: "2024-05-24" }));
const contradicted = (reply: string, messages = run()) => verifyReply(messages, reply).claims.filter((c) => c.verdict === "contradicted" && /cheapest|lowest/.test(c.reason));

describe("a cheapest option that is not", () => {
  it("contradicts the amount given, with the cheaper option of the same search beside it (tau-bench airline 6)", () => {
    const [c] = contradicted("The cheapest economy flight option for 2024-05-24 is HAT110 from ATL to LGA ($105) and HAT132 from LGA to PHL ($190). The total cost for the economy class is $295.");
    expect(c?.text).toBe("$295");
    expect(c?.reason).toContain("HAT110 + HAT172 at $207.00");
    expect(c?.conflict?.stated).toBe("HAT110 + HAT172: $207.00");
  });

  it("contradicts 'some of the cheapest' when the cheapest is left out", () => {
    expect(contradicted("Here are some of the cheapest economy options:\n1. HAT110 + HAT132, total $295\n2. HAT227 + HAT139, total $216")).toHaveLength(1);
  });

  it("leaves the true cheapest, and a list that includes it, alone", () => {
    expect(contradicted("The cheapest economy option is HAT110 + HAT172 at $207.")).toHaveLength(0);
    expect(contradicted("Some of the cheapest economy options: HAT110 + HAT172 ($207) and HAT227 + HAT139 ($216).")).toHaveLength(0);
  });

  it("skips options without seats in the class: the cheapest available is what counts", () => {
    const soldOut = [SEARCH[0], [flight("HAT110", "ATL", "LGA", 105), flight("HAT172", "LGA", "PHL", 102, 0)], SEARCH[2]];
    expect(contradicted("The cheapest economy option is HAT227 + HAT139 at $216.", run(soldOut))).toHaveLength(0);
    expect(contradicted("The cheapest economy option is HAT110 + HAT132 at $295.", run(soldOut))).toHaveLength(1);
  });

  it("leaves questions, negations, and replies naming no class or two classes alone", () => {
    expect(contradicted("Would HAT110 + HAT132 at $295 be the cheapest economy option you want?")).toHaveLength(0);
    expect(contradicted("HAT110 + HAT132 at $295 is not the cheapest economy option, but it arrives earliest.")).toHaveLength(0);
    expect(contradicted("The cheapest option is HAT110 + HAT132 at $295.")).toHaveLength(0);
    expect(contradicted("The cheapest option is HAT110 + HAT132: $295 in economy, $1,180 in business.")).toHaveLength(0);
  });
});
