// Correct restatements of the tau-bench airline policy in an agent's own words, written for positions
// of the dev runs by a helper who had not read the rules (bench/probes/tau-bench-airline.jsonl), each
// beside an erroneous sibling that must still fail.
import { describe, expect, it } from "vitest";
import { isPassingVerdict } from "./types";
import { verifyReply } from "./verify-reply";
import type { Message } from "./test-helpers";
import { AIRLINE_POLICY } from "./airline-policy-fixture";


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

describe("a rule first, then what the agent cannot do because of it (probe batch H)", () => {
  it("passes when the consequence is the agent's own limit or an offer, and the rule is the policy's", () => {
    expect(passes("Unfortunately that reservation is basic economy, and basic economy flights can't be changed, so I'm not able to move the return flight.")).toBe(true);
    expect(passes("You can use it toward a future booking; just note that any unused balance on a certificate isn't refundable.")).toBe(true);
  });
  it("fails when the consequence adds a rule or a number the policy lacks", () => {
    expect(passes("Basic economy flights can't be changed, so a $75 change fee applies if you move the return flight.")).toBe(false);
    expect(passes("Basic economy flights can't be changed, so you'll be charged a $75 change fee for the return flight.")).toBe(false);
    expect(passes("You can use it toward a future booking; just note that certificates can be refunded to your card on request.")).toBe(false);
  });
});

describe("a sentence of several clauses: each a rule the policy states, or the agent's own limit (probe batches E, H)", () => {
  it("passes when every rule clause is the policy's", () => {
    expect(passes("Basic economy flights can't be changed, so I can't swap the flights themselves, but I can change the cabin class on the same flights.")).toBe(true);
    expect(passes("I can't move you to a different flight: basic economy flights can't be modified, fee or not.")).toBe(true);
    expect(passes("One important thing, though: this is a basic economy reservation, and basic economy flights can't be modified.")).toBe(true);
    expect(passes("It is in basic economy, which means the flights themselves can't be changed — but both things you're asking for are still possible on this reservation.")).toBe(true);
  });
  it("fails when one clause is a rule or an amount the policy lacks", () => {
    expect(passes("Basic economy flights can't be changed: you'd need a $75 change fee.")).toBe(false);
    expect(passes("I can't move you to a different flight: basic economy flights can only be changed by phone.")).toBe(false);
    expect(passes("This is a basic economy reservation, and basic economy flights can't be modified, and a $25 fee applies to any change.")).toBe(false);
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

describe("a rule clause beside a reason or the facts before ', so'", () => {
  it("is supported when what stands beside it is the record", () => {
    expect(passes("Since it isn't basic economy, the flights can be changed, as long as the origin, destination and trip type stay the same.")).toBe(true);
  });
  it("fails when the part before ', so' is a rule the policy lacks, though the part after restates one", () => {
    expect(passes("Checked bags can only be removed within 24 hours of adding them, so I can't remove yours now.")).toBe(false);
  });
  it("fails when the reason is a policy condition the matched passage never names", () => {
    expect(passes("Because you bought travel insurance, you're allowed to change the destination to JFK without fees.")).toBe(false);
  });
});

describe("a policy sentence that carries the record's own amount", () => {
  const cancelled = run(
    { role: "user", content: "Please cancel Z7GOZK." },
    { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "cancel_reservation", arguments: '{"reservation_id":"Z7GOZK"}' } }] },
    { role: "tool", tool_call_id: "c1", content: JSON.stringify({ reservation_id: "Z7GOZK", status: "cancelled", payment_history: [{ payment_id: "gift_card_2200803", amount: 169 }, { payment_id: "gift_card_2200803", amount: -169 }] }) },
  );
  it("is matched without the amount, which the tool gave, and by the passage that states its numbers", () => {
    expect(passes("The $169 refund goes back to gift_card_2200803 within 5 to 7 business days.", cancelled)).toBe(true);
    expect(passes("The $169 refund goes back to gift card gift_card_2200803, your original payment method, within 5 to 7 business days.", cancelled)).toBe(true);
  });
  it("still fails on a window the policy does not state, or an amount no tool gave", () => {
    expect(passes("The $169 refund goes back to gift card gift_card_2200803, your original payment method, within 3 business days.", cancelled)).toBe(false);
    expect(passes("The $196 refund goes back to gift_card_2200803 within 5 to 7 business days.", cancelled)).toBe(false);
  });
});

describe("'fare' for the policy's 'price'", () => {
  it("is the same word when matching the policy (untuned probe, tau-bench airline 5)", () => {
    expect(passes("Basic economy flights can't be changed, but the cabin can be upgraded on the same flights, paying the fare difference.")).toBe(true);
  });
  it("does not support a number the policy does not state", () => {
    expect(passes("Basic economy flights can't be changed, but the cabin can be upgraded on the same flights, paying a $75 fare difference.")).toBe(false);
  });
});

describe("the run's clock and a window counted from booking (untuned probe, tau-bench airline 18)", () => {
  const booked = run(
    { role: "user", content: "Cancel SI5UKW please." },
    { role: "assistant", content: null, tool_calls: [{ id: "r1", type: "function", function: { name: "get_reservation_details", arguments: '{"reservation_id":"SI5UKW"}' } }] },
    { role: "tool", tool_call_id: "r1", content: JSON.stringify({ reservation_id: "SI5UKW", created_at: "2024-05-11T09:12:00", cabin: "basic_economy", insurance: "no" }) },
  );
  const verdicts = (reply: string) => verifyReply(booked, reply).claims.filter((c) => c.kind === "date" || c.kind === "duration").map((c) => `${c.text}: ${c.verdict}`);
  it("grounds today's date said as the present on the system prompt's current time, and '24 hours' on the passage that counts them from booking", () => {
    expect(verdicts("SI5UKW was booked on 2024-05-11 and it's now 2024-05-15, well past 24 hours.")).toEqual(["2024-05-11: grounded", "2024-05-15: grounded", "24 hours: supported_uncited"]);
  });
  it("leaves today's date told as an event's invented, and another window too", () => {
    expect(verdicts("Your flight departs on 2024-05-15.")).toEqual(["2024-05-15: invented"]);
    expect(verdicts("SI5UKW was booked on 2024-05-11 and it's now 2024-05-15, well past 48 hours.")).toContain("48 hours: invented");
  });
});

describe("the policy named as a reason, with no rule in the words (airline dev task18, task21, task24)", () => {
  const policyClaims = (reply: string) => verdictOf(reply).claims.filter((c) => c.kind === "policy");
  it("states nothing to check: no policy claim is made of it", () => {
    expect(policyClaims("The policies are quite strict in these cases.")).toEqual([]);
    expect(policyClaims("I'm unable to proceed without the user ID due to policy requirements.")).toEqual([]);
  });
  it("what the sentence says besides it is still read", () => {
    expect(policyClaims("Due to the strict policy guidelines, basic economy tickets come with a $75 change fee.").map((c) => c.verdict)).not.toContain("supported_uncited");
    expect(policyClaims("According to the policy, travel insurance does not cover cancellations for weather reasons.").length).toBe(1);
  });
});
