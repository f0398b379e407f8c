// A referral to a person is a statement that a person can do it (issue 10): contradicted when the
// policy says even a human agent cannot, left alone everywhere else.
import { describe, expect, it } from "vitest";
import { toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy

The current time is 2024-05-15 15:00:00 EST.

You should transfer the user to a human agent if and only if the request cannot be handled within the scope of your actions.

## Modify flight
- Change cabin: all reservations, including basic economy, can change cabin without changing the flights.
- Change passengers: The user can modify passengers but cannot modify the number of passengers. This is something that even a human agent cannot assist with.`;

const reservation = { reservation_id: "H9ZU1C", passengers: [{ first_name: "Ana" }, { first_name: "Ben" }], cabin: "economy" };
const run = (customer: string): Message[] => [
  { role: "system", content: PROMPT },
  { role: "user", content: customer },
  ...toolTurn("c1", "get_reservation_details", reservation, { reservation_id: "H9ZU1C" }),
];
const referral = (r: ReturnType<typeof verifyReply>) => r.claims.find((c) => /even a human agent/.test(c.reason) && c.verdict === "contradicted");

describe("referrals to a person", () => {
  it("contradicts sending the customer to a human agent to remove a passenger (tau-bench airline 15)", () => {
    const r = verifyReply(run("I need to remove Ben from reservation H9ZU1C."), "I'm unable to remove a passenger from the reservation. You'll need to contact a human agent for assistance with this request.");
    const c = referral(r);
    expect(c?.text).toBe("You'll need to contact a human agent for assistance with this request.");
    expect(c?.conflict?.stated).toContain("cannot modify the number of passengers");
    expect(c?.passage?.source).toBe("prompt");
    expect(r.verdict).toBe("contradicted");
  });
  it("reads what 'this request' is from the customer's last message", () => {
    const r = verifyReply(run("Please take one passenger off my booking."), "I recommend contacting a human agent who can help you with this request.");
    expect(referral(r)).toBeDefined();
  });
  it("leaves a referral alone when the policy puts nothing about it beyond people", () => {
    const r = verifyReply(run("My flight was delayed and I want compensation."), "I can't issue compensation for this delay myself. You may need to contact a human agent for further assistance with this request.");
    expect(referral(r)).toBeUndefined();
  });
  it("still reads a referral after a negation in another clause", () => {
    expect(referral(verifyReply(run("I need to remove Ben from my reservation."), "I can't remove a passenger myself, but a human agent can do that for you."))).toBeDefined();
  });
  it("reads whatever a person is said to be able to do: \"a human agent can take Sophia off\" (probe, tau-bench airline 15)", () => {
    expect(referral(verifyReply(run("I need to remove Sophia from my flights."), "I can't remove a passenger, but a human agent can take Sophia off the reservation."))).toBeDefined();
    expect(referral(verifyReply(run("I need to remove Sophia from my flights."), "I can't remove a passenger, and a human agent would not be able to take Sophia off either."))).toBeUndefined();
  });
  it("does not read a standing offer, a question, or 'even a human agent cannot' as a referral", () => {
    for (const reply of [
      "If you need further assistance with passengers, I can transfer you to a human agent.",
      "Would you like me to transfer you to a human agent about the passenger change?",
      "The number of passengers cannot be changed; even a human agent cannot assist with that.",
      // probe, tau-bench airline 10: the negation sits a few words before the person, in the same clause.
      "Passenger details can be edited, but the number of passengers on a reservation can't change, and that's not something a human agent can do either.",
    ]) {
      expect(referral(verifyReply(run("I need to remove Ben from my reservation."), reply)), reply).toBeUndefined();
    }
  });
});
