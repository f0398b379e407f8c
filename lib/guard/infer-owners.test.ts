import { describe, expect, it } from "vitest";
import { describeToolRoles } from "../policy/describe-tool-roles";
import { buildLedger } from "./build-ledger";
import { createGuard } from "./create-guard";
import { checkToolCall } from "./guard-call";
import { otherBuyer, storeRun, storeTools } from "./relations-fixtures";
import { resolveCustomer } from "./resolve-customer";
import { call, result, user } from "./test-fixtures";

const lookedUpOther = [...storeRun, call("o", "get_order_details", { order_id: "#W2000000" }), result("o", otherBuyer)];
const onOther = { order_id: "#W2000000", item_ids: ["5558888888"], payment_method_id: "credit_card_11" };
const judge = (messages: unknown[], name: string, args: unknown, opts: { policy?: unknown; customerId?: string } = {}) => {
  const guard = createGuard({ tools: storeTools, policy: opts.policy });
  return checkToolCall({ guard, ledger: buildLedger(messages, guard.policy), call: { id: "w", name, rawArguments: JSON.stringify(args) }, facts: opts.customerId ? { customerId: opts.customerId } : {} });
};

describe("owners inferred from records, the customer from the run's own authentication (tools file only)", () => {
  it("another buyer's order, looked up and then acted on, is wrong_customer; the message says how the customer is known", () => {
    const v = judge(lookedUpOther, "return_delivered_order_items", onOther);
    expect(v.code).toBe("wrong_customer");
    expect(v.retry).toBe("escalate");
    expect(v.message).toContain("order W2000000 belongs to bo_lee_2 (user_id in message 13, the owner field of the record that holds it)");
    expect(v.message).toContain("the customer the run authenticated, ana_ruiz_1 (find_user_id_by_email in message 3)");
    const f = v.findings.find((x) => x.path === "order_id")!;
    expect(f.owner).toMatchObject({ value: "bo_lee_2", expected: "ana_ruiz_1", field: "user_id", fieldSource: "inferred", customerSource: "auth_lookup" });
    expect(f.owner!.evidence[0]).toMatchObject({ messageIndex: 13, text: "bo_lee_2", jsonPath: "$.user_id" });
    expect(f.owner!.customerEvidence).toMatchObject({ messageIndex: 3, text: "ana_ruiz_1" });
  });

  it("the customer's own order passes", () => {
    expect(judge(lookedUpOther, "return_delivered_order_items", { order_id: "#W1000001", item_ids: ["5550000001"], payment_method_id: "credit_card_11" }).decision).toBe("allow");
  });

  it("the check's facts name the customer when given, ahead of the run's lookup", () => {
    const v = judge(lookedUpOther, "return_delivered_order_items", { order_id: "#W1000001", item_ids: ["5550000001"], payment_method_id: "credit_card_11" }, { customerId: "bo_lee_2" });
    expect(v.code).toBe("wrong_customer");
    expect(v.message).toContain("not to this ticket's customer bo_lee_2");
  });

  it("with no customer to compare with, the finding says so instead of passing in silence", () => {
    const noAuth = lookedUpOther.filter((_, i) => i !== 2 && i !== 3);
    const v = judge(noAuth, "return_delivered_order_items", onOther);
    expect(v.decision).toBe("allow");
    const f = v.findings.find((x) => x.path === "order_id")!;
    expect(f.owner).toMatchObject({ value: "bo_lee_2", expected: null, customerSource: "unknown" });
    expect(f.note).toContain("order W2000000 belongs to bo_lee_2 (user_id); not compared: the run's customer is unknown");
  });

  it("two authentication lookups naming different users leave the customer unknown rather than guessed", () => {
    const twice = [...lookedUpOther, call("a2", "find_user_id_by_email", { email: "bo@example.com" }), result("a2", "bo_lee_2")];
    const guard = createGuard({ tools: storeTools });
    const c = resolveCustomer(buildLedger(twice), guard, {});
    expect(c).toMatchObject({ id: null, source: "unknown" });
    expect(c.detail).toContain("2 different users (ana_ruiz_1, bo_lee_2)");
  });

  it("without a lookup: the first user record fetched, or the id the customer gave that a record holds as its owner", () => {
    const guard = createGuard({ tools: storeTools });
    const profile = [user("I'm ana_ruiz_1."), call("u", "get_user_details", { user_id: "ana_ruiz_1" }), result("u", { name: "Ana", email: "ana@example.com", orders: ["#W1000001"] })];
    expect(resolveCustomer(buildLedger(profile), guard, {})).toMatchObject({ id: "ana_ruiz_1", source: "user_record" });
    const said = [user("my user id is ana_ruiz_1"), call("o", "get_order_details", { order_id: "#W2000000" }), result("o", otherBuyer), call("p", "get_order_details", {}), result("p", { order_id: "#W1", user_id: "ana_ruiz_1" })];
    expect(resolveCustomer(buildLedger(said), guard, {})).toMatchObject({ id: "ana_ruiz_1", source: "self_identified" });
  });

  it("a write tool's user_id argument is inferred as the customer argument", () => {
    const v = judge(lookedUpOther, "modify_user_address", { user_id: "bo_lee_2", address1: "1 Main St" });
    expect(v.code).toBe("wrong_customer");
    expect(v.message).toContain("user_id is bo_lee_2, but the run's customer is ana_ruiz_1");
    const roles = describeToolRoles(storeTools);
    expect(roles.find((t) => t.name === "modify_user_address")).toMatchObject({ customerArg: "user_id", customerArgSource: "inferred" });
    expect(roles.find((t) => t.name === "find_user_id_by_email")!.authLookup).toMatchObject({ source: "inferred" });
    expect(roles.find((t) => t.name === "get_order_details")!.authLookup).toBeUndefined();
  });
});

describe("owner inference in the policy", () => {
  it("inference.owners false: no inferred owner, no inferred customer argument", () => {
    const policy = { inference: { owners: false } };
    expect(judge(lookedUpOther, "return_delivered_order_items", onOther, { policy }).decision).toBe("allow");
    expect(judge(lookedUpOther, "modify_user_address", { user_id: "bo_lee_2", address1: "1 Main St" }, { policy }).decision).toBe("allow");
  });
  it("inference.customer false: the customer must come with the check", () => {
    const policy = { inference: { customer: false } };
    const v = judge(lookedUpOther, "return_delivered_order_items", onOther, { policy });
    expect(v.decision).toBe("allow");
    expect(v.findings.find((x) => x.path === "order_id")!.note).toContain("inferring it from the run is switched off in the policy (inference.customer)");
    expect(judge(lookedUpOther, "return_delivered_order_items", onOther, { policy, customerId: "ana_ruiz_1" }).code).toBe("wrong_customer");
  });
  it("a declared entity uses its declared owner field", () => {
    const policy = { entities: { order: { idField: "order_id", ownerField: "user_id" } } };
    const v = judge(lookedUpOther, "return_delivered_order_items", onOther, { policy });
    expect(v.code).toBe("wrong_customer");
    expect(v.findings.find((x) => x.path === "order_id")!.owner).toMatchObject({ fieldSource: "declared", field: "user_id" });
  });
});
