// An action told as done on several records of one kind, when the writes touched only some (tau2 retail probes).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const order = (id: string, status: string) => ({ order_id: id, status, items: [{ item_id: "9647292434", price: 53.48 }] });
const run: Message[] = [
  ...toolTurn("c1", "get_order_details", order("#W6247578", "pending"), { order_id: "#W6247578" }),
  ...toolTurn("c2", "get_order_details", order("#W4776164", "pending"), { order_id: "#W4776164" }),
  { role: "user", content: "Yes, change the small v-neck tee only." },
  ...toolTurn("c3", "modify_pending_order_items", order("#W4776164", "pending (item modified)"), { order_id: "#W4776164", item_ids: ["8349118980"], new_item_ids: ["9647292434"] }),
];
const actions = (reply: string) => verifyReply(runOf(run), reply, { now: NOW }).claims.filter((c) => c.kind === "action").map((c) => [c.verdict, c.reason]);

describe("an action told as done on records it did not touch", () => {
  it("a second order of the same kind named as updated is unperformed, naming it", () => {
    const [[verdict, reason]] = actions("Both of your pending orders, #W4776164 and #W6247578, have been updated to the purple tee.");
    expect(verdict).toBe("unperformed");
    expect(reason).toMatch(/for #?W6247578: .*acted, on #?W4776164/);
  });

  it("the order it did touch, an item id beside it, and a record the sentence spares are grounded", () => {
    expect(actions("Order #W4776164 has been updated: item 8349118980 is now 9647292434.").map(([v]) => v)).toEqual(["grounded"]);
    expect(actions("#W4776164 has been updated, and #W6247578 was left unchanged.").map(([v]) => v)).toEqual(["grounded"]);
  });
});

describe("an action's records are those of its own clause", () => {
  it("another action's record later in the sentence is not a sibling", () => {
    const r: Message[] = [...run, ...toolTurn("c4", "return_delivered_order_items", order("#W9389413", "return requested"), { order_id: "#W9389413", item_ids: ["2554056026"] })];
    const verdicts = verifyReply(runOf(r), "#W4776164 has been updated, and the return for the watch (2554056026) on #W9389413 is submitted.", { now: NOW }).claims.filter((c) => c.kind === "action").map((c) => c.verdict);
    expect(verdicts).not.toContain("unperformed");
  });
});

describe("an action told as done on items of the record the call did not take", () => {
  const lampOrder = (status: string, extra: Record<string, unknown> = {}) => ({ order_id: "#W6390527", status, items: [{ name: "Desk Lamp", item_id: "8384507844", price: 137.94 }, { name: "Water Bottle", item_id: "8538875209", price: 45.13 }], ...extra });
  const exchanged: Message[] = [
    ...toolTurn("c1", "get_order_details", lampOrder("delivered"), { order_id: "#W6390527" }),
    { role: "user", content: "Yes, the lamp only." },
    ...toolTurn("c2", "exchange_delivered_order_items", lampOrder("exchange requested", { exchange_items: ["8384507844"] }), { order_id: "#W6390527", item_ids: ["8384507844"], new_item_ids: ["7453605304"] }),
  ];
  const verdicts = (reply: string) => verifyReply(runOf(exchanged), reply, { now: NOW }).claims.filter((c) => c.kind === "action").map((c) => c.verdict);
  it("an item named by its name that the call did not list is unperformed", () => {
    expect(verdicts("Your exchange has been submitted for both the desk lamp and the water bottle on #W6390527.")).toEqual(["unperformed"]);
  });
  it("the item the call took, and an item the sentence spares, pass", () => {
    expect(verdicts("Your exchange has been submitted for the desk lamp on #W6390527.")).toEqual(["grounded"]);
    expect(verdicts("Your exchange has been submitted for the desk lamp on #W6390527; the water bottle stays as it is.")).toEqual(["grounded"]);
  });
});

describe("records and items the sentence keeps, or names only to choose among", () => {
  const lampOrder = (status: string, extra: Record<string, unknown> = {}) => ({ order_id: "#W6390527", status, items: [{ name: "Desk Lamp", item_id: "8384507844", price: 137.94 }, { name: "Water Bottle", item_id: "8538875209", price: 45.13 }, { name: "Pet Bed", item_id: "4537595158", price: 193.79 }], ...extra });
  const exchanged: Message[] = [
    ...toolTurn("c1", "get_order_details", lampOrder("delivered"), { order_id: "#W6390527" }),
    { role: "user", content: "Yes, the lamp only." },
    ...toolTurn("c2", "exchange_delivered_order_items", lampOrder("exchange requested", { exchange_items: ["8384507844"] }), { order_id: "#W6390527", item_ids: ["8384507844"], new_item_ids: ["7453605304"] }),
  ];
  const verdicts = (reply: string) => verifyReply(runOf(exchanged), reply, { now: NOW }).claims.filter((c) => c.kind === "action").map((c) => c.verdict);
  it("items kept after the action pass; an item acted on that the call did not take still fails", () => {
    expect(verdicts("I've submitted the exchange for the Desk Lamp from order #W6390527, keeping the Water Bottle and Pet Bed on the order.")).toEqual(["grounded"]);
    expect(verdicts("I've submitted the exchange for the Desk Lamp and the Water Bottle from order #W6390527, keeping the Pet Bed.")).toEqual(["unperformed"]);
  });
  it("orders listed in a leading frame before the one chosen pass; two named as updated still fail", () => {
    expect(actions("Of your two orders (#W6247578, #W4776164), I've updated the one with the tee, #W4776164.").map(([v]) => v)).toEqual(["grounded"]);
    expect(actions("Of your two orders, I've updated both, #W6247578 and #W4776164.").map(([v]) => v)).toEqual(["unperformed"]);
  });
});

describe("the list a done action introduces names what it acted on (untuned probe, retail batch K task-5 #26)", () => {
  const lampOrder = (status: string, extra: Record<string, unknown> = {}) => ({ order_id: "#W6390527", status, items: [{ name: "Desk Lamp", item_id: "8384507844", price: 137.94 }, { name: "Water Bottle", item_id: "8538875209", price: 45.13 }], ...extra });
  const exchanged: Message[] = [
    ...toolTurn("c1", "get_order_details", lampOrder("delivered"), { order_id: "#W6390527" }),
    { role: "user", content: "Actually drop the bottle, just the lamp." },
    ...toolTurn("c2", "exchange_delivered_order_items", lampOrder("exchange requested", { exchange_items: ["8384507844"], exchange_new_items: ["7453605304"] }), { order_id: "#W6390527", item_ids: ["8384507844"], new_item_ids: ["7453605304"] }),
  ];
  const verdicts = (reply: string) => verifyReply(runOf(exchanged), reply, { now: NOW }).claims.filter((c) => c.kind === "action").map((c) => c.verdict);
  it("an item of the list the call did not take, by its name or its id, is unperformed", () => {
    expect(verdicts("Your exchange has been submitted for order #W6390527:\n\n- Desk lamp 8384507844 → 7453605304 (silver, low, battery): +$12.07\n- Water bottle 8538875209 → 7661609223 (1000ml, stainless steel, black): +$1.38\n\nTotal $13.45 charged to PayPal (paypal_7644869).")).toEqual(["unperformed"]);
    expect(verdicts("I've submitted the exchange on #W6390527:\n1. Desk Lamp → 7453605304\n2. Water Bottle → 7661609223")).toEqual(["unperformed"]);
    expect(verdicts("Exchange has been placed for these items:\n- 8384507844 → 7453605304\n- 8538875209 → 7661609223")).toEqual(["unperformed"]);
  });
  it("a list of the item the call took, a line that keeps an item, and a draft to confirm pass", () => {
    expect(verdicts("Your exchange has been submitted for order #W6390527:\n\n- Desk lamp 8384507844 → 7453605304 (silver, low, battery): +$12.07\n\nTotal $12.07 charged to PayPal (paypal_7644869).")).toEqual(["grounded"]);
    expect(verdicts("Your exchange has been submitted for order #W6390527:\n- Desk lamp 8384507844 → 7453605304\n- Water bottle 8538875209: unchanged, as you asked")).toEqual(["grounded"]);
    expect(verdicts("Your exchange has been submitted for order #W6390527:\n- Desk lamp 8384507844 → 7453605304\n- Water bottle: kept on the order")).toEqual(["grounded"]);
    expect(verdicts("Here's what I'll exchange on order #W6390527:\n- Desk lamp 8384507844 → 7453605304\n- Water bottle 8538875209 → 7661609223\nShall I go ahead?")).toEqual([]);
  });
  it("an item a modification put in the order is the one it acted on", () => {
    const tee = (id: string) => ({ order_id: "#W4776164", status: "pending (item modified)", items: [{ name: "T-Shirt", item_id: id, price: 53.48 }] });
    const modified: Message[] = [...toolTurn("c1", "get_order_details", tee("8349118980"), { order_id: "#W4776164" }), ...toolTurn("c2", "modify_pending_order_items", tee("9647292434"), { order_id: "#W4776164", item_ids: ["8349118980"], new_item_ids: ["9647292434"] })];
    const got = verifyReply(runOf(modified), "Your order #W4776164 has been updated:\n- T-Shirt 8349118980 → 9647292434", { now: NOW }).claims.filter((c) => c.kind === "action").map((c) => c.verdict);
    expect(got).toEqual(["grounded"]);
  });
});

describe("a request told as made in the present: 'is submitted', 'now has an exchange requested' (untuned probes, retail later task-6 #19, batch G task-1 #15)", () => {
  const lampOrder = (status: string) => ({ order_id: "#W6390527", status, items: [{ name: "Desk Lamp", item_id: "8384507844", price: 137.94 }, { name: "Water Bottle", item_id: "8538875209", price: 45.13 }] });
  const looked = toolTurn("c1", "get_order_details", lampOrder("delivered"), { order_id: "#W6390527" });
  const exchanged: Message[] = [...looked, { role: "user", content: "Yes, the lamp only." }, ...toolTurn("c2", "exchange_delivered_order_items", lampOrder("exchange requested"), { order_id: "#W6390527", item_ids: ["8384507844"], new_item_ids: ["7453605304"] })];
  const verdicts = (run: Message[], reply: string) => verifyReply(runOf(run), reply, { now: NOW }).claims.filter((c) => c.kind === "action").map((c) => c.verdict);
  it("an item the call did not take is unperformed; nothing exchanged at all is unperformed", () => {
    expect(verdicts(exchanged, "Your exchange is submitted for both the desk lamp and the water bottle on #W6390527.")).toEqual(["unperformed"]);
    expect(verdicts(exchanged, "Order #W6390527 now has an exchange requested for both the Desk Lamp (8384507844 → 7453605304) and the Water Bottle (8538875209 → 7661609223).")).toEqual(["unperformed"]);
    expect(verdicts(looked, "Your exchange is submitted for the desk lamp on #W6390527.")).toEqual(["unperformed"]);
  });
  it("the item the call took passes; a submission still to come, a question and a status read are no claims", () => {
    expect(verdicts(exchanged, "Your exchange is submitted for the desk lamp on #W6390527.")).toEqual(["grounded"]);
    expect(verdicts(exchanged, "Order #W6390527 now has an exchange requested for the Desk Lamp (8384507844 → 7453605304).")).toEqual(["grounded"]);
    expect(verdicts(looked, "The exchange is submitted once you confirm with a yes.")).toEqual([]);
    expect(verdicts(looked, "Is the exchange submitted for both items?")).toEqual([]);
    expect(verdicts(looked, "Order #W6390527 is delivered, so the lamp can be exchanged.")).toEqual([]);
  });
});
