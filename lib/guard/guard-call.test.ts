import { describe, expect, it } from "vitest";
import { buildLedger } from "./build-ledger";
import { createGuard } from "./create-guard";
import { checkToolCall } from "./guard-call";
import { GUARD_CODES } from "./codes";
import { result, user, call } from "./test-fixtures";

const booking = {
  name: "book_trip",
  parameters: {
    type: "object",
    properties: {
      user_id: { type: "string" },
      flights: { type: "array", minItems: 1, items: { type: "object", properties: { flight_number: { type: "string" }, date: { type: "string" } }, required: ["flight_number", "date"] } },
      payment_methods: { type: "array", items: { type: "object", properties: { payment_id: { type: "string" }, amount: { type: "number" } }, required: ["payment_id", "amount"] } },
      contact: { type: "object", properties: { email: { type: "string", format: "email" } } },
      cabin: { type: "string", enum: ["economy", "business"] },
    },
    required: ["user_id", "flights", "payment_methods"],
  },
};
const guard = createGuard({ tools: [booking, { name: "get_user", parameters: { type: "object", properties: { user_id: { type: "string" } } } }], policy: { tools: { book_trip: { customerArg: "user_id" } } } });
const profile = { user_id: "mia_li_3668", email: "mia.li@example.com", payment_methods: { certificate_7504069: { amount: 250 }, credit_card_4421486: { last_four: "7447" } } };
const flights = [{ flight_number: "HAT136", price: 121 }, { flight_number: "HAT039", price: 134 }];
const ledger = buildLedger([user("I'm mia_li_3668, flying May 20th."), call("c1", "get_user", {}), result("c1", profile), call("c2", "search", {}), result("c2", flights), call("c3", "calculate", {}), result("c3", "255.0")]);
const check = (args: unknown, facts = { customerId: "mia_li_3668" }) => checkToolCall({ guard, ledger, facts, call: { id: "x", name: "book_trip", rawArguments: JSON.stringify(args) } });
const good = {
  user_id: "mia_li_3668",
  flights: [{ flight_number: "HAT136", date: "2024-05-20" }, { flight_number: "HAT039", date: "2024-05-20" }],
  payment_methods: [{ payment_id: "certificate_7504069", amount: 250 }, { payment_id: "credit_card_4421486", amount: 5 }],
};

describe("schema validation, nested objects and arrays", () => {
  it("an unknown key inside an array item is unknown_param, listing that item's parameters", () => {
    const v = check({ ...good, flights: [{ flight_number: "HAT136", date: "2024-05-20", origin: "JFK" }] });
    expect(v.code).toBe("unknown_param");
    expect(v.message).toContain('unknown parameter "origin" in flights[0]');
    expect(v.message).toContain("Parameters of flights[0]: flight_number (string, required), date (string, required).");
  });
  it("a missing nested key is missing_param with its path", () => {
    const v = check({ ...good, payment_methods: [{ payment_id: "certificate_7504069" }] });
    expect(v.code).toBe("missing_param");
    expect(v.error!.details.problems).toEqual([{ code: "missing_param", path: "payment_methods[0].amount", message: 'missing required parameter "amount" in payment_methods[0]' }]);
  });
  it("wrong types, enums and formats are invalid_value", () => {
    expect(check({ ...good, cabin: "first" }).message).toContain('"economy", "business"');
    expect(check({ ...good, payment_methods: [{ payment_id: "certificate_7504069", amount: "250" }] }).code).toBe("invalid_value");
    expect(check({ ...good, contact: { email: "not-an-email" } }).code).toBe("invalid_value");
    expect(check({ ...good, flights: [] }).code).toBe("invalid_value");
  });
  it("a schema that allows extra keys lets them through", () => {
    const open = createGuard({ tools: [{ name: "note", parameters: { type: "object", properties: { text: { type: "string" } }, additionalProperties: true } }] });
    expect(checkToolCall({ guard: open, ledger, call: { id: "n", name: "note", rawArguments: { text: "a", extra: 1 } } }).decision).toBe("allow");
  });
});

describe("provenance of nested values and split payments", () => {
  it("allows the correct booking: 250 on a certificate plus the 5 that remains of the 255 total", () => {
    const v = check(good);
    expect(v.decision).toBe("allow");
    const rest = v.findings.find((f) => f.path === "payment_methods[1].amount")!;
    expect(rest.status).toBe("matched_sum");
    expect(rest.evidence[0].text).toBe("255.0");
    expect(v.findings.find((f) => f.path === "flights[0].date")!.evidence[0]).toMatchObject({ source: "user", text: "May 20th" });
    expect(v.args_grounded).toBeGreaterThan(0.9);
  });
  it("refuses a payment id the model assembled from a card's last four digits", () => {
    const v = check({ ...good, payment_methods: [{ payment_id: "credit_card_7447", amount: 255 }] });
    expect(v.code).toBe("unknown_id");
    expect(v.findings.find((f) => f.path === "payment_methods[0].payment_id")!.status).toBe("unseen");
  });
  it("a total matching a sum of two seen amounts passes; an arbitrary one does not", () => {
    expect(check({ ...good, payment_methods: [{ payment_id: "credit_card_4421486", amount: 268 }] }).decision).toBe("allow"); // 134 + 134
    const v = check({ ...good, payment_methods: [{ payment_id: "credit_card_4421486", amount: 300 }] });
    expect(v.code).toBe("amount_unmatched");
    expect(v.message).toMatch(/Amounts seen: .*\$250\.00/);
  });
  it("a calculator's answer is an amount only when its inputs are: 747 from an invented x 1.5 is not, 255 from two fares is", () => {
    const withCalc = (expression: string, answer: string) =>
      buildLedger([user("I'm mia_li_3668, flying May 20th."), call("c1", "get_user", {}), result("c1", profile), call("c2", "search", {}), result("c2", flights), call("c3", "calculate", { expression }), result("c3", answer)]);
    const pay = (l: ReturnType<typeof buildLedger>, amount: number) =>
      checkToolCall({ guard, ledger: l, facts: { customerId: "mia_li_3668" }, call: { id: "x", name: "book_trip", rawArguments: JSON.stringify({ ...good, payment_methods: [{ payment_id: "credit_card_4421486", amount }] }) } });
    expect(pay(withCalc("498 * 1.5", "747.0"), 747).code).toBe("amount_unmatched");
    const backed = pay(withCalc("121 + 134", "255.0"), 255);
    expect(backed.decision).toBe("allow");
  });
  it("refuses booking for someone other than the ticket's customer", () => {
    const v = check({ ...good }, { customerId: "noah_brown_1" });
    expect(v.code).toBe("wrong_customer");
    expect(v.message).toContain("this ticket's customer is noah_brown_1");
  });
  it("holds a write whose checked values mostly do not trace to the run", () => {
    const g = createGuard({ tools: [{ name: "schedule_visit", parameters: { type: "object", properties: { date: { type: "string" }, note: { type: "string" } } } }], policy: { tools: { schedule_visit: { writes: true } } } });
    const v = checkToolCall({ guard: g, ledger, call: { id: "s", name: "schedule_visit", rawArguments: { date: "2024-07-04", note: "x" } } });
    expect(v.decision).toBe("hold");
    expect(v.code).toBe("ungrounded_args");
    expect(v.args_grounded).toBe(0);
    expect(v.error!.retry).toBe("do_not_retry");
  });
  it("recipients follow the id rule: no address built from a first name and a domain", () => {
    const g = createGuard({ tools: [{ name: "send_report", parameters: { type: "object", properties: { to: { type: "string" }, body: { type: "string" } } } }] });
    const l = buildLedger([user("Send the report to Sam, sam.ortiz@acme.io")]);
    const bad = checkToolCall({ guard: g, ledger: l, call: { id: "m", name: "send_report", rawArguments: { to: "sam@acme.io", body: "hi" } } });
    expect(bad.code).toBe("unknown_id");
    expect(bad.message).toContain("Recipient sam@acme.io (to) did not appear in this run");
    expect(bad.message).toContain("Do not build an address from a name and a domain");
    expect(checkToolCall({ guard: g, ledger: l, call: { id: "m", name: "send_report", rawArguments: { to: "sam.ortiz@acme.io", body: "hi" } } }).decision).toBe("allow");
  });
});

describe("references follow the id rule", () => {
  it("refuses a path the user never named, allows the one they did", () => {
    const g = createGuard({ tools: [{ name: "delete_dir", parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"] } }] });
    const l = buildLedger([user("Please clean up /var/data/tmp, it is full.")]);
    const bad = checkToolCall({ guard: g, ledger: l, call: { id: "d", name: "delete_dir", rawArguments: { path: "/var/data/old" } } });
    expect(bad.code).toBe("unknown_id");
    expect(bad.message).toContain("Reference /var/data/old (path) did not appear in this run");
    const ok = checkToolCall({ guard: g, ledger: l, call: { id: "d", name: "delete_dir", rawArguments: { path: "/var/data/tmp" } } });
    expect(ok.decision).toBe("allow");
    expect(ok.findings[0].evidence[0]).toMatchObject({ source: "user", span: [16, 29], text: "/var/data/tmp" });
  });
});

describe("unit handling", () => {
  it("says so when an amount would only match in the other unit, and the unit was inferred", () => {
    const g = createGuard({ tools: [{ name: "refund", parameters: { type: "object", properties: { amount: { type: "integer" } } } }] });
    const l = buildLedger([user("I was charged $19.")]);
    const v = checkToolCall({ guard: g, ledger: l, call: { id: "r", name: "refund", rawArguments: { amount: 1900 } } });
    expect(v.code).toBe("amount_unmatched");
    expect(v.message).toContain("It would match if amount were in cents; the unit was inferred as units");
    expect(v.findings[0]).toMatchObject({ status: "unit_mismatch", unit: "units", unitSource: "inferred" });
  });
});

describe("never throws", () => {
  it("returns a verdict for any garbage", () => {
    for (const raw of [undefined, null, 42, "", "{", "[]", { a: { b: [1, { c: null }] } }, "null"]) {
      for (const name of ["book_trip", "", "get_user"]) {
        const v = checkToolCall({ guard, ledger, call: { id: "g", name, rawArguments: raw } });
        expect(GUARD_CODES).toContain(v.code);
        expect(["allow", "reject", "hold"]).toContain(v.decision);
      }
    }
  });
});
