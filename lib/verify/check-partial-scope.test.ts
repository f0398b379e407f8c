// A change offered for part of what the policy keeps uniform is contradicted (issue 10); the rule
// stated, or a sentence that splits nothing, is left alone.
import { describe, expect, it } from "vitest";
import { toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy

The current time is 2024-05-15 15:00:00 EST.

## Book flight
- Passengers: Each reservation can have at most five passengers. All passengers must fly the same flights in the same cabin.

## Modify flight
- Change cabin: all reservations, including basic economy, can change cabin without changing the flights. Cabin class must be the same across all the flights in the same reservation; changing cabin for just one flight segment is not possible.`;

const run = (): Message[] => [
  { role: "system", content: PROMPT },
  { role: "user", content: "Can I upgrade to business?" },
  ...toolTurn("c1", "get_reservation_details", { reservation_id: "H9ZU1C", cabin: "economy", flights: [{ flight_number: "HAT286" }, { flight_number: "HAT047" }] }, { reservation_id: "H9ZU1C" }),
];
const split = (reply: string) => verifyReply(run(), reply).claims.find((c) => c.verdict === "contradicted" && /keeps it the same/.test(c.reason));

describe("a change for part of what the policy keeps the same", () => {
  it("contradicts upgrading one passenger, with the passengers rule beside it (tau-bench airline 14)", () => {
    const c = split("However, upgrading just one passenger to business class will cost exactly $600.");
    expect(c?.conflict?.stated).toBe("All passengers must fly the same flights in the same cabin.");
  });
  it("contradicts one leg upgraded and mixed cabins, with the flights rule beside it (tau-bench airline 17, 23)", () => {
    for (const reply of [
      "Upgrading only the outbound leg of your trip to business class would cost $1,023.",
      "This option involves flying business class from IAH to LAS and economy class from LAS to SEA.",
    ]) expect(split(reply)?.conflict?.stated, reply).toMatch(/^Cabin class must be the same across all the flights/);
  });
  it("contradicts an itinerary whose lines put its flights in two classes (tau-bench airline 17, 23)", () => {
    const c = verifyReply(run(), "To proceed with updating your reservation, here are the changes:\n- IAH to LAS: Flight HAT286 (Business Class)\n- LAS to SEA: Flight HAT047 (Economy Class)\n- Total Additional Cost: $897").claims.find((k) => k.verdict === "contradicted" && /mixes classes/.test(k.conflict?.why ?? ""));
    expect(c?.text).toBe("- IAH to LAS: Flight HAT286 (Business Class)\n- LAS to SEA: Flight HAT047 (Economy Class)");
    expect(c?.reason).toMatch(/in business and economy/);
    // Options to choose from, each in its class, are not an itinerary.
    const options = verifyReply(run(), "Here are your options:\n1. Flight HAT286 in Business Class\n2. Flight HAT047 in Economy Class\nWhich would you like to confirm?");
    expect(options.claims.find((k) => /mixes classes/.test(k.conflict?.why ?? ""))).toBeUndefined();
    // One option proposed is a plan (tau-bench airline 23).
    const one = verifyReply(run(), "We can proceed with the following changes:\n- **Outgoing:** Upgrade to Business Class on Flight HAT286.\n- **Return:** Remain in Economy Class on Flight HAT047.\n\nThis option keeps the cost within your limit. Would you like to proceed?");
    expect(one.claims.find((k) => /mixes classes/.test(k.conflict?.why ?? ""))).toBeDefined();
  });
  it("reads a labelled 'Cabin:' line as the class of the flight listed above it in the same block (tau-bench airline 3)", () => {
    const mixes = (reply: string) => verifyReply(run(), reply).claims.find((k) => k.verdict === "contradicted" && /mixes classes/.test(k.conflict?.why ?? ""));
    const plan = "To proceed with updating your reservation, here are the details:\n- **Flight 1:** DEN to LAS\n  - Flight Number: HAT286\n  - Cabin: Basic Economy\n  - Price: $80\n- **Flight 2:** LAS to IAH\n  - Flight Number: HAT047\n  - Cabin: Economy\n  - Price: $130\n\nPlease confirm.";
    expect(mixes(plan)?.reason).toMatch(/in basic economy and economy/);
    // A class named on a line that is no "Cabin:" label, after the block, is not the flight's class.
    expect(mixes("To proceed with updating your reservation:\n- Flight Number: HAT286\n- Cabin: Basic Economy\n\n- Baggage: no extra charge for silver members in economy class\n\nPlease confirm.")).toBeUndefined();
  });
  it("contradicts one passenger named for a change, when the records give that passenger (tau-bench airline 14)", () => {
    const withPassengers = (): Message[] => [
      ...run(),
      ...toolTurn("c3", "get_reservation_details", { reservation_id: "H9ZU1C", passengers: [{ first_name: "Noah", last_name: "Ito" }, { first_name: "Mia", last_name: "Ito" }] }, { reservation_id: "H9ZU1C" }),
    ];
    const c = verifyReply(withPassengers(), "Upgrading just Noah to business class for both flights will cost exactly $600.").claims.find((k) => k.verdict === "contradicted" && /keeps it the same/.test(k.reason));
    expect(c?.conflict?.stated).toBe("All passengers must fly the same flights in the same cabin.");
    // A name no record gives a passenger is not read as one ("just Tuesday").
    expect(verifyReply(withPassengers(), "Upgrading just Tuesday's flight to business class costs $300.").claims.find((k) => /part of the passengers/.test(k.reason))).toBeUndefined();
  });

  it("contradicts one passenger told as upgraded, where the cabin is the whole reservation's (tau-bench airline 14, trials 1 and 3)", () => {
    const withPassengers = (): Message[] => [
      ...run(),
      ...toolTurn("c3", "get_reservation_details", { reservation_id: "YAX4DR", passengers: [{ first_name: "Chen", last_name: "Lee" }, { first_name: "Noah", last_name: "Hernandez" }] }, { reservation_id: "YAX4DR" }),
    ];
    const partOf = (reply: string) => verifyReply(withPassengers(), reply).claims.find((k) => k.verdict === "contradicted" && /part of the passengers/.test(k.reason));
    expect(partOf("Noah has been successfully upgraded to business class for both flights.")?.reason).toMatch(/^says a change was made for part of the passengers/);
    expect(partOf("The reservation has been updated:\n\n- **Noah Hernandez** has been upgraded to business class for both flights.")?.conflict?.stated).toBe("All passengers must fly the same flights in the same cabin.");
    // Both passengers named, or a name no record gives a passenger: nothing is split.
    expect(partOf("Chen and Noah have been upgraded to business class for both flights.")).toBeUndefined();
    expect(partOf("Chen Lee and Noah Hernandez have been upgraded to business class.")).toBeUndefined();
    expect(partOf("Tuesday has been moved to Wednesday for both flights.")).toBeUndefined();
  });

  it("reads a cabin named by its value as about the cabin: \"upgrading only Noah Hernandez to business\" (probe, tau-bench airline 14)", () => {
    const withPassengers = (): Message[] => [
      ...run(),
      ...toolTurn("c3", "get_reservation_details", { reservation_id: "YAX4DR", passengers: [{ first_name: "Chen", last_name: "Lee" }, { first_name: "Noah", last_name: "Hernandez" }] }, { reservation_id: "YAX4DR" }),
    ];
    const partOf = (reply: string) => verifyReply(withPassengers(), reply).claims.find((k) => k.verdict === "contradicted" && /part of the passengers/.test(k.reason));
    expect(partOf("Upgrading both would cost $1,200, but upgrading only Noah Hernandez to business costs $600, which fits your budget.")?.conflict?.stated).toBe("All passengers must fly the same flights in the same cabin.");
    expect(partOf("Upgrading both Chen Lee and Noah Hernandez to business would cost $1,200, which is over your budget.")).toBeUndefined();
  });

  it("leaves the rule stated, and a sentence that splits nothing, alone", () => {
    for (const reply of [
      "Upgrading only one passenger to business class is not possible, as cabin class changes must apply to all passengers.",
      "It seems there are not enough seats available in economy class on the return flight (HAT290).",
      "Upgrading both flights to business class costs $1,200.",
    ]) expect(split(reply), reply).toBeUndefined();
  });
});
