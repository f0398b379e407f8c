import { describe, expect, it } from "vitest";
import { describeToolRoles } from "./describe-tool-roles";
import { effectiveTools, inferArgRole, inferWrites } from "./infer-roles";
import { parsePolicy, PolicyError } from "./parse-policy";

const tool = (name: string, properties: Record<string, unknown>) => ({ name, description: "", parameters: { type: "object", properties } });

describe("parsePolicy", () => {
  it("fills defaults for an empty policy", () => {
    expect(parsePolicy({})).toMatchObject({ retryLimit: 3, holdThreshold: 0.5, tools: {}, entities: {} });
  });
  it("lists every problem with its path, including typos that would switch a check off", () => {
    try {
      parsePolicy({ tools: { issue_refund: { write: true, args: { amount: { role: "money" } } } }, entities: { order: { ownerField: 3, chargesField: "charges[].amount" } }, holdThreshold: 2 });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(PolicyError);
      expect((e as PolicyError).problems).toEqual([
        "$.tools.issue_refund.write: unknown key (allowed: writes, movesMoney, resultKind, args, entityArg, customerArg, children, replacements, description, claims)",
        '$.tools.issue_refund.args["amount"].role: must be one of identifier, amount, date, email, reference, enum, free_text, none (got "money")',
        "$.entities.order.idField: is required (the key holding the entity id)",
        "$.entities.order.ownerField: must be a string",
        "$.entities.order.chargeUnit: is required with chargesField (cents or units), so money is never compared in a guessed unit",
        "$.holdThreshold: must be a number between 0 and 1",
      ]);
    }
  });
  it("refuses an idKind declared nowhere", () => {
    expect(() => parsePolicy({ tools: { t: { args: { x: { idKind: "ticket" } } } } })).toThrow(/"ticket" is declared neither/);
  });
  it("refuses a non-object", () => {
    expect(() => parsePolicy([])).toThrow(PolicyError);
  });
});

describe("role inference", () => {
  it.each([
    ["order_id", { type: "string" }, "identifier"],
    ["item_ids", { type: "array" }, "identifier"],
    ["id", { type: "integer" }, "identifier"],
    ["tracking_number", { type: "string" }, "identifier"],
    ["amount", { type: "number" }, "amount"],
    ["price", { type: "number" }, "amount"],
    ["amount_cents", { type: "integer" }, "amount"],
    ["contact", { type: "string", format: "email" }, "email"],
    ["recipient", { type: "string" }, "email"],
    ["to", { type: "string" }, "email"],
    ["ship_to", { type: "string" }, "free_text"],
    ["reason", { type: "string", enum: ["a", "b"] }, "enum"],
    ["dob", { type: "string" }, "date"],
    ["path", { type: "string" }, "reference"],
    ["homepage", { type: "string", format: "uri" }, "reference"],
    ["summary", { type: "string" }, "free_text"],
    ["total_baggages", { type: "integer" }, "none"],
    ["insured", { type: "boolean" }, "none"],
  ])("%s → %s", (name, schema, role) => {
    expect(inferArgRole(name, schema as Record<string, unknown>).role).toBe(role);
  });
  it("infers writes from a leading mutating verb, also after a namespace", () => {
    for (const n of ["book_reservation", "cancelOrder", "issue_refund", "billing.refund", "send_certificate", "update_address"]) expect(inferWrites(n)).toBe(true);
    for (const n of ["get_order", "search_policy", "track_parcel", "list_all_airports", "calculate"]) expect(inferWrites(n)).toBe(false);
  });
});

describe("effectiveTools", () => {
  const tools = [
    tool("issue_refund", { order_id: { type: "string" }, amount_cents: { type: "integer" }, lines: { type: "array", items: { type: "object", properties: { sku: { type: "string" }, qty: { type: "integer" } } } } }),
    tool("get_order", { order_id: { type: "string" } }),
  ];
  it("marks inferred and declared roles, infers units and movesMoney, links entities", () => {
    const policy = parsePolicy({ tools: { issue_refund: { args: { "lines[].sku": { role: "identifier" } } } }, entities: { order: { idField: "order_id", ownerField: "customer_id" } } });
    const [refund, get] = effectiveTools(tools, policy);
    expect(refund).toMatchObject({ writes: true, writesSource: "inferred", movesMoney: true, entityArg: "order_id" });
    expect(refund.args).toEqual([
      { path: "order_id", role: "identifier", roleSource: "inferred", reason: "name is id, *_id, *_ids or *_number", idKind: "order" },
      { path: "amount_cents", role: "amount", roleSource: "inferred", reason: "name is amount, price, *_amount, *_price or *_cents", unit: "cents", unitSource: "inferred" },
      { path: "lines[].sku", role: "identifier", roleSource: "declared", reason: "policy" },
      { path: "lines[].qty", role: "none", roleSource: "inferred", reason: "integer with no id/amount name" },
    ]);
    expect(get).toMatchObject({ writes: false, movesMoney: false });
  });
  it("lets the policy override any inferred role", () => {
    const policy = parsePolicy({ tools: { issue_refund: { writes: false, args: { order_id: { role: "free_text" }, amount_cents: { role: "amount", unit: "units" } } } } });
    const [refund] = effectiveTools(tools, policy);
    expect(refund).toMatchObject({ writes: false, writesSource: "declared", movesMoney: false });
    expect(refund.args[0]).toMatchObject({ role: "free_text", roleSource: "declared" });
    expect(refund.args[1]).toMatchObject({ unit: "units", unitSource: "declared" });
  });
});

describe("describeToolRoles", () => {
  it("takes raw Anthropic/OpenAI definitions and a raw policy", () => {
    const roles = describeToolRoles(
      [{ name: "send_certificate", input_schema: { type: "object", properties: { user_id: { type: "string" }, amount: { type: "number" } } } }, { type: "function", function: { name: "get_user", parameters: { type: "object", properties: { user_id: { type: "string" } } } } }],
      { tools: { send_certificate: { args: { amount: { role: "amount", unit: "units" } } } } },
    );
    expect(roles.map((t) => [t.name, t.writes, t.movesMoney])).toEqual([["send_certificate", true, true], ["get_user", false, false]]);
    expect(roles[0].args[1]).toMatchObject({ path: "amount", roleSource: "declared", unit: "units", unitSource: "declared" });
  });
});
