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

// Probe batch K, retail-task-21 #13: an item id in a parenthesis of one order's clause was read as a
// subject of the next clause's "are processed".
describe("status claims: an id in an aside is not the next clause's subject", () => {
  const three = runOf(
    toolTurn("c1", "get_order_details", { order_id: "#W9911714", status: "pending", items: [{ item_id: "9791469541", price: 147.05 }] }, { order_id: "#W9911714" }),
    toolTurn("c2", "get_order_details", { order_id: "#W4967593", status: "processed", items: [] }, { order_id: "#W4967593" }),
    toolTurn("c3", "get_order_details", { order_id: "#W5733668", status: "processed", items: [] }, { order_id: "#W5733668" }),
  );
  const wrong = (reply: string) => verifyReply(three, reply, { now: NOW }).claims.filter((c) => c.verdict === "contradicted").map((c) => c.text);

  it("the ids right before the verb are its subjects, not one inside an earlier parenthesis", () => {
    expect(wrong("None of your orders have been delivered yet: #W9911714 is pending (it has the running shoes, 9791469541), and #W4967593 and #W5733668 are processed.")).toEqual([]);
    expect(wrong("#W9911714 is pending (running shoes 9791469541) while #W4967593 and #W5733668 are both processed.")).toEqual([]);
    expect(wrong("#W9911714 (the shoes, 9791469541) is pending; #W4967593 and #W5733668 are processed.")).toEqual([]);
    expect(wrong("#W9911714 is pending (item 9791469541), #W4967593 is processed, and so is #W5733668.")).toEqual([]);
  });

  it("a wrong status of the ids before the verb is still contradicted, aside or not", () => {
    expect(wrong("#W9911714 is pending (it has the running shoes, 9791469541), and #W4967593 and #W5733668 are delivered.")).toEqual(["W4967593", "W5733668"]);
    expect(wrong("#W9911714 is processed — it has the running shoes (9791469541) — and #W4967593 and #W5733668 are processed.")).toEqual(["W9911714"]);
    expect(wrong("#W9911714 (the shoes, 9791469541) is delivered.")).toEqual(["W9911714"]);
    expect(wrong("(#W4967593 and #W5733668 are pending.)")).toEqual(["W4967593", "W5733668"]);
  });
});
