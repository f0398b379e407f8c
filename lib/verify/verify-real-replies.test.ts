// Issue 10's rules: the replies real agents send (policy restated from the prompt, timelines, their
// own arithmetic, JSON), each with a case like the ones seen on the dev data.
import { describe, expect, it } from "vitest";
import { toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";
import type { Claim, VerifyResult } from "./types";

const PROMPT = `# Store policy

The current time is 2024-05-15 15:00:00 EST.

## Cancel pending order
- An order can only be cancelled if its status is 'pending'.
- The total will be refunded via the original payment method immediately if it is a gift card, otherwise in 5 to 7 business days.
- Basic economy bookings can be cancelled for a full refund within 24 hours of booking.

## Return delivered order
- The user will receive an email regarding how to return items.
- Gift cards cannot be refunded.

## Fees
- Travel insurance is 30 dollars per passenger.`;

const run = (...turns: (Message | Message[])[]) => [{ role: "system", content: PROMPT }, { role: "user", content: "Hi, I need help with my order." }, ...turns.flat()];
const claim = (r: VerifyResult, text: string): Claim => {
  const c = r.claims.find((k) => k.text === text || k.text.includes(text));
  if (!c) throw new Error(`no claim "${text}" in ${r.claims.map((k) => `${k.kind}:${k.text}`).join(" | ")}`);
  return c;
};
const order = (o: Record<string, unknown> = {}) => ({ order_id: "#W2378156", status: "pending", created_at: "2024-05-12T10:00:00", items: [{ item_id: "1151293680", price: 272.33 }], ...o });

describe("the run's clock", () => {
  it("reads relative and year-less dates against the prompt's current time, and says so", () => {
    const r = verifyReply(run(toolTurn("c1", "get_order", order({ eta: "2024-05-16" }))), "Your parcel arrives tomorrow.");
    expect(r.clock).toMatchObject({ day: "2024-05-15", source: "prompt" });
    expect(claim(r, "tomorrow").verdict).toBe("grounded");
    const may = verifyReply(run(toolTurn("c1", "get_order", order({ eta: "2024-05-10" }))), "It was delivered on May 10th.");
    expect(claim(may, "May 10th").verdict).toBe("grounded");
  });
  it("does not read 'today' in a greeting or any date in a question as a claim", () => {
    expect(verifyReply(run(), "Hi! How can I help you today?").claims).toEqual([]);
    expect(verifyReply(run(), "Would Thursday work for the pickup?").claims).toEqual([]);
  });
});

describe("dates the agent is about to search for", () => {
  it("are parameters of its next call, not claims; a date it states is still checked (tau-bench airline 7, 23)", () => {
    const r = verifyReply(run(), "I will now search for the cheapest economy option for a day later, on May 24, 2024. Please hold on.");
    expect(r.claims.filter((c) => c.kind === "date" || c.kind === "identifier")).toEqual([]);
    const stated = verifyReply(run(), "I'll check the status now. Your replacement will arrive on May 24, 2024.");
    expect(claim(stated, "May 24, 2024").verdict).toBe("invented");
  });
});

describe("durations are not dates", () => {
  it("grounds a travel time the reply works out from the times it lists, and a window the customer set (tau-bench airline 3, 13)", () => {
    const trip = verifyReply(run(), "- HAT229 departs 11:00 AM, arrives 01:00 PM\n- HAT266 departs 01:00 PM, arrives 04:00 PM\n\nThis option has a total travel time of 5 hours.");
    expect(claim(trip, "5 hours").verdict).toBe("grounded");
    expect(claim(trip, "5 hours").reason).toMatch(/derived: 16:00 - 11:00/);
    const asked = verifyReply([...run(), { role: "user", content: "I prefer a flight within 3-4 hours of my original departure." }], "HAT052 is within 3-4 hours of your original departure time.");
    expect(asked.claims.find((k) => k.kind === "duration" && k.text === "3-4 hours")?.reason).toMatch(/the customer's own words/);
    expect(claim(verifyReply(run(), "The flight takes 6 hours.") , "6 hours").verdict).toBe("invented");
  });
  it("grounds a refund timing in the prompt passage that states it for that process", () => {
    const r = verifyReply(run(toolTurn("c1", "cancel_pending_order", order({ status: "cancelled" }))), "Your order is cancelled; the refund will reach your card in 5 to 7 business days.");
    const c = claim(r, "5 to 7 business days");
    expect(c.kind).toBe("duration");
    expect(c.value).toEqual({ type: "duration", min: 5, max: 7, unit: "business_day", about: null });
    expect(c.verdict).toBe("supported_uncited");
    expect(c.passage?.text).toContain("otherwise in 5 to 7 business days");
  });
  it("calls the same timing invented for a process the policy gives it for no process of", () => {
    const r = verifyReply(run(toolTurn("c1", "return_delivered_order_items", order({ status: "return requested" }))), "Your return is requested; refunds for returns take 5-7 business days.");
    const c = claim(r, "5-7 business days");
    expect(c.verdict).toBe("invented");
    expect(c.reason).toMatch(/only for Cancel pending order/);
  });
  it("reads an unnamed refund timing as about the numbered item it sits in, not the rest of the reply (tau2 retail 23)", () => {
    const reply = "1) Order cancellation (#W2378156)\n- Status: cancelled\n- Refund: $272.33 to Visa (allow 5-7 business days)\n\n2) Helmet exchange (#W3947049)\n- Status: exchange requested\n- Refund: $0.60 to Visa (allow 5-7 business days)";
    const r = verifyReply(run(toolTurn("c1", "cancel_pending_order", order({ status: "cancelled" })), toolTurn("c2", "exchange_delivered_order_items", order({ order_id: "#W3947049", status: "exchange requested" }))), reply);
    const [first, second] = r.claims.filter((c) => c.kind === "duration");
    expect(first.verdict).toBe("supported_uncited");
    expect(second.verdict).toBe("invented");
    expect(second.reason).toMatch(/not for exchange/);
  });
});

describe("the policy the agent was given is evidence", () => {
  it("supports an uncited restatement of the prompt's policy and suggests the passage", () => {
    const r = verifyReply(run(toolTurn("c1", "get_order", order())), "An order can only be cancelled while its status is pending.");
    const c = r.claims.find((k) => k.kind === "policy")!;
    expect(c.verdict).toBe("supported_uncited");
    expect(c.passage).toMatchObject({ source: "prompt", messageIndex: 0, text: "An order can only be cancelled if its status is 'pending'." });
    expect(PROMPT.slice(...c.passage!.span)).toBe(c.passage!.text);
    expect(r.verdict).toBe("supported_uncited");
  });
  it("contradicts another number for the same window", () => {
    const c = verifyReply(run(), "Basic economy bookings can be cancelled for a full refund within 48 hours of booking.").claims.find((k) => k.kind === "policy")!;
    expect(c.verdict).toBe("contradicted");
    expect(c.conflict?.why).toBe("the reply says 48 hours, the policy says 24 hours");
  });
  it("is not contradicted by another clause's window when its own clause states it exactly (Sundry RET-30 vs RET-EU-14)", () => {
    const clauses = [
      { id: "RET-30", title: "Returns window", text: "Most items can be returned within 30 days of delivery for a full refund of the item price." },
      { id: "RET-EU-14", title: "EU withdrawal", text: "Customers in the EU may withdraw from a purchase within 14 days of delivery without giving a reason." },
    ];
    const c = verifyReply(run(), "Most items can be returned within 30 days of delivery for a full refund of the item price.", { clauses }).claims.find((k) => k.kind === "policy")!;
    expect(c.verdict).toBe("supported_uncited");
    expect(c.passage?.clauseId).toBe("RET-30");
  });
  it("contradicts an action the policy forbids outright", () => {
    const c = verifyReply(run(), "Gift cards can be refunded to your bank account.").claims.find((k) => k.kind === "policy");
    expect(c?.verdict).toBe("contradicted");
    expect(c?.passage?.text).toBe("Gift cards cannot be refunded.");
  });
  it("supports denying a case the policy never gives, and contradicts denying the one it gives (tau-bench airline 23, 24)", () => {
    const insurance = `# Airline policy\n\n## Book flight\n- Travel insurance: the agent should ask if the user wants to buy the travel insurance, which is 30 dollars per passenger and enables full refund if the user needs to cancel the flight given health or weather reasons.`;
    const said = (reply: string) => verifyReply([{ role: "system", content: insurance }, { role: "user", content: "Doesn't my insurance pay for this?" }], reply).claims.find((k) => k.kind === "policy");
    const c = said("I understand your concern, but according to the policy I have, insurance does not cover the fees for changes.");
    expect(c?.verdict).toBe("supported_uncited");
    expect(c?.passage?.text).toContain("enables full refund");
    const wrong = said("Per the policy, travel insurance does not cover cancellations for weather reasons.");
    expect(wrong?.verdict).toBe("contradicted");
    expect(wrong?.conflict?.stated).toContain("given health or weather reasons");
  });
  it("reads a permission against the passage about the same thing, not another one's opposite (tau-bench airline 4)", () => {
    const airline = `# Airline policy\n\n## Modify flight\n- Change flights: Basic economy flights cannot be modified.\n- Change passengers: The user can modify passengers but cannot modify the number of passengers.`;
    const said = (reply: string) => verifyReply([{ role: "system", content: airline }, { role: "user", content: "Can I change the passenger?" }], reply).claims.find((k) => k.kind === "policy");
    expect(said("You can modify passenger details, but the number of passengers in the reservation cannot be changed.")?.verdict).not.toBe("contradicted");
    expect(said("Basic economy flights can be modified for a fee.")?.verdict).toBe("contradicted");
  });
  it("contradicts 'no fee' where a clause sets one, and a permission the clause denies (found on the Sundry library)", () => {
    const clauses = [
      { id: "RET-FEE-15", title: "Restocking fee", text: "Opened electronics returned for a reason other than a defect carry a restocking fee of 15% of the item price." },
      { id: "CANCEL-SHIPPED", title: "Cancelling shipped orders", text: "Once an order has shipped it cannot be cancelled; the customer can return it after delivery." },
    ];
    const fee = verifyReply(run(), "Opened electronics can be returned with no restocking fee.", { clauses }).claims.find((k) => k.kind === "policy")!;
    expect(fee.verdict).toBe("contradicted");
    expect(fee.conflict?.why).toBe("the reply says no restocking fee, the policy sets 15%");
    const shipped = verifyReply(run(), "An order can be cancelled even after it has shipped.", { clauses }).claims.find((k) => k.kind === "policy")!;
    expect(shipped.verdict).toBe("contradicted");
    expect(shipped.passage?.clauseId).toBe("CANCEL-SHIPPED");
  });
  it("contradicts a window the customer's record does not meet, on the run's clock", () => {
    const r = verifyReply(run(toolTurn("c1", "get_order", order())), "Order #W2378156 is within 24 hours of booking, so it can be cancelled for a full refund.");
    const c = r.claims.find((k) => k.kind === "policy")!;
    expect(c.verdict).toBe("contradicted");
    expect(c.conflict?.stated).toMatch(/^2024-05-12T10:00:00 is 3 days before the run's now/);
  });
  it("supports a window the record does meet, with the record's time and the passage that sets the window (tau-bench airline 10)", () => {
    const r = verifyReply(run(toolTurn("c1", "get_order", order())), "Since order #W2378156 was created on 2024-05-12, it is beyond the 24-hour cancellation window.");
    const c = r.claims.find((k) => k.kind === "policy")!;
    expect(c.verdict).toBe("supported_uncited");
    expect(c.reason).toMatch(/2024-05-12T10:00:00 is 3 days before the run's now.*outside the 24-hour window/);
    expect(c.passage?.text).toContain("within 24 hours of booking");
  });
  it("reads what the store's process does next as a rule: a made-up step is invented, a restated one is not (tau2 retail)", () => {
    const ret = toolTurn("c1", "return_delivered_order_items", order({ status: "return requested" }));
    for (const made of [
      "Once the return is scanned by the carrier, we'll ship the replacement automatically.",
      "The email will include a prepaid return label.",
      "You'll get email updates as the return progresses.",
      // The verb in its present forms too (tau2 retail 1, 9).
      "Once we receive the return, we'll process the exchange and ship the replacement lamp.",
      "The exchange will move forward typically after the carrier scans your return.",
    ]) {
      const c = verifyReply(run(ret), made).claims.find((k) => k.kind === "policy");
      expect(c?.verdict, made).toBe("invented");
    }
    const restated = verifyReply(run(ret), "Your return is requested, and you will receive an email regarding how to return the items.");
    expect(restated.claims.filter((k) => k.kind === "policy" && k.verdict === "invented")).toEqual([]);
    // The agent's own next step is no rule of the store's.
    expect(verifyReply(run(ret), "Once I receive your confirmation, I'll submit the return.").claims.filter((k) => k.kind === "policy")).toEqual([]);
  });
  it("calls a rule that is nowhere in the policy invented", () => {
    const c = verifyReply(run(), "There is no restocking fee on returns.").claims.find((k) => k.kind === "policy")!;
    expect(c.verdict).toBe("invented");
    expect(c.reason).toMatch(/nothing in the policy the agent was given says it/);
  });
  it("treats what the agent says it may not do as a rule to check (tau-bench: 'unable to provide your balance')", () => {
    const c = verifyReply(run(), "I'm unable to provide information about the balance of your gift cards.").claims.find((k) => k.kind === "policy");
    expect(c?.verdict).toBe("invented");
  });
  it("supports a limit the agent states only with a passage that sets a limit, not one sharing its words (tau-bench airline 9)", () => {
    const payment = `# Airline policy\n\n## Payment\n- If the flights are changed, the user needs to provide one gift card or credit card for payment or refund method.`;
    const said = "I'm unable to provide information about the total balance of your gift cards.";
    const withPrompt = (p: string) => verifyReply([{ role: "system", content: p }, { role: "user", content: "What is my gift card balance?" }], said).claims.find((k) => k.kind === "policy");
    expect(withPrompt(payment)?.verdict).toBe("invented");
    expect(withPrompt(`${payment}\n- You should not provide the total balance of the user's gift cards.`)?.verdict).toBe("supported_uncited");
  });
  it("is unverifiable, not invented, when the run carries no policy at all", () => {
    const r = verifyReply([{ role: "user", content: "hi" }], "You are not eligible for a refund.");
    expect(r.claims.find((k) => k.kind === "policy")?.verdict).toBe("unverifiable");
  });
});

describe("the agent's own arithmetic", () => {
  const products = toolTurn("c1", "get_product_details", { variants: { "1151293680": { price: 272.33 }, "7706410293": { price: 269.16 } } });
  it("grounds a price difference of two prices beside the ids the reply names, with the formula", () => {
    const c = claim(verifyReply(run(products), "Exchanging 1151293680 for 7706410293 refunds you $3.17."), "$3.17");
    expect(c.verdict).toBe("grounded");
    expect(c.derivation?.formula).toBe("$272.33 − $269.16 = $3.17");
    expect(c.derivation?.operands.every((o) => o.support?.source === "tool")).toBe(true);
  });
  it("grounds a total of every amount listed before it", () => {
    const items = toolTurn("c1", "get_order", { items: [{ price: 200.8 }, { price: 96.35 }, { price: 193.38 }, { price: 231.37 }, { price: 196.53 }] });
    const c = claim(verifyReply(run(items), "Items: $200.80, $96.35, $193.38, $231.37, $196.53. Estimated total refund: $918.43."), "$918.43");
    expect(c.verdict).toBe("grounded");
    expect(c.derivation?.operands).toHaveLength(5);
  });
  it("grounds a rate the policy sets times a count the reply states, and the rate alone", () => {
    const r = verifyReply(run(), "Insurance for 3 passengers comes to $90.");
    expect(claim(r, "$90").derivation?.formula).toBe("$30.00 × 3 passengers = $90.00");
    const alone = claim(verifyReply(run(), "Insurance costs $30."), "$30");
    expect(alone.verdict).toBe("supported_uncited");
    expect(alone.support[0]).toMatchObject({ source: "prompt", messageIndex: 0 });
  });
  it("still calls an amount no arithmetic explains invented", () => {
    expect(claim(verifyReply(run(products), "Exchanging 1151293680 for 7706410293 refunds you $4.17."), "$4.17").verdict).toBe("invented");
  });
});

describe("structured replies", () => {
  it("reads a JSON reply's strings, never a '\\n1.' escape as an id, and maps spans to the raw reply", () => {
    const raw = JSON.stringify({ message: "Found order #W2378156.\n1. Keyboard: $272.33\n2. Cancel it?", status: "ok" });
    const r = verifyReply(run(toolTurn("c1", "get_order", order())), raw);
    expect(r.replyFormat).toBe("json");
    expect(r.claims.some((c) => /^n\d$/.test(c.text))).toBe(false);
    const id = claim(r, "W2378156");
    expect(raw.slice(...id.span)).toBe(id.text);
    const money = claim(r, "$272.33");
    expect(raw.slice(...money.span)).toBe("$272.33");
  });
  it("takes placeholders, examples and field names for what they are", () => {
    const r = verifyReply(run(), "Your order id looks like '#W0000000'; dates are YYYY-MM-DD (e.g., 94105 for a zip). Fill in address1.");
    expect(r.claims.filter((c) => c.kind === "identifier" || c.kind === "date")).toEqual([]);
  });
  it("grounds a date in the arguments of a call that answered without error", () => {
    const search = toolTurn("c1", "search_direct_flight", [{ flight_number: "HAT072", origin: "IAH" }], { origin: "IAH", destination: "SFO", date: "2024-05-19" });
    const c = claim(verifyReply(run(search), "Flight HAT072 leaves IAH on May 19, 2024."), "May 19, 2024");
    expect(c.verdict).toBe("grounded");
    expect(c.support[0]).toMatchObject({ source: "call", toolCallId: "c1", toolName: "search_direct_flight" });
  });
});
