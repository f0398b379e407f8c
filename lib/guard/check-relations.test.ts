import { describe, expect, it } from "vitest";
import { describeToolRoles } from "../policy/describe-tool-roles";
import { buildLedger } from "./build-ledger";
import { createGuard } from "./create-guard";
import { checkToolCall } from "./guard-call";
import { exchange, order1, storeRun, storeTools } from "./relations-fixtures";
import { call, result } from "./test-fixtures";

const tools = storeTools;
const judge = (name: string, args: unknown, opts: { policy?: unknown; messages?: unknown[] } = {}) => {
  const guard = createGuard({ tools, policy: opts.policy });
  return checkToolCall({ guard, ledger: buildLedger(opts.messages ?? storeRun, guard.policy), call: { id: "w", name, rawArguments: JSON.stringify(args) } });
};

describe("relational provenance, inferred from the records' shape (no policy)", () => {
  it("allows an exchange whose item is in the order and whose replacement is an available variant of the same product", () => {
    const v = judge("exchange_delivered_order_items", exchange({}));
    expect(v.decision).toBe("allow");
    expect(v.findings.find((f) => f.path === "new_item_ids[0]")!.note).toContain("same product_id 1656367028");
  });

  it("rejects an item the run saw in a product listing, naming the order and listing its items", () => {
    const v = judge("return_delivered_order_items", { order_id: "#W1000001", item_ids: ["5551234567"], payment_method_id: "credit_card_11" });
    expect(v.code).toBe("not_in_entity");
    expect(v.retry).toBe("fix_and_retry");
    expect(v.message).toContain("item 5551234567 (item_ids[0]) is not in order #W1000001; its items: 5550000001, 5550000002.");
    expect(v.message).toContain("get_product_details");
    const f = v.findings.find((x) => x.path === "item_ids[0]")!;
    expect(f.status).toBe("not_in_entity");
    expect(f.entity).toMatchObject({ relation: "child", source: "inferred", kind: "order", field: "order_id", id: "#W1000001", childField: "item_id", offending: "5551234567" });
    expect(f.entity!.children.map((c) => c.value)).toEqual(["5550000001", "5550000002"]);
    // Each child's span points at its id inside the order record the run saw (message 5).
    for (const c of f.entity!.children) expect(c.evidence).toMatchObject({ messageIndex: 5, text: c.value });
    expect(f.entity!.record).toMatchObject({ messageIndex: 5, text: "#W1000001", jsonPath: "$.order_id" });
  });

  it("rejects an item of the customer's other order", () => {
    const v = judge("return_delivered_order_items", { order_id: "#W1000001", item_ids: ["5550000001", "5550000003"], payment_method_id: "credit_card_11" });
    expect(v.code).toBe("not_in_entity");
    expect(v.message).toContain("item 5550000003 (item_ids[1]) is not in order #W1000001");
  });

  it("reads the order as the run last saw it: an item dropped in a later lookup no longer fits", () => {
    const later = { ...order1, items: [order1.items[1]] };
    const messages = [...storeRun, call("c9", "get_order_details", { order_id: "#W1000001" }), result("c9", later)];
    const v = judge("return_delivered_order_items", { order_id: "#W1000001", item_ids: ["5550000001"], payment_method_id: "credit_card_11" }, { messages });
    expect(v.code).toBe("not_in_entity");
    expect(v.message).toContain("its items: 5550000002.");
  });

  it("rejects a replacement of another product, listing the alternatives the run showed", () => {
    const v = judge("exchange_delivered_order_items", exchange({ new_item_ids: ["5552222222"] }));
    expect(v.code).toBe("not_in_entity");
    expect(v.message).toContain("new_item_ids[0] 5552222222 is not an alternative for item 5550000001: the run showed it with product_id 4896585277, and 5550000001 has product_id 1656367028.");
    expect(v.message).toContain("Alternatives the run showed for product_id 1656367028: 5551234567 (available).");
    const f = v.findings.find((x) => x.path === "new_item_ids[0]")!;
    expect(f.status).toBe("wrong_kind");
    expect(f.entity).toMatchObject({ relation: "replacement", kind: "product", id: "1656367028", replaces: "5550000001", seenAs: { field: "product_id", value: "4896585277" } });
  });

  it("rejects a replacement the record marks unavailable", () => {
    const v = judge("exchange_delivered_order_items", exchange({ new_item_ids: ["5559999999"] }));
    expect(v.code).toBe("unavailable");
    expect(v.message).toContain("new_item_ids[0] 5559999999 is marked unavailable (available: false in get_product_details, message 9");
    expect(v.message).toContain("Available alternatives for item 5550000001 (product_id 1656367028): 5551234567.");
    expect(v.findings.find((x) => x.path === "new_item_ids[0]")!.entity!.children).toEqual(expect.arrayContaining([expect.objectContaining({ value: "5559999999", available: false })]));
  });

  it("does not infer a relation for lists of objects (new legs of a trip are not children of the old trip)", () => {
    const trip = { trip_id: "T1", user_id: "ana_ruiz_1", legs: [{ leg_id: "L1", date: "2024-05-01" }] };
    const messages = [...storeRun, call("t", "get_order_details", { order_id: "T1" }), result("t", trip), call("s", "get_product_details", {}), result("s", [{ leg_id: "L9", date: "2024-05-02" }])];
    const policy = { tools: { rebook_trip: { writes: true } } };
    expect(judge("rebook_trip", { trip_id: "T1", legs: [{ leg_id: "L9", date: "2024-05-02" }] }, { messages, policy }).decision).toBe("allow");
    expect(describeToolRoles(tools, policy).find((t) => t.name === "rebook_trip")!.relations).toEqual([]);
  });

  it("shows the inferred relations as roles do", () => {
    const ex = describeToolRoles(tools).find((t) => t.name === "exchange_delivered_order_items")!;
    expect(ex.relations).toEqual([
      expect.objectContaining({ kind: "child", arg: "item_ids[]", parentArg: "order_id", childField: "item_id", source: "inferred" }),
      expect.objectContaining({ kind: "replacement", arg: "new_item_ids[]", replaces: "item_ids[]", source: "inferred" }),
    ]);
  });
});

describe("relations in the policy: switched off, per argument, or declared", () => {
  const wrong = { order_id: "#W1000001", item_ids: ["5551234567"], payment_method_id: "credit_card_11" };
  it("inference.relations false switches inferred relations off", () => {
    expect(judge("return_delivered_order_items", wrong, { policy: { inference: { relations: false } } }).decision).toBe("allow");
    expect(describeToolRoles(tools, { inference: { relations: false } }).find((t) => t.name === "return_delivered_order_items")!.relations).toEqual([]);
  });
  it("children: { \"item_ids[]\": false } switches one off", () => {
    expect(judge("return_delivered_order_items", wrong, { policy: { tools: { return_delivered_order_items: { children: { "item_ids[]": false } } } } }).decision).toBe("allow");
  });
  it("a declared relation is checked even where nothing would be inferred, and is marked declared", () => {
    const policy = { tools: { rebook_trip: { writes: true, entityArg: "trip_id", children: { "legs[].leg_id": { field: "leg_id" } } } } };
    const trip = { trip_id: "T1", user_id: "ana_ruiz_1", legs: [{ leg_id: "L1", date: "2024-05-01" }] };
    const messages = [...storeRun, call("t", "get_order_details", { order_id: "T1" }), result("t", trip), call("s", "get_product_details", {}), result("s", [{ leg_id: "L9" }])];
    const v = judge("rebook_trip", { trip_id: "T1", legs: [{ leg_id: "L9", date: "2024-05-02" }] }, { policy, messages });
    expect(v.code).toBe("not_in_entity");
    expect(v.message).toContain("leg L9 (legs[0].leg_id) is not in trip T1; its legs: L1.");
    expect(v.findings.find((f) => f.path === "legs[0].leg_id")!.entity!.source).toBe("declared");
  });
  it("a declared groupField decides what an alternative is", () => {
    const policy = { tools: { exchange_delivered_order_items: { replacements: { "new_item_ids[]": { replaces: "item_ids[]", groupField: "product_id" } } } } };
    expect(judge("exchange_delivered_order_items", exchange({ new_item_ids: ["5552222222"] }), { policy }).code).toBe("not_in_entity");
    expect(judge("exchange_delivered_order_items", exchange({}), { policy }).decision).toBe("allow");
  });
  it("refuses a malformed relation in the policy with its path", () => {
    expect(() => createGuard({ tools, policy: { tools: { rebook_trip: { children: { "legs[].leg_id": { feild: "leg_id" } } } } } })).toThrow(/children\["legs\[\]\.leg_id"\]\.feild: unknown key/);
  });
});
