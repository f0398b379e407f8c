/**
 * A window said of a record, against the record's own time on the run's clock (issue 24, finding 2):
 * "booked within the last 24 hours" against its created_at, "delivered more than 30 days ago"
 * against its delivered_at. A condition states the rule, not the record, and is left alone.
 */
import { describe, expect, it } from "vitest";
import { order, toolTurn } from "../testing/fixtures";
import { check, claimOf, runOf } from "../testing/verdicts";

const reservation = (created_at: string) => runOf(toolTurn("call_1", "get_reservation", { reservation_id: "H9ZU1C", created_at }));
const old = reservation("2024-05-01T09:00:00");
const fresh = reservation("2024-05-15T08:00:00");
const windowOf = (run: unknown, reply: string, options = {}) => claimOf(check(run, reply, options), "24 hours", "duration");

describe("at most the length: 'within the last', 'less than ... ago'", () => {
  for (const reply of ["H9ZU1C was booked within the last 24 hours.", "H9ZU1C was made less than 24 hours ago.", "Since H9ZU1C was booked within the last 24 hours, you can cancel it for free."]) {
    it(`${JSON.stringify(reply)} of a record two weeks old is contradicted, naming created_at and the clock`, () => {
      const c = windowOf(old, reply);
      expect(c.verdict).toBe("contradicted");
      expect(c.reason).toContain("H9ZU1C's created_at is 2024-05-01 09:00 (get_reservation, message 2)");
      expect(c.reason).toContain("the check's now (2024-05-15)");
      expect(c.support[0]).toMatchObject({ source: "tool", toolCallId: "call_1" });
    });

    it(`${JSON.stringify(reply)} of a record four hours old stands`, () => {
      expect(windowOf(fresh, reply).verdict).not.toBe("contradicted");
    });
  }
});

describe("more than the length: 'over ... ago', and a denied 'within'", () => {
  for (const reply of ["H9ZU1C was booked over 24 hours ago.", "H9ZU1C wasn't booked within the last 24 hours."]) {
    it(`${JSON.stringify(reply)} of a record four hours old is contradicted`, () => {
      const c = windowOf(fresh, reply);
      expect(c.verdict).toBe("contradicted");
      expect(c.reason).toContain("4 hours before the run's clock");
    });

    it(`${JSON.stringify(reply)} of a record two weeks old stands`, () => {
      expect(windowOf(old, reply).verdict).not.toBe("contradicted");
    });
  }
});

describe("the record's delivery, and the run's own clock", () => {
  const delivered = runOf(toolTurn("call_1", "get_order", order({ delivered_at: "2024-05-05" })));

  it("'delivered more than 30 days ago' ten days after delivery is contradicted against delivered_at", () => {
    const c = claimOf(check(delivered, "SU-88421 was delivered more than 30 days ago."), "30 days", "duration");
    expect(c.verdict).toBe("contradicted");
    expect(c.reason).toContain("SU-88421's delivered_at is 2024-05-05");
  });

  it("'delivered within the last 30 days' ten days after delivery stands", () => {
    expect(claimOf(check(delivered, "SU-88421 was delivered within the last 30 days."), "30 days", "duration").verdict).not.toBe("contradicted");
  });

  it("without an explicit now, the system prompt's current time is the clock", () => {
    const run = [{ role: "system", content: "The current time is 2024-05-15 15:00:00 EST." }, ...toolTurn("call_1", "get_reservation", { reservation_id: "H9ZU1C", created_at: "2024-05-14T10:00:00" })];
    const r = check(run, "H9ZU1C was booked within the last 24 hours.", { now: undefined });
    expect(r.clock.source).toBe("prompt");
    const c = claimOf(r, "24 hours", "duration");
    expect(c.verdict).toBe("contradicted");
    expect(c.reason).toContain("The current time is 2024-05-15 15:00:00");
  });
});

describe("what is no window said of a record", () => {
  it("a condition states the rule: 'only if it was booked within 24 hours' is not read against H9ZU1C", () => {
    const c = windowOf(old, "You can cancel only if the reservation was booked within the last 24 hours.");
    expect(c.verdict).not.toBe("contradicted");
  });

  it("a question is not read against the record", () => {
    expect(windowOf(old, "Was H9ZU1C booked within the last 24 hours?").verdict).not.toBe("contradicted");
  });
});

describe("a pack's creation fields", () => {
  const trip = runOf(toolTurn("call_1", "get_trip", { trip_id: "TRIP-8812", opened_on: "2024-05-01" }));

  it("a field the pack names as the creation time is read like created_at", () => {
    const c = windowOf(trip, "TRIP-8812 was booked within the last 24 hours.", { packs: [{ id: "travel", title: "Travel", createdFields: ["opened_on"] }] });
    expect(c.verdict).toBe("contradicted");
    expect(c.reason).toContain("opened_on");
  });

  it("without the pack the record has no creation time to read", () => {
    expect(windowOf(trip, "TRIP-8812 was booked within the last 24 hours.").verdict).not.toBe("contradicted");
  });
});
