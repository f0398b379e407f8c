import { describe, expect, it } from "vitest";
import { normalizeRun } from "../run/normalize-run";
import { buildLedger, createLedger, extendLedger } from "./build-ledger";
import { findOccurrences, locate } from "./locate-evidence";
import { jsonPathAt } from "./json-path-at";
import { replayRun } from "./replay-run";
import { call, order, result, say, sundryGuard, sundryPolicy, user } from "./test-fixtures";
import { parsePolicy } from "../policy/parse-policy";

const policy = parsePolicy(sundryPolicy);

describe("buildLedger", () => {
  const content = JSON.stringify({ orders: [order("SU-88421", "cust_1042", [6400]), { order_id: "SU-12345", note: "Replaces SU-88421 \"fast\"", tags: ["a b", 7] }] });
  const messages = [user("Hi, order #SU-88421 is broken."), call("c1", "search_orders", {}), result("c1", content)];
  const ledger = buildLedger(messages, policy);

  it("records every place a value was seen with exact spans and JSON paths", () => {
    const locs = findOccurrences(ledger, "SU-88421").map((o) => locate(ledger, o));
    expect(locs.map((l) => [l.messageIndex, l.source, l.jsonPath])).toEqual([
      [0, "user", undefined],
      [2, "tool_result", "$.orders[0].order_id"],
    ]);
    for (const l of locs) {
      const text = l.source === "user" ? (messages[0].content as string) : content;
      expect(text.slice(l.span[0], l.span[1])).toBe("SU-88421");
    }
  });

  it("finds ids inside free-text strings, also after escaped quotes", () => {
    expect(findOccurrences(ledger, "SU-12345").length).toBe(1);
    const inNote = findOccurrences(ledger, "Replaces SU-88421 \"fast\"");
    expect(inNote.length).toBe(1);
    expect(locate(ledger, inNote[0]).jsonPath).toBe("$.orders[1].note");
  });

  it("keys that carry a digit are ids, located at the key", () => {
    const text = JSON.stringify({ payment_methods: { credit_card_4421486: { brand: "visa" } } });
    const l = buildLedger([call("c1", "get_user", {}), result("c1", text)]);
    const loc = locate(l, findOccurrences(l, "credit_card_4421486")[0]);
    expect(loc).toMatchObject({ text: "credit_card_4421486", jsonPath: "$.payment_methods.credit_card_4421486" });
    expect(findOccurrences(l, "brand")).toEqual([]);
  });

  it("numbers are values too, and charges become entity facts", () => {
    expect(findOccurrences(ledger, "7").length).toBe(1);
    const rec = ledger.entities.get("order")!.get("su-88421")!;
    expect(rec.owner).toBe("cust_1042");
    expect(rec.charges.map((c) => c.cents)).toEqual([6400]);
    expect(locate(ledger, rec.charges[0].occ).jsonPath).toBe("$.orders[0].charges[0].amount_cents");
  });

  it("does not read the system prompt or the assistant's words", () => {
    const l = buildLedger([{ role: "system", content: "Orders look like SU-00001" }, say("Your order SU-99999"), user("ok")]);
    expect(findOccurrences(l, "SU-00001")).toEqual([]);
    expect(findOccurrences(l, "SU-99999")).toEqual([]);
  });

  it("extending incrementally gives the same ledger as building at once", () => {
    const run = normalizeRun(messages);
    const inc = createLedger(policy);
    for (let i = 1; i <= run.entries.length; i++) extendLedger(inc, run.entries.slice(0, i));
    expect(inc.occCount).toBe(ledger.occCount);
    expect([...inc.heads.keys()]).toEqual([...ledger.heads.keys()]);
    expect(inc.amountCount).toBe(ledger.amountCount);
  });
});

describe("jsonPathAt", () => {
  it("names keys, indexes and awkward keys", () => {
    const t = '{"a": [1, {"b c": "x", "d": [true, "y"]}], "e": -2.5}';
    expect(jsonPathAt(t, t.indexOf('"x"'))).toBe('$.a[1]["b c"]');
    expect(jsonPathAt(t, t.indexOf('"y"'))).toBe("$.a[1].d[1]");
    expect(jsonPathAt(t, t.indexOf("-2.5"))).toBe("$.e");
    expect(jsonPathAt(t, t.indexOf("1,"))).toBe("$.a[0]");
  });
});

describe("canonicalisation, on both sides", () => {
  const guard = sundryGuard();
  const run = (userText: string, argId: string) => {
    const msgs = [user(userText), call("c1", "get_order", { order_id: "SU-70001" }), result("c1", order("SU-70001", "cust_1042", [1000])), call("c2", "message_seller", { order_id: argId, seller_id: "sel_311", body: "hello" })];
    return replayRun(guard, msgs, { customerId: "cust_1042" }).verdicts[1].verdict;
  };
  // message_seller's order_id has no pattern, so the schema lets these spellings reach provenance.
  it("trims whitespace and a leading #", () => {
    expect(run("hi", " #SU-70001 ").decision).toBe("allow");
    expect(run("hi", "SU-70002").code).toBe("unknown_id");
  });
  it("folds case for a case-insensitive id kind (order) but not otherwise", () => {
    expect(run("hi", "su-70001").decision).toBe("allow");
    const strict = sundryGuard({ ...sundryPolicy, idKinds: {} });
    const msgs = [user("hi"), call("c1", "get_order", { order_id: "SU-70001" }), result("c1", order("SU-70001", "cust_1042", [1000])), call("c2", "message_seller", { order_id: "SU-70001", seller_id: "SEL_311", body: "hello" })];
    const v = replayRun(strict, msgs, { customerId: "cust_1042" }).verdicts[1].verdict;
    expect(v.code).toBe("unknown_id");
    expect(v.message).toContain("SEL_311 did not appear in this run; sel_311 did (differs only in letter case)");
  });
});

describe("causal replay", () => {
  it("a value seen only after the call does not ground it", () => {
    const msgs = [
      user("refund my teapot"),
      call("c1", "issue_refund", { order_id: "SU-55555", amount_cents: 6400 }),
      result("c1", "refused"),
      call("c2", "get_order", { order_id: "SU-55555" }),
      result("c2", order("SU-55555", "cust_1042", [6400])),
      call("c3", "issue_refund", { order_id: "SU-55555", amount_cents: 6400 }),
    ];
    const codes = replayRun(sundryGuard(), msgs, { customerId: "cust_1042" }).verdicts.map((v) => v.verdict.code);
    expect(codes).toEqual(["unknown_id", "ok", "ok"]);
  });

  it("results of calls in the same assistant message are not yet seen", () => {
    const both = {
      role: "assistant",
      content: null,
      tool_calls: [
        { id: "a", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-10001"}' } },
        { id: "b", type: "function", function: { name: "message_seller", arguments: '{"order_id":"SU-10001","seller_id":"sel_311","body":"hi"}' } },
      ],
    };
    const v = replayRun(sundryGuard(), [user("order SU-10001"), both, result("a", order("SU-10001", "cust_1042", [1]))]).verdicts[1].verdict;
    expect(v.code).toBe("unknown_id");
    expect(v.message).toContain("sel_311");
  });
});
