// A restriction on part of a reservation told as a restriction on all of it is contradicted (issue
// 10); the restriction itself, or a conversation about the restricted part alone, is left alone.
import { describe, expect, it } from "vitest";
import { toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy

The current time is 2024-05-15 15:00:00 EST.

## Modify flight
- Change flights: Basic economy flights cannot be modified. Other reservations can be modified without changing the origin, destination, and trip type. Some flight segments can be kept, but their prices will not be updated based on the current price. The API does not check these for the agent, so the agent must make sure the rules apply before calling the API!
- Change cabin: all reservations, including basic economy, can change cabin without changing the flights.
- Change passengers: The user can modify passengers but cannot modify the number of passengers.`;

const run = (...customer: string[]): Message[] => [
  { role: "system", content: PROMPT },
  ...customer.map((content) => ({ role: "user", content })),
  ...toolTurn("c1", "get_reservation_details", { reservation_id: "FQ8APE", cabin: "basic_economy", flights: [{ flight_number: "HAT056" }] }, { reservation_id: "FQ8APE" }),
];
const blanket = (customer: string[], reply: string) => verifyReply(run(...customer), reply).claims.find((c) => c.verdict === "contradicted" && /restricts only/.test(c.reason));

describe("a partial restriction told as a blanket one", () => {
  it("contradicts 'cannot be modified' to a customer changing the passenger or the cabin, with both passages (tau-bench airline 4, 5)", () => {
    const c = blanket(["I'd like to change the passenger to myself and upgrade to economy class, please."], "The reservation is currently in basic economy class, which cannot be modified.");
    expect(c?.passage?.text).toContain("including basic economy, can change cabin");
    expect(c?.conflict?.stated).toContain("Basic economy flights cannot be modified.");
    expect(blanket(["Hi."], "However, this reservation is in basic economy class, which cannot be modified to change passengers.")).toBeDefined();
  });

  it("contradicts it as the answer to whether a basic economy ticket can change at all (tau-bench airline 8, 9)", () => {
    expect(blanket(["Could you let me know if I can change a basic economy ticket, or do I need to make a new booking?"], "Basic economy tickets cannot be modified.")).toBeDefined();
  });

  it("leaves the restriction itself, and the customer who asks to change their flight, alone (tau-bench airline 13, 22)", () => {
    expect(blanket(["I'd like to change my upcoming flight to a nonstop one."], "Your reservation is in basic economy class, which cannot be modified.")).toBeUndefined();
    expect(blanket(["Can I upgrade to business?"], "Basic economy flights cannot be modified, but the cabin can be upgraded.")).toBeUndefined();
    expect(blanket(["Can I change it?"], "Can a basic economy reservation be modified?")).toBeUndefined();
  });

  it("needs the policy to draw the line: without an allowance 'including basic economy' nothing is added", () => {
    const strict = PROMPT.replace("all reservations, including basic economy, can change cabin", "economy reservations can change cabin");
    const r = verifyReply([{ role: "system", content: strict }, { role: "user", content: "Can I change the passenger?" }], "Your reservation is in basic economy, so it cannot be modified.");
    expect(r.claims.find((c) => /restricts only/.test(c.reason))).toBeUndefined();
  });
});
