// A weekday beside an explicit date names that date's day of the week (probe, tau-bench airline 20):
// agreeing, it is no claim of its own; disagreeing, the calendar contradicts it.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const run = runOf(
  { role: "system", content: "Airline agent. The current time is 2024-05-15 15:00:00 EST." },
  ...toolTurn("r1", "get_reservation_details", {
    reservation_id: "1N99U6",
    flights: [
      { flight_number: "HAT284", date: "2024-05-19" },
      { flight_number: "HAT112", date: "2024-05-27" },
    ],
  }, { reservation_id: "1N99U6" }),
);
const dates = (reply: string) => verifyReply(run, reply).claims.filter((c) => c.kind === "date");

describe("a weekday written beside a date", () => {
  it("is that date's weekday, not the next such weekday from the run's clock", () => {
    for (const reply of [
      "The return on HAT112 is on Monday, May 27.",
      "The return on HAT112 is on May 27 (Monday).",
      "Your flights are on Sunday, May 19 and Monday, 2024-05-27.",
    ]) {
      const r = verifyReply(run, reply);
      expect(r.verdict, reply).toBe("grounded");
      expect(dates(reply).every((c) => c.verdict === "grounded"), reply).toBe(true);
    }
  });

  it("is contradicted when the date falls on another day", () => {
    const c = dates("The return on HAT112 is on Tuesday, May 27.").find((x) => x.text === "Tuesday");
    expect(c?.verdict).toBe("contradicted");
    expect(c?.reason).toBe("Tuesday is written beside 2024-05-27, which is a Monday.");
  });

  it("leaves a weekday alone that stands by itself", () => {
    // "Monday" said on Wednesday 2024-05-15 is 2024-05-20, which no tool gave.
    expect(dates("The return is on Monday.").find((x) => x.text === "Monday")?.verdict).toBe("invented");
  });
});
