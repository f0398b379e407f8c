// An action the agent's tool applies only to a whole record (tau2 retail probe 28 at 14).
import { describe, expect, it } from "vitest";
import { RETAIL_TOOLS, retailRun } from "./retail-test-helpers";
import { toolParameters } from "./check-lookup-claims";
import { verifyReply } from "./verify-reply";

const TOOLS = toolParameters([
  { name: "cancel_pending_order", parameters: { properties: { order_id: {}, reason: {} } } },
  { name: "return_delivered_order_items", parameters: { properties: { order_id: {}, item_ids: {}, payment_method_id: {} } } },
]);
const run = retailRun();
const failing = (reply: string, tools = TOOLS) => verifyReply(run, reply, { tools }).claims.filter((c) => c.kind !== "identifier" && ["invented", "contradicted"].includes(c.verdict)).map((c) => `${c.kind}:${c.verdict}`);

describe("whole-record actions, against the tool's parameters", () => {
  it("saying the tool acts on the whole record passes", () => {
    expect(failing("The pending order #W2575533 can only be cancelled as a whole, not just the hose, so as you asked I'll leave it unchanged.")).toEqual([]);
  });

  it("offering it on a part of the record is contradicted; a tool that takes items is left alone", () => {
    expect(failing("I'll also cancel just the Garden Hose 5206946487 from pending order #W2575533.")).toEqual(["action:contradicted"]);
    expect(failing("I'll return just the kettle from #W5565470 and keep the pet bed.")).toEqual([]);
    expect(failing("I'll cancel just the order #W2575533.")).toEqual([]);
    // tau2 retail dev, task 13 at 3 (labelled an error): the items of a pending order, not the order.
    expect(failing("Pending orders: we'll cancel any non-gaming items, refunded to the original payment method.")).toEqual(["action:contradicted"]);
    expect(failing("I'll cancel the whole order #W2575533 for you.")).toEqual([]);
  });

  it("the items that go with a whole-record action are no part offered", () => {
    expect(failing("Note that cancelling order #W2575533 would also cancel the other four items in it.")).toEqual([]);
    expect(failing("I'll cancel the other four items in #W2575533 and keep the hose.")).toEqual(["action:contradicted"]);
  });

  it("a part of the record allowed as a rule is contradicted; denied, it restates the tool", () => {
    expect(failing("You're allowed to cancel individual items from a pending order, so the hose alone can go.")).toEqual(["policy:contradicted"]);
    expect(failing("You can't cancel individual items from a pending order, only the entire order.")).toEqual([]);
  });

  it("without the tool list nothing is read", () => {
    expect(verifyReply(run, "I'll also cancel just the Garden Hose from pending order #W2575533.").claims.filter((c) => c.kind === "action")).toEqual([]);
    expect(RETAIL_TOOLS.length).toBeGreaterThan(0);
  });
});
