// A sum of the prices of the items a sentence names (tau2 retail batch D probe, task 25 at 14).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const ORDER = {
  order_id: "#W5565470",
  status: "delivered",
  items: [
    { name: "Electric Kettle", product_id: "1075968781", item_id: "7602931732", price: 153.25, options: { capacity: "1L" } },
    { name: "Mechanical Keyboard", product_id: "1656367028", item_id: "9570044148", price: 231.37, options: { switch: "linear" } },
    { name: "Pet Bed", product_id: "2747247837", item_id: "6857426243", price: 196.53, options: { size: "large" } },
  ],
};
const run = runOf(toolTurn("c1", "get_order_details", ORDER, { order_id: "#W5565470" }));
const money = (reply: string) => verifyReply(run, reply, { now: NOW }).claims.filter((c) => c.kind === "money").map((c) => c.verdict);

describe("a total of the items the sentence names", () => {
  it("the sum of the named items' prices is derived", () => {
    expect(money("Returning the kettle and the keyboard would come to $384.62, refunded to your PayPal.")).toEqual(["grounded"]);
  });
  it("another sum, or the sum of items the sentence does not name, stays unbacked", () => {
    expect(money("Returning the kettle and the keyboard would come to $349.78, refunded to your PayPal.")).not.toContain("grounded");
    expect(money("Returning the kettle and the pet bed would come to $384.62, refunded to your PayPal.")).not.toContain("grounded");
  });
});
