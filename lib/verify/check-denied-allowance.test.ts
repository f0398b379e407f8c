// A change the policy allows, denied, is contradicted with the allowance beside it (issue 10); the
// policy's own restriction, conditionals and questions are left alone.
import { describe, expect, it } from "vitest";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy

The current time is 2024-05-15 15:00:00 EST.

## Modify flight
- Change flights: Basic economy flights cannot be modified. Other reservations can be modified without changing the origin, destination, and trip type. Some flight segments can be kept, but their prices will not be updated based on the current price.
- Change cabin: all reservations, including basic economy, can change cabin without changing the flights.
- Change baggage and insurance: The user can add but not remove checked bags. The user cannot add insurance after initial booking.
- Change passengers: The user can modify passengers but cannot modify the number of passengers. This is something that even a human agent cannot assist with.`;

const denied = (reply: string, prompt = PROMPT) =>
  verifyReply([{ role: "system", content: prompt }, { role: "user", content: "Please change the passenger to myself, Omar Rossi." }], reply).claims.find((c) => c.verdict === "contradicted" && /denies changing/.test(c.reason));

describe("a change the policy allows, denied", () => {
  it("contradicts the clause that denies it, though the sentence's other clause is the policy's restriction (tau-bench airline 4)", () => {
    const c = denied("Unfortunately, the number of passengers in a reservation cannot be modified, and changing the passenger's identity is not allowed.");
    expect(c?.reason).toContain("denies changing the passenger");
    expect(c?.conflict?.stated).toBe("Change passengers: The user can modify passengers but cannot modify the number of passengers.");
    expect(denied("I'm unable to change the passenger's identity in the reservation.")).toBeDefined();
  });

  it("reads \"can never be changed\", a qualifier after the thing, and a clause ended by a semicolon (probe, tau-bench airline 4)", () => {
    const c = denied("I'm sorry, but the passenger on a reservation can never be changed; only the number of passengers could be modified.");
    expect(c?.conflict?.stated).toBe("Change passengers: The user can modify passengers but cannot modify the number of passengers.");
    // The policy's own restriction, and an exception in the denying clause, stay alone.
    expect(denied("The passenger details can be updated; only the number of passengers can never be changed.")).toBeUndefined();
    expect(denied("The passengers on a reservation cannot be changed unless their details were entered wrongly.")).toBeUndefined();
  });

  it("leaves the restriction itself, conditionals and questions alone", () => {
    expect(denied("The number of passengers cannot be modified.")).toBeUndefined();
    expect(denied("If the booking is basic economy, the passengers cannot be changed online.")).toBeUndefined();
    expect(denied("Can't you change the passenger yourself?")).toBeUndefined();
  });

  it("needs the allowance in the policy", () => {
    expect(denied("I'm unable to change the passenger's identity.", "# Policy\n- Passengers cannot be modified after booking.")).toBeUndefined();
  });
});
