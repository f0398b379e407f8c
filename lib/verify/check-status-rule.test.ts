// A permission the policy ties to a status, for a status the sentence tells in the policy's own words
// (probe batches I and K, tau2 retail: honest denials for 'processed' and 'return requested' orders
// were invented because no rule names those statuses, and allowances for them passed).
import { describe, expect, it } from "vitest";
import { RETAIL_POLICY } from "./retail-test-helpers";
import { toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

/** The retail policy with the status list and the modification rule of tau2's prompt. */
const POLICY = `${RETAIL_POLICY}
## Order

The status of an order can be: **pending**, **processed**, **delivered**, or **cancelled**.

## Modify pending order

An order can only be modified if its status is 'pending', and you should check its status before taking the action.

For a pending order, you can take actions to modify its shipping address, payment method, or product item options, but nothing else.

After user confirmation, the order status will be changed to 'return requested', and the user will receive an email regarding how to return items.
`;
const run: Message[] = [{ role: "system", content: POLICY }, { role: "user", content: "Hi" }];
const policy = (reply: string) => verifyReply(run, reply, { now: "2024-05-15" }).claims.filter((c) => c.kind === "policy");
const verdicts = (reply: string) => policy(reply).map((c) => c.verdict);

describe("status rule: statuses the policy lists, though no rule names them", () => {
  it("a denial for a status outside the rule follows from it ('changed' is 'modified')", () => {
    expect(verdicts("#W4967593 and #W5733668 are already processed, so their addresses can't be changed — they stay at 667 Highland Drive, Suite 865, Denver, CO 80280.")).toEqual(["supported_uncited"]);
    expect(verdicts("#W4967593 and #W5733668 are already processed, so their addresses can't be changed — they'll keep going to 667 Highland Drive, Suite 865, Denver, CO 80280.")).toEqual(["supported_uncited"]);
    expect(verdicts("Since #W4967593 is processed, its shipping address cannot be modified anymore.")).toEqual(["supported_uncited"]);
    expect(verdicts("The other two orders are already processed, so nothing on them can be changed.")).toEqual(["supported_uncited"]);
  });

  it("an allowance for a status the rule excludes is contradicted", () => {
    const [c] = policy("#W4967593 is already processed, so its address can still be changed.");
    expect(c.verdict).toBe("contradicted");
    expect(c.reason).toMatch(/order that is "processed".*only when the status is "pending"/);
    expect(verdicts("Both orders are processed, so I can modify their shipping addresses.")).toEqual(["contradicted"]);
    expect(verdicts("Your most recent order, #W5733668, is in processed status — it hasn't been delivered, so I can still modify the items on it.")).toEqual(["contradicted"]);
  });

  it("the customer's default address is no change to the order; 'changed' beside an exchange is the exchange", () => {
    expect(verdicts("#W4967593 is processed, but your default address can still be changed.")).not.toContain("contradicted");
    expect(verdicts("#W2890441 is delivered, so the chair can be changed to another variant with an exchange.")).not.toContain("contradicted");
  });
});

describe("status rule: a status told as 'in X status', or denied", () => {
  it("a denial for a status outside the rule, or for the rule's own status denied, follows from it", () => {
    expect(verdicts("And yes — now that #W2890441 has a return request, it's no longer in \"delivered\" status, so the pet bed and chair can't be exchanged on this order later.")).toEqual(["supported_uncited"]);
    expect(verdicts("And yes: with the order in return-requested status, the pet bed and chair on it can't be exchanged later.")).toEqual(["supported_uncited"]);
    expect(verdicts("The order isn't delivered anymore, so the chair can't be exchanged.")).toEqual(["supported_uncited"]);
    expect(verdicts("Because #W2890441 is now in the 'return requested' status, nothing else on it can be exchanged.")).toEqual(["supported_uncited"]);
  });

  it("an allowance for such a status is contradicted, though the sentence is no policy statement by its cues", () => {
    const [c] = policy("With the order in return-requested status, the pet bed and chair can still be exchanged later.");
    expect(c.verdict).toBe("contradicted");
    expect(c.reason).toMatch(/order that is "return requested".*only when the status is "delivered"/);
    expect(verdicts("It's no longer in \"delivered\" status, but the chair can still be exchanged.")).toEqual(["contradicted"]);
    expect(verdicts("#W2890441 is not delivered, but the chair can be exchanged.")).toEqual(["contradicted"]);
  });

  it("a denied status says nothing of a rule for another status, nor of a later one", () => {
    expect(verdicts("It's not delivered yet, so it can still be cancelled.")).not.toContain("contradicted");
    expect(verdicts("Your order isn't delivered yet, but once it is, the items can be returned.")).not.toContain("contradicted");
  });
});

// Probe batch K (retail-task-3 #23, retail-task-21 #13), batch I (retail-task-21 #13, retail-task-1 #17):
// a process offered on an order whose latest record the status rule excludes, no status told.
describe("status rule: a process offered on an order its latest record excludes", () => {
  const order = (id: string, status: string) => toolTurn(`c${id}`, "get_order_details", { order_id: id, status, items: [{ item_id: "9791469541", price: 147.05 }] }, { order_id: id });
  const records = [...run, ...order("#W9911714", "pending"), ...order("#W4776164", "pending (item modified)"), ...order("#W2890441", "delivered"), ...order("#W2378156", "exchange requested")];
  const offered = (reply: string) => verifyReply(records, reply, { now: "2024-05-15" }).claims.filter((c) => c.kind === "policy").map((c) => c.verdict);

  it("an exchange offered on a pending order, a second swap after the one modification, a return on an exchange requested: contradicted", () => {
    expect(offered("Verified, Ethan. Your shoes are on order #W9911714 (Running Shoes 9791469541, size 9, yellow).\n\nI can set up the exchange to 4107812777 right away — you'll get an email with return instructions for the current pair.")).toEqual(["contradicted"]);
    expect(offered("That order is #W9911714. It's still pending, and I can set up the exchange to 4107812777 right away using your gift card.")).toEqual(["contradicted"]);
    expect(offered("If you change your mind about the color, just let me know — I can still swap that tee again on #W4776164 before it ships.")).toEqual(["contradicted"]);
    expect(offered("I can also modify the items on #W4776164 once more if you'd like.")).toEqual(["contradicted"]);
    expect(offered("If you'd like, I can open a return for item 9791469541 on #W2378156 and refund it to the same Mastercard.")).toEqual(["contradicted"]);
    const [c] = verifyReply(records, "I can exchange the shoes on #W9911714 for you.", { now: "2024-05-15" }).claims.filter((x) => x.kind === "policy");
    expect(c.reason).toMatch(/#W9911714, whose latest record says "pending".*only when the status is "delivered"/);
  });

  it("an offer the record's status allows, a swap one of the two rules allows, a question, a denial or a later status: left alone", () => {
    expect(offered("What I can do is modify the pending order #W9911714 and swap the shoes for another variant before it ships.")).not.toContain("contradicted");
    expect(offered("I can swap the shoes on #W9911714 for the size 10 pair.")).not.toContain("contradicted");
    expect(offered("I can set up the exchange for the chair on #W2890441 right away.")).not.toContain("contradicted");
    expect(offered("Can I set up the exchange on #W9911714 for you?")).not.toContain("contradicted");
    expect(offered("Exchanges only work on delivered orders, so I can't exchange the shoes on #W9911714 right now.")).not.toContain("contradicted");
    expect(offered("Once #W9911714 is delivered, I can set up an exchange for the shoes.")).not.toContain("contradicted");
    expect(offered("I can cancel #W9911714 or return the chair from #W2890441.")).not.toContain("contradicted");
  });
});
