// A window said of the record a sentence names, where the sentence is no policy statement and the
// duration is its only claim (probe, tau-bench airline 10): checked against the record's time.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy
The current time is 2024-05-15 15:00:00 EST.
## Cancel flight
- All reservations can be cancelled within 24 hours of booking, or if the airline cancelled the flight.`;
const run = (created_at: string) =>
  runOf({ role: "system", content: PROMPT }, ...toolTurn("r1", "get_reservation_details", { reservation_id: "H9ZU1C", cabin: "economy", created_at, insurance: "no" }, { reservation_id: "H9ZU1C" }));
const duration = (reply: string, created: string) => verifyReply(run(created), reply).claims.find((c) => c.kind === "duration");

describe("a booking window said of the record", () => {
  const reply = "Since H9ZU1C was booked within the last 24 hours, I can cancel it for you with a full refund.";
  it("is contradicted when the record was booked days before the run's now", () => {
    const c = duration(reply, "2024-05-01T04:50:18");
    expect(c?.verdict).toBe("contradicted");
    expect(c?.reason).toMatch(/24-hour window of book.*2024-05-01T04:50:18 is 14 days before/);
  });
  it("stands when the record was booked hours before", () => {
    expect(duration(reply, "2024-05-15T09:00:00")?.verdict).not.toBe("contradicted");
  });
  it("is no fact when the sentence states the condition", () => {
    expect(duration("I can only cancel it if it was booked within the last 24 hours or if the airline cancelled the flight.", "2024-05-01T04:50:18")?.verdict).not.toBe("contradicted");
  });
});

// Probe batch J (session 8): the time since booking counted back from now, "less than 24 hours ago".
describe("a booking window said as time ago", () => {
  const policyOf = (reply: string, created: string) => verifyReply(run(created), reply).claims.find((c) => c.kind === "policy");
  const reply = "H9ZU1C was booked yesterday, May 14, at 4:03 PM, which is less than 24 hours ago, so it can be cancelled even though it's basic economy.";
  it("is supported when the record was booked within the window", () => {
    expect(policyOf(reply, "2024-05-14T16:03:16")?.verdict).toBe("supported_uncited");
  });
  it("is contradicted when the record was booked days before", () => {
    expect(policyOf(reply.replace("yesterday, May 14, at 4:03 PM", "on May 1"), "2024-05-01T04:50:18")?.verdict).toBe("contradicted");
  });
});

// Probe batch L (session 8): the rule stated with its conditions says nothing of this record.
describe("a window stated as the rule's condition", () => {
  const policyOf = (reply: string, created: string) => verifyReply(run(created), reply).claims.find((c) => c.kind === "policy");
  it("is not read as the record's booking time", () => {
    expect(policyOf("Under the policy, a basic economy reservation can only be cancelled within 24 hours of booking, if the airline cancelled the flight, or with travel insurance when its conditions are met.", "2024-05-11T00:08:57")?.verdict).not.toBe("contradicted");
  });
  it("a booking time stated beside it is still read", () => {
    expect(policyOf("H9ZU1C was booked on May 1, so it can only be cancelled now because it is within the 24-hour window.", "2024-05-01T04:50:18")?.verdict).toBe("contradicted");
  });
});
