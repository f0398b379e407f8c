// "X is already on its way": an action told as done (tau2 retail probe 18 at 14).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const order = (status: string) => ({ order_id: "#W2890441", status, items: [{ item_id: "8069050545", price: 499.28 }] });
const returned = runOf(toolTurn("c1", "get_order_details", order("delivered"), { order_id: "#W2890441" }), { role: "user", content: "yes" }, toolTurn("c2", "return_delivered_order_items", { ...order("return requested"), return_items: ["8069050545"] }, { order_id: "#W2890441", item_ids: ["8069050545"] }));
const cancelled = runOf(toolTurn("c1", "get_order_details", order("pending"), { order_id: "#W2890441" }), { role: "user", content: "yes" }, toolTurn("c2", "cancel_pending_order", order("cancelled"), { order_id: "#W2890441", reason: "no longer needed" }));
const actions = (run: unknown[], reply: string) => verifyReply(run, reply, { now: NOW }).claims.filter((c) => c.kind === "action").map((c) => c.verdict);

describe("already on its way", () => {
  it("a replacement no call sent is unperformed", () => {
    expect(actions(returned, "I've submitted the return for the Office Chair and a replacement chair is already on its way to you.")).toContain("unperformed");
  });

  it("a refund a cancellation made is grounded", () => {
    expect(actions(cancelled, "Order #W2890441 is cancelled, and the refund is already on its way to your card.")).not.toContain("unperformed");
  });
});
