// The examples of seeds 000, 001 and 003, as written there.
import { describe, expect, it } from "vitest";
import { createGuard } from "./create-guard";
import { checkToolCall } from "./guard-call";
import { buildLedger } from "./build-ledger";
import { replayRun } from "./replay-run";
import { createRunState } from "./run-state";
import { call, order, result, sundryGuard, sundryRun, user } from "./test-fixtures";
import { inventedToolCounts } from "./index";

const SUNDRY_TOOLS = "search_orders, get_order, track_parcel, search_policy, start_return, offer_replacement, issue_refund, message_seller, escalate_to_human";

const lastVerdict = (guard: ReturnType<typeof sundryGuard>, messages: unknown[], customerId = "cust_1042") => {
  const { verdicts } = replayRun(guard, messages, { customerId });
  return verdicts[verdicts.length - 1].verdict;
};

describe("seed 000: cancel_order against Sundry's nine tools", () => {
  it("rejects with the real tools listed and the escalation path named", () => {
    const guard = sundryGuard();
    const v = lastVerdict(guard, sundryRun("cancel-order").messages);
    expect(v.decision).toBe("reject");
    expect(v.code).toBe("unknown_tool");
    expect(v.retry).toBe("fix_and_retry");
    expect(v.message).toBe(`No tool named cancel_order. Available: ${SUNDRY_TOOLS}. Cancelling an order is not something this agent can do at all; escalate_to_human handles those.`);
    expect(v.error).toMatchObject({ tool_use_id: "tu_11", is_error: true, code: "unknown_tool", retry: "fix_and_retry" });
    expect(inventedToolCounts(guard)).toEqual([{ name: "cancel_order", count: 1 }]);
  });

  it("names the escalation tool for a missing capability without a hint", () => {
    const v = lastVerdict(sundryGuard(), [user("where is my parcel?"), call("c1", "update_address", { zip: "10001" })]);
    expect(v.message).toContain("No tool named update_address.");
    const bare = lastVerdict(sundryGuard({ ...JSON.parse(JSON.stringify(sundryGuardPolicy())), capabilities: {} }), [user("x"), call("c1", "update_address", {})]);
    expect(bare.message).toContain("This agent cannot do that: no available tool does what update_address would. If the customer needs it, use escalate_to_human; do not use the nearest-looking tool instead.");
  });
});

function sundryGuardPolicy() {
  return sundryGuard().policy;
}

describe("seed 000: SU-88412 after SU-88421 was looked up", () => {
  it("is unknown_id naming the swapped digits and where SU-88421 was seen", () => {
    const v = lastVerdict(sundryGuard(), sundryRun("transposed-id").messages);
    expect(v.decision).toBe("reject");
    expect(v.code).toBe("unknown_id");
    expect(v.message).toMatch(/^SU-88412 did not appear in this run; SU-88421 did \(two digits swapped\)\./);
    const f = v.findings.find((x) => x.path === "order_id")!;
    expect(f.status).toBe("near_miss");
    const nm = f.nearMisses![0];
    expect(nm).toMatchObject({ value: "SU-88421", kind: "transposition", diffInCall: [6, 8], diffInSeen: [6, 8] });
    const inResult = nm.evidence.find((e) => e.source === "tool_result")!;
    expect(inResult).toMatchObject({ messageIndex: 3, toolCallId: "call_1", jsonPath: "$.order_id", text: "SU-88421" });
  });

  it("is wrong_customer when SU-88412 was seen but belongs to another buyer", () => {
    const v = lastVerdict(sundryGuard(), sundryRun("wrong-customer").messages);
    expect(v.code).toBe("wrong_customer");
    expect(v.retry).toBe("escalate");
    expect(v.message).toContain("order SU-88412 belongs to cust_2077");
    const f = v.findings.find((x) => x.path === "order_id")!;
    expect(f.owner).toMatchObject({ value: "cust_2077", expected: "cust_1042" });
    expect(f.owner!.evidence[0]).toMatchObject({ messageIndex: 3, toolCallId: "call_1", text: "cust_2077", jsonPath: "$.orders[1].customer_id" });
  });

  it("does the same for the Anthropic format", () => {
    const { verdicts } = replayRun(sundryGuard(), sundryRun("anthropic-transposed").messages, { customerId: "cust_1042" });
    expect(verdicts.map((v) => v.verdict.code)).toEqual(["ok", "unknown_id"]);
    expect(verdicts[1].verdict.error!.tool_use_id).toBe("toolu_2");
    expect(verdicts[1].verdict.message).toContain("SU-88421 did (two digits swapped)");
  });
});

describe("seed 001: a $50.00 refund when the customer reported $19 charges", () => {
  it("is refused with the amounts seen, and the $19 refund is allowed", () => {
    const { verdicts } = replayRun(sundryGuard(), sundryRun("refund-50").messages, { customerId: "cust_1042" });
    const [, fifty, nineteen] = verdicts.map((v) => v.verdict);
    expect(fifty.decision).toBe("reject");
    expect(fifty.code).toBe("amount_unmatched");
    expect(fifty.message).toContain("$50.00");
    expect(fifty.message).toContain("$19.00");
    expect(nineteen.decision).toBe("allow");
    expect(nineteen.findings.find((f) => f.role === "amount")!.evidence[0].jsonPath).toBe("$.charges[0].amount_cents");
  });

  it("with no order lookup, matches only against the customer's own words", () => {
    const guard = createGuard({ tools: [{ name: "refund", parameters: { type: "object", properties: { charge_id: { type: "string" }, amount: { type: "integer", description: "in cents" } } } }] });
    const msgs = [user("I was charged $19 twice on ch_3Qx9, please refund one of them."), call("c1", "refund", { charge_id: "ch_3Qx9", amount: 5000 })];
    const v = lastVerdict(guard, msgs);
    expect(v.code).toBe("amount_unmatched");
    expect(v.message).toContain("Amounts seen: $19.00");
    const ok = lastVerdict(guard, [msgs[0], call("c1", "refund", { charge_id: "ch_3Qx9", amount: 1900 })]);
    expect(ok.decision).toBe("allow");
    expect(ok.findings.find((f) => f.role === "amount")!.evidence[0]).toMatchObject({ source: "user", text: "$19", messageIndex: 0 });
  });
});

describe("seed 003: database_query with only a calculator and web search", () => {
  const tools = [
    { name: "calculator", description: "Arithmetic", input_schema: { type: "object", properties: { expression: { type: "string" } }, required: ["expression"] } },
    { name: "web_search", description: "Search the web", input_schema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] } },
  ];
  const guard = createGuard({ tools });
  const ledger = buildLedger([user("How many active users do we have?")]);

  it("lists the real tools and says plainly the agent cannot do it", () => {
    const v = checkToolCall({ guard, ledger, call: { id: "t1", name: "database_query", rawArguments: { sql: "SELECT COUNT(*) FROM users WHERE active=1" } } });
    expect(v.code).toBe("unknown_tool");
    expect(v.message).toBe("No tool named database_query. Available: calculator, web_search. This agent cannot do that at all: no available tool does it. Tell the customer plainly rather than using the nearest-looking tool.");
  });

  it("caps retries: the third consecutive rejection escalates and lists every attempt", () => {
    const state = createRunState();
    const names = ["database_query", "sql_query", "db_lookup"];
    const verdicts = names.map((name, i) => checkToolCall({ guard, ledger, state, call: { id: `t${i}`, name, rawArguments: {} } }));
    expect(verdicts.map((v) => v.code)).toEqual(["unknown_tool", "unknown_tool", "retry_limit"]);
    expect(verdicts[2].retry).toBe("escalate");
    expect(verdicts[2].message).toContain("1) database_query: unknown_tool; 2) sql_query: unknown_tool; 3) db_lookup: unknown_tool");
    expect((verdicts[2].error!.details.attempts as unknown[]).length).toBe(3);
  });

  it("an allowed call resets the streak", () => {
    const state = createRunState();
    const c = (name: string, args: unknown) => checkToolCall({ guard, ledger, state, call: { id: "t", name, rawArguments: args } });
    c("database_query", {});
    c("database_query", {});
    expect(c("web_search", { query: "active users" }).decision).toBe("allow");
    expect(c("database_query", {}).code).toBe("unknown_tool");
  });

  it("missing args, prose instead of JSON and a non-object are malformed_call", () => {
    const missing = checkToolCall({ guard, ledger, call: { id: "t", name: "web_search", rawArguments: undefined } });
    expect(missing.code).toBe("malformed_call");
    expect(missing.message).toContain("has no arguments");
    expect(missing.message).toContain("query (string, required)");
    const prose = checkToolCall({ guard, ledger, call: { id: "t", name: "calculator", rawArguments: "Sure! I'll compute 2+2 for you." } });
    expect(prose.code).toBe("malformed_call");
    expect(prose.message).toContain("not JSON");
    const arr = checkToolCall({ guard, ledger, call: { id: "t", name: "calculator", rawArguments: "[1,2]" } });
    expect(arr.message).toContain("must be a JSON object, not an array");
  });

  it("an unknown parameter lists the real ones", () => {
    const v = checkToolCall({ guard, ledger, call: { id: "t", name: "web_search", rawArguments: { q: "active users" } } });
    expect(v.code).toBe("unknown_param");
    expect(v.message).toContain('unknown parameter "q"');
    expect(v.message).toContain("Parameters of web_search: query (string, required).");
  });
});

describe("the agent's own words are not provenance", () => {
  it("an order id only the assistant mentioned is unknown", () => {
    const msgs = [
      user("My teapot arrived broken."),
      { role: "assistant", content: "I see your order SU-40001, let me refund it." },
      call("c1", "issue_refund", { order_id: "SU-40001", amount_cents: 6400 }),
    ];
    const v = lastVerdict(sundryGuard(), msgs);
    expect(v.code).toBe("unknown_id");
  });

  it("nor are the arguments of its earlier calls, nor error results echoing them", () => {
    const msgs = [
      user("refund please"),
      call("c1", "get_order", { order_id: "SU-40001" }),
      result("c1", "Error: order SU-40001 not found"),
      call("c2", "issue_refund", { order_id: "SU-40001", amount_cents: 100 }),
    ];
    expect(lastVerdict(sundryGuard(), msgs).code).toBe("unknown_id");
  });

  it("the same id from the customer grounds it", () => {
    const msgs = [user("Order SU-40001 please"), call("c1", "get_order", { order_id: "SU-40001" }), result("c1", order("SU-40001", "cust_1042", [6400])), call("c2", "issue_refund", { order_id: "SU-40001", amount_cents: 6400 })];
    expect(lastVerdict(sundryGuard(), msgs).decision).toBe("allow");
  });
});

describe("escalation and error results", () => {
  it("never blocks the escalation tool, but reports what it could not trace", () => {
    const msgs = [user("my order is broken"), call("c1", "escalate_to_human", { summary: "Buyer reports broken order", order_id: "SU-12121" })];
    const v = lastVerdict(sundryGuard(), msgs);
    expect(v.decision).toBe("allow");
    expect(v.findings[0]).toMatchObject({ path: "order_id", status: "unseen" });
  });

  it("a JSON error result echoing the id does not ground it", () => {
    const msgs = [user("refund"), call("c1", "get_order", { order_id: "SU-40001" }), result("c1", { error: "order SU-40001 not found" }), call("c2", "issue_refund", { order_id: "SU-40001", amount_cents: 100 })];
    expect(lastVerdict(sundryGuard(), msgs).code).toBe("unknown_id");
  });
});
