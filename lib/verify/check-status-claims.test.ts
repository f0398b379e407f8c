// A record's status told in the present, against its latest record (tau2 retail probe 12 at 13).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const run = runOf(
  toolTurn("c1", "get_order_details", { order_id: "#W7387996", status: "delivered", items: [{ item_id: "5796612084", price: 158.89 }] }, { order_id: "#W7387996" }),
  toolTurn("c2", "get_order_details", { order_id: "#W4776164", status: "pending (item modified)", items: [] }, { order_id: "#W4776164" }),
);
const contradicted = (reply: string) => verifyReply(run, reply, { now: NOW }).claims.filter((c) => c.verdict === "contradicted").map((c) => c.text);

describe("status claims", () => {
  it("a status the latest record does not hold is contradicted on the id", () => {
    expect(contradicted("Order #W7387996 is still pending, so I can cancel it for you.")).toEqual(["W7387996"]);
    expect(contradicted("#W4776164 and #W7387996 are pending.")).toEqual(["W7387996"]);
  });

  it("the record's status, one containing it, a condition and a generic subject pass", () => {
    expect(contradicted("Order #W7387996 is delivered, so it can be returned.")).toEqual([]);
    expect(contradicted("Order #W4776164 is still pending, though its items were already modified.")).toEqual([]);
    expect(contradicted("Once #W7387996 is processed, I can help again.")).toEqual([]);
    expect(contradicted("Order #W7387996: a return can only be opened on an order that is pending.")).toEqual([]);
  });
});
