// Correct restatements of the tau-bench airline policy in an agent's own words, written for positions
// of the dev runs by a helper who had not read the rules (bench/probes/tau-bench-airline.jsonl), each
// beside an erroneous sibling that must still fail.
import { describe, expect, it } from "vitest";
import { isPassingVerdict } from "./types";
import { verifyReply } from "./verify-reply";
import type { Message } from "./test-helpers";

/** The policy the airline agent was given (policy.md of the tau-bench airline dataset, MIT licence). */
export const AIRLINE_POLICY = "# Airline Agent Policy\n\nThe current time is 2024-05-15 15:00:00 EST.\n\nAs an airline agent, you can help users book, modify, or cancel flight reservations.\n\n- Before taking any actions that update the booking database (booking, modifying flights, editing baggage, upgrading cabin class, or updating passenger information), you must list the action details and obtain explicit user confirmation (yes) to proceed.\n\n- You should not provide any information, knowledge, or procedures not provided by the user or available tools, or give subjective recommendations or comments.\n\n- You should only make one tool call at a time, and if you make a tool call, you should not respond to the user simultaneously. If you respond to the user, you should not make a tool call at the same time.\n\n- You should deny user requests that are against this policy.\n\n- You should transfer the user to a human agent if and only if the request cannot be handled within the scope of your actions.\n\n## Domain Basic\n\n- Each user has a profile containing user id, email, addresses, date of birth, payment methods, reservation numbers, and membership tier.\n\n- Each reservation has an reservation id, user id, trip type (one way, round trip), flights, passengers, payment methods, created time, baggages, and travel insurance information.\n\n- Each flight has a flight number, an origin, destination, scheduled departure and arrival time (local time), and for each date:\n  - If the status is \"available\", the flight has not taken off, available seats and prices are listed.\n  - If the status is \"delayed\" or \"on time\", the flight has not taken off, cannot be booked.\n  - If the status is \"flying\", the flight has taken off but not landed, cannot be booked.\n\n## Book flight\n\n- The agent must first obtain the user id, then ask for the trip type, origin, destination.\n\n- Passengers: Each reservation can have at most five passengers. The agent needs to collect the first name, last name, and date of birth for each passenger. All passengers must fly the same flights in the same cabin.\n\n- Payment: each reservation can use at most one travel certificate, at most one credit card, and at most three gift cards. The remaining amount of a travel certificate is not refundable. All payment methods must already be in user profile for safety reasons.\n\n- Checked bag allowance: If the booking user is a regular member, 0 free checked bag for each basic economy passenger, 1 free checked bag for each economy passenger, and 2 free checked bags for each business passenger. If the booking user is a silver member, 1 free checked bag for each basic economy passenger, 2 free checked bag for each economy passenger, and 3 free checked bags for each business passenger. If the booking user is a gold member, 2 free checked bag for each basic economy passenger, 3 free checked bag for each economy passenger, and 3 free checked bags for each business passenger. Each extra baggage is 50 dollars.\n\n- Travel insurance: the agent should ask if the user wants to buy the travel insurance, which is 30 dollars per passenger and enables full refund if the user needs to cancel the flight given health or weather reasons.\n\n## Modify flight\n\n- The agent must first obtain the user id and the reservation id.\n\n- Change flights: Basic economy flights cannot be modified. Other reservations can be modified without changing the origin, destination, and trip type. Some flight segments can be kept, but their prices will not be updated based on the current price. The API does not check these for the agent, so the agent must make sure the rules apply before calling the API!\n\n- Change cabin: all reservations, including basic economy, can change cabin without changing the flights. Cabin changes require the user to pay for the difference between their current cabin and the new cabin class. Cabin class must be the same across all the flights in the same reservation; changing cabin for just one flight segment is not possible.\n\n- Change baggage and insurance: The user can add but not remove checked bags. The user cannot add insurance after initial booking.\n\n- Change passengers: The user can modify passengers but cannot modify the number of passengers. This is something that even a human agent cannot assist with.\n\n- Payment: If the flights are changed, the user needs to provide one gift card or credit card for payment or refund method. The agent should ask for the payment or refund method instead.\n\n## Cancel flight\n\n- The agent must first obtain the user id, the reservation id, and the reason for cancellation (change of plan, airline cancelled flight, or other reasons)\n\n- All reservations can be cancelled within 24 hours of booking, or if the airline cancelled the flight. Otherwise, basic economy or economy flights can be cancelled only if travel insurance is bought and the condition is met, and business flights can always be cancelled. The rules are strict regardless of the membership status. The API does not check these for the agent, so the agent must make sure the rules apply before calling the API!\n\n- The agent can only cancel the whole trip that is not flown. If any of the segments are already used, the agent cannot help and transfer is needed.\n\n- The refund will go to original payment methods in 5 to 7 business days.\n\n## Refund\n\n- If the user is silver/gold member or has travel insurance or flies business, and complains about cancelled flights in a reservation, the agent can offer a certificate as a gesture after confirming the facts, with the amount being $100 times the number of passengers.\n\n- If the user is silver/gold member or has travel insurance or flies business, and complains about delayed flights in a reservation and wants to change or cancel the reservation, the agent can offer a certificate as a gesture after confirming the facts and changing or cancelling the reservation, with the amount being $50 times the number of passengers.\n\n- Do not proactively offer these unless the user complains about the situation and explicitly asks for some compensation. Do not compensate if the user is regular member and has no travel insurance and flies (basic) economy.\n";

const run = (...rest: Message[]): Message[] => [{ role: "system", content: AIRLINE_POLICY }, ...rest];
const verdictOf = (reply: string, messages: Message[] = run({ role: "user", content: "Can I change my basic economy flight?" })) => verifyReply(messages, reply);
const passes = (reply: string, messages?: Message[]) => {
  const r = verdictOf(reply, messages);
  return isPassingVerdict(r.verdict) && !r.held;
};

describe("a restatement in the agent's own words", () => {
  it("is supported though some of its words are not the policy's (a paraphrase word weighs no more than the policy's rarest)", () => {
    expect(passes("Basic economy flights can't be changed, but any reservation, basic economy included, can move to a higher cabin on the same flights by paying the difference.")).toBe(true);
    expect(passes("Regular members flying economy or basic economy without insurance aren't eligible for compensation.")).toBe(true);
  });
  it("still fails when what it adds is a rule the policy lacks", () => {
    expect(passes("Any reservation, basic economy included, can move to a higher cabin on the same flights at no extra cost.")).toBe(false);
    expect(passes("Basic economy flights can be changed as long as you pay a change fee of $75 per passenger.")).toBe(false);
  });
});

describe("a negative contraction", () => {
  it("is the auxiliary and its 'not', not a word the policy lacks ('isn't' was read as the term 'isn')", () => {
    expect(passes("Since it isn't basic economy, the flights can be changed, as long as the origin, destination and trip type stay the same.")).toBe(true);
    expect(passes("Your travel insurance doesn't make it possible to change the destination, so moving the trip to JFK still isn't allowed.")).toBe(true);
  });
  it("does not cover a rule the policy lacks", () => {
    expect(passes("Since it isn't basic economy, the flights can be changed up to 3 hours before departure.")).toBe(false);
    expect(passes("Since it isn't basic economy, the flights can be changed, and you'll earn loyalty points on every changed flight.")).toBe(false);
  });
});

describe("function words of a paraphrase", () => {
  it("are not terms the policy must hold: the particle 'back', 'goes' (the tokenizer already drops 'go'), 'whatever', 'as long as' (read as 'if')", () => {
    expect(passes("When a reservation is cancelled, the refund goes back to the original payment methods, gift cards included, within 5 to 7 business days.")).toBe(true);
    expect(passes("The passenger details on a reservation can be changed as long as the number of passengers stays the same.")).toBe(true);
  });
  it("leave what the sentence adds to be judged", () => {
    expect(passes("When a reservation is cancelled, the refund goes back to the original payment methods, gift cards included, within 24 hours.")).toBe(false);
    expect(passes("The passenger details on a reservation can be changed as long as you pay a $25 fee per passenger.")).toBe(false);
  });
});

describe("a permission denied with 'neither ... nor'", () => {
  const policyClaim = (reply: string) => verdictOf(reply).claims.find((c) => c.kind === "policy");
  it("is denied: \"neither the flights nor the cabin can be changed\" contradicts the cabin rule (probe, tau-bench airline 4)", () => {
    const c = policyClaim("Your reservation is a basic economy ticket, so neither the flights nor the cabin can be changed.");
    expect(c?.verdict).toBe("contradicted");
    expect(c?.conflict?.stated).toMatch(/^Change cabin: all reservations, including basic economy, can change cabin/);
  });
  it("leaves a correct denial alone", () => {
    expect(passes("Your reservation is basic economy, so its flights can't be changed, though its cabin can be upgraded.")).toBe(true);
    expect(passes("Basic economy flights can't be changed, nor can the number of passengers.")).toBe(true);
  });
});
