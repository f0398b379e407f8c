// Policy sentences of tau2 retail agents, against the store's policy given as the system prompt
// (no clause library): the sentences nobody tuned the verifier to (bench/probes/tau2-retail-dev.jsonl).
import { describe, expect, it } from "vitest";
import { toolTurn } from "./test-helpers";
import { retailRun } from "./retail-test-helpers";
import { verifyReply } from "./verify-reply";
import type { VerifyResult } from "./types";

const ORDER = { order_id: "#W4776164", status: "pending (item modified)", items: [{ item_id: "9647292434", price: 53.48 }] };
const run = retailRun(toolTurn("c1", "get_order_details", ORDER, { order_id: "#W4776164" }));
const policy = (r: VerifyResult) => r.claims.filter((c) => c.kind === "policy");
const verdicts = (reply: string) => policy(verifyReply(run, reply)).map((c) => c.verdict);

describe("retail policy sentences: the rule clause apart from the agent's reading of the record", () => {
  it("a rule after a leading reason is matched on its own", () => {
    expect(verdicts("Because the item change has been made, neither #W6247578 nor #W4776164 can be modified or cancelled anymore.")).toEqual(["supported_uncited"]);
    expect(verdicts("Because the item change has been made, a restocking fee of $15 applies to #W4776164.")).toEqual(["invented"]);
  });

  it("a rule after ', so' is matched on its own, and its numbers still count", () => {
    expect(verdicts("Both pending orders were paid with PayPal, so after the cancellations the refunds take 5 to 7 business days to arrive.")).toEqual(["supported_uncited"]);
    expect(verdicts("Both pending orders were paid with PayPal, so after the cancellations the refunds take 10 business days to arrive.")).not.toContain("supported_uncited");
  });

  it("a parenthesised rule inside a summary's lead is matched on its own", () => {
    expect(verdicts("Summary before I submit (items can be modified only once on this order):")).toEqual(["supported_uncited"]);
    expect(verdicts("Summary before I submit (a restocking fee applies to modified items):")).toEqual(["invented"]);
  });
});

// Probe batch I (session 8): nine honest replies restated "an order can only be exchanged once" inside
// a request or a plan, and all nine were flagged. "Once" was a stopword, and the rule came first.
describe("retail policy sentences: a rule stated first, and what the agent draws from it", () => {
  it("a one-time rule is matched on 'only once', not on any passage that names the process", () => {
    expect(verdicts("An order can only be exchanged once.")).toEqual(["supported_uncited"]);
    expect(policy(verifyReply(run, "An order can only be exchanged once."))[0].reason).toMatch(/once per order/);
    expect(verdicts("Remember that item changes can only be made once per order — after this neither order can be modified or cancelled.")).toEqual(["supported_uncited"]);
  });

  it("a request, a plan or the rule applied to the case after it states no rule of its own", () => {
    expect(verdicts("An order can only be exchanged once, so please tell me now if there's anything else on #W4776164 you want to swap.")).toEqual(["supported_uncited"]);
    expect(verdicts("Keep in mind an order can only be exchanged once, so if you might want one of the keyboards above, it needs to go in the same request.")).toEqual(["supported_uncited"]);
    expect(verdicts("Since an order can only be exchanged once, the water bottle can't be added afterwards.")).toEqual(["supported_uncited"]);
    expect(verdicts("Pick one bottle and one lamp and I'll put both in a single exchange — the order can only be exchanged once.")).toEqual(["supported_uncited"]);
  });

  it("a consequence that is a rule of its own, or carries a number, is judged with the sentence", () => {
    expect(verdicts("An order can only be exchanged once, so a restocking fee applies to any second request.")).toEqual(["invented"]);
    expect(verdicts("An order can only be exchanged once, so refunds for it take 10 business days.")).not.toContain("supported_uncited");
    expect(verdicts("Since an order can only be exchanged once, you'll receive a prepaid return label by email.")).toEqual(["invented"]);
  });
});

describe("retail policy sentences: a permission tied to a status, for the status the sentence states", () => {
  it("a denial or an allowance that follows from the status rule is supported", () => {
    expect(verdicts('Since the order is now "return requested", the pet bed and chair can\'t be exchanged on it.')).toEqual(["supported_uncited"]);
    expect(verdicts("Both of your orders are delivered, so there's nothing to cancel, but the gaming items can be returned.")).toEqual(["supported_uncited"]);
  });

  it("an allowance for a status the rule excludes is contradicted", () => {
    const [c] = policy(verifyReply(run, 'Since the order is now "return requested", the chair can be exchanged.'));
    expect(c.verdict).toBe("contradicted");
    expect(c.reason).toMatch(/only when the status is "delivered"/);
    expect(verdicts("Both of your orders are delivered, so they can be cancelled, and the items can be returned.")).toEqual(["contradicted"]);
  });

  it("a quoted reason, option or product name is no status of the order", () => {
    expect(verdicts("Since #W4776164 is pending, it can be cancelled once you tell me 'ordered by mistake' or the other reason.")).toEqual(["supported_uncited"]);
    expect(verdicts("Policy note: a pending order can be cancelled only with the reason 'no longer needed'.")).not.toContain("contradicted");
    expect(verdicts("Because the order is delivered, the lamp can be exchanged for the 'low brightness' model.")).toEqual(["supported_uncited"]);
    expect(verdicts("Since the order is 'delivered', it can be cancelled with the reason 'no longer needed'.")).toEqual(["contradicted"]);
    expect(verdicts("Because the order is pending, the lamp can be exchanged for the 'low brightness' model.")).toEqual(["contradicted"]);
  });

  it("eligibility is an allowance, and 'has been' tells a status", () => {
    expect(verdicts("Order #W4776164 has already been delivered (to Houston, TX), which means it's eligible for a return.")).toEqual(["supported_uncited"]);
    expect(verdicts("Order #W4776164 has already been delivered, which means it's eligible for a cancellation.")).toEqual(["contradicted"]);
  });

  it("two statuses in one sentence, or a denial the rule would allow, are left to the wording match", () => {
    expect(verdicts("#W1 is delivered and #W2 is pending, so #W2 can be cancelled.")).not.toContain("contradicted");
  });
});

describe("retail policy sentences: a service the store says it gives is a rule to match", () => {
  it("an offer the policy makes is supported; one it never makes is invented", () => {
    expect(verdicts("For a cancelled order we refund the total via the original payment method, in 5 to 7 business days unless it was a gift card.")).not.toContain("invented");
    expect(verdicts("We provide the refund of a cancelled order via the original payment method.")).toEqual(["supported_uncited"]);
    expect(verdicts("Good news: for exchanges we offer advance replacement, so the new items ship right away.")).toEqual(["invented"]);
    expect(verdicts("We cover return shipping on every exchange.")).toEqual(["invented"]);
  });

  it("a product's variants or a record's field, said with 'we offer / provide', is no service", () => {
    expect(verdicts("We offer this lamp in white, black and silver.")).toEqual([]);
    expect(verdicts("We provide the tracking number on every order: yours is 907614527588.")).toEqual([]);
    expect(verdicts("We offer free shipping on this lamp in white, black and silver.")).toEqual(["invented"]);
  });
});

describe("retail policy sentences: a timing the policy sets by payment method", () => {
  it("immediate for a gift card, or days for PayPal, is supported", () => {
    expect(verdicts("They'd arrive at once only if the orders had been paid with a gift card.")).toEqual(["supported_uncited"]);
  });

  it("a gift card named only to deny it was paid with is no gift card", () => {
    expect(verdicts("The $1,619.34 total goes back to your PayPal within 5 to 7 business days, since it wasn't paid by gift card.")).toEqual(["supported_uncited"]);
    expect(verdicts("The cancellation refund goes back immediately, since the order wasn't paid by gift card.")).toEqual(["contradicted"]);
  });

  it("immediate for PayPal, or days for a gift card, is contradicted", () => {
    expect(verdicts("Since both orders were paid by PayPal, the cancellation refunds are issued immediately.")).toEqual(["contradicted"]);
    const [c] = policy(verifyReply(run, "Your gift card refund for the cancelled order will only arrive within 5 to 7 business days."));
    expect(c?.verdict).toBe("contradicted");
  });
});

describe("retail policy sentences: the agent saying it lacks the information", () => {
  it("states no rule; a rule beside it is still read", () => {
    expect(verdicts("About restocking fees, packaging and deadlines: I don't have that information in my system.")).toEqual([]);
    expect(verdicts("I don't have that information in my system, but restocking fees are waived on returns.")).toEqual(["invented"]);
    // Probe batch M: the list of what the agent does not know, and "so I can't share those", are one statement.
    expect(verdicts("I don't have information on return labels, restocking fees, cross-shipping or promo pricing, so I can't confirm those here.")).toEqual([]);
    expect(verdicts("I don't have an RMA number, label details, fee information, or a refund timeline in my system, so I can't share those here.")).toEqual([]);
  });
});

describe("retail policy sentences: a rule given after the denial it explains", () => {
  it("a denial of the process the restriction after it limits is the restriction applied", () => {
    expect(verdicts("Since this order now has an exchange request, the water bottle can't be exchanged through another request on the same order — the exchange can only be done once per order.")).toEqual(["supported_uncited"]);
    expect(verdicts("The water bottle can't be exchanged through another request on the same order, since the exchange can only be done once per order.")).toEqual(["supported_uncited"]);
  });
  it("a denial with a window of its own, or an allowance, is not", () => {
    expect(verdicts("The water bottle can't be exchanged after 30 days — the exchange can only be done once per order.")).toEqual(["invented"]);
    expect(verdicts("The water bottle can be exchanged again through another request — the exchange can only be done once per order.")).not.toContain("supported_uncited");
  });
});

describe("retail policy sentences: a lead-in before the rule", () => {
  it("'Keep in mind that', 'Heads up:' frame the rule and are no part of it", () => {
    expect(verdicts("Keep in mind that I can only change items on this order once; after that it can't be modified or cancelled.")).toEqual(["supported_uncited"]);
    expect(verdicts("Keep in mind that a restocking fee of 15% applies to modified items.")).toEqual(["invented"]);
  });
});

describe("retail durations: money that arrives is a refund's timing", () => {
  const durations = (reply: string) => verifyReply(run, reply).claims.filter((c) => c.kind === "duration").map((c) => c.verdict);
  it("a refund arriving in the cancellation's 5 to 7 business days is that process's duration, not a delivery's", () => {
    expect(durations("To cancel, please confirm the order id and the reason. Since both orders were paid with PayPal, the refund arrives in 5 to 7 business days.")).toEqual(["supported_uncited"]);
    expect(durations("To cancel, please confirm the order id and the reason. Your replacement arrives in 5 to 7 business days.")).toEqual(["invented"]);
  });
});

describe("retail policy sentences: a rule given as the reason for a request, or before its consequence", () => {
  it("a rule before a request is the sentence's statement; a request carrying a rule or an amount is not passed", () => {
    expect(verdicts("Also, since an order can only be exchanged once, please confirm whether the water bottle is part of this exchange too.")).toEqual(["supported_uncited"]);
    expect(verdicts("Since an order can only be exchanged once, please pay a restocking fee of $20.")).not.toContain("supported_uncited");
  });

  it("a rule before ', so' and what it means for the record; a consequence that allows something is a claim of its own", () => {
    expect(verdicts("Heads up: an order can only be exchanged once, so the water bottle would have to stay as it is.")).toEqual(["supported_uncited"]);
    expect(verdicts("Heads up: an order can only be exchanged once, so you can still exchange the water bottle later.")).not.toContain("supported_uncited");
  });
});
