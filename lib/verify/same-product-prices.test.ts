// A price difference between a named variant and the customer's own item of that product (tau2 retail fresh probes 0 and 8).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const run = runOf(
  toolTurn("c1", "get_order_details", { order_id: "#W6390527", status: "delivered", items: [{ name: "Desk Lamp", product_id: "6817146515", item_id: "8384507844", price: 137.94 }, { name: "Water Bottle", product_id: "8310926033", item_id: "8538875209", price: 45.13 }] }, { order_id: "#W6390527" }),
  toolTurn("c2", "get_product_details", { name: "Desk Lamp", product_id: "6817146515", variants: { "9083642334": { item_id: "9083642334", available: true, price: 164.28 }, "7624783998": { item_id: "7624783998", available: true, price: 154.17 } } }, { product_id: "6817146515" }),
);
const money = (reply: string) => verifyReply(run, reply, { now: NOW }).claims.filter((c) => c.kind === "money").map((c) => [c.text, c.verdict]);

describe("same-product price differences", () => {
  it("the named variant's price less the customer's item of that product is derived", () => {
    expect(money("Would the USB lamp 9083642334 work for you? The difference would be $26.34.")).toEqual([["$26.34", "grounded"]]);
    expect(money("Switching to 9083642334 and 7624783998 would cost $26.34 and $16.23.")).toEqual([["$26.34", "grounded"], ["$16.23", "grounded"]]);
  });

  it("a wrong difference, or one against another product's item, stays invented", () => {
    expect(money("Would the USB lamp 9083642334 work for you? The difference would be $26.43.")).toEqual([["$26.43", "invented"]]);
    // 164.28 - 45.13 (the water bottle) is no price difference of a lamp.
    expect(money("Would the USB lamp 9083642334 work for you? The difference would be $119.15.")).toEqual([["$119.15", "invented"]]);
  });

  it("with no variant named, a difference between the customer's item and a variant of its product read in the run (fresh probe 19 at 15)", () => {
    expect(money("Switching to the brighter AC lamp would cost you $16.23 more.")).toEqual([["$16.23", "grounded"]]);
    expect(money("Switching to the brighter AC lamp would cost you $16.32 more.")).toEqual([["$16.32", "invented"]]);
  });
});

