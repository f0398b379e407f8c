/**
 * The examples of ../shared/seeds that concern the reply verifier, each as the reply a buyer would
 * have received and the run it came from, with the verdict the seed asks for.
 * - 000 "Hallucinated Tools, Arguments, and Facts": the Thursday nobody promised, SU-88412 for
 *   SU-88421, a clause that does not exist, the $64.00 refund to a stranger, cancel_order that never
 *   existed, and the real citation attached to a sentence it does not support.
 * - 001 "the right tool with the wrong values": invented ids, unsupported amounts, guessed recipients.
 * - 003 "Tool hallucination": a tool that does not exist answered with an error, and the reply says done.
 * - 004 "the torn notebook": a value missing from a cut bag is unverifiable, procedure text is no
 *   evidence, call-1 is not call-10, 90% is 0.9, and chronic truncation alarms.
 */
import { describe, expect, it } from "vitest";
import { summarizeTelemetry } from "./telemetry";
import { order, policyLookup, sundryClauses, sundryPolicy, toolTurn } from "./testing/fixtures";
import { check, claimOf, customer, runOf } from "./testing/verdicts";
import { stopsReply } from "./verify-reply";

const opts = { clauses: sundryClauses, policy: sundryPolicy };
const sundry = (...turns: Parameters<typeof runOf>) => runOf(customer("My teapot from order SU-88421 arrived cracked."), toolTurn("call_1", "get_order", order()), ...turns);

describe("seed 000: invented facts in the answer", () => {
  it("'the replacement would arrive Thursday, a date no tool returned' is invented, read on the run's clock", () => {
    const r = check(sundry(toolTurn("call_2", "offer_replacement", { replacement_id: "rp_1" }, { order_id: "SU-88421" })), "Your replacement will arrive Thursday.", opts);
    const thursday = claimOf(r, "Thursday", "date");
    expect(thursday.verdict).toBe("invented");
    expect(thursday.reason).toContain("2024-05-16");
    expect(r.verdict).toBe("invented");
  });

  it("the Thursday a tool did return is grounded", () => {
    const r = check(sundry(toolTurn("call_2", "track_parcel", { estimated_delivery: "2024-05-16" })), "Your replacement will arrive Thursday.", opts);
    expect(claimOf(r, "Thursday", "date").verdict).toBe("grounded");
  });

  it("SU-88412, one transposed digit from the SU-88421 the run looked up, is invented and the reason shows SU-88421", () => {
    const id = claimOf(check(sundry(), "I've looked at order SU-88412 for you.", opts), "SU-88412");
    expect(id.verdict).toBe("invented");
    expect(id.reason).toContain("the run saw SU-88421");
  });

  it("a policy clause that does not exist is invented", () => {
    const r = check(sundry(policyLookup("call_2", "REP-DMG")), "Cracked items are refunded in full. [clause:DMG-60]", opts);
    const rule = claimOf(r, "Cracked items", "policy");
    expect(rule.verdict).toBe("invented");
    expect(rule.reason).toBe("clause DMG-60 does not exist in the library");
    expect(r.verdict).toBe("invented");
  });

  // Bug: the contradict stage may overwrite an invented claim (verify-reply.ts applies()), meant for
  // values; here it overwrites the policy claim citing DMG-60 with RET-30's 30-day window, so the
  // reviewer is no longer told that the cited clause does not exist, and the reply's verdict drops
  // from invented to contradicted.
  it.fails("a number beside the invented citation does not hide that the clause does not exist", () => {
    const r = check(sundry(policyLookup("call_2", "REP-DMG")), "Cracked items are refunded in full within 60 days. [clause:DMG-60]", opts);
    expect(claimOf(r, "Cracked items", "policy").reason).toContain("clause DMG-60 does not exist");
    expect(r.verdict).toBe("invented");
  });

  it("the check seed 000 describes: the cited clause exists, was returned in this run and fits this order", () => {
    const r = check(sundry(policyLookup("call_2", "REP-DMG")), "Items that arrive damaged can be replaced at no cost when reported within 30 days of delivery. [clause:REP-DMG]", opts);
    const rule = claimOf(r, "Items that arrive damaged", "policy");
    expect(rule.verdict).toBe("grounded");
    expect(rule.reason).toContain("REP-DMG is real, retrieved and in force");
    expect(stopsReply(r)).toBe(false);
  });

  it("'a real citation, correctly retrieved, attached to a sentence the passage does not support' is held when its number is not the clause's", () => {
    const r = check(sundry(policyLookup("call_2", "REF-TIMING")), "Card refunds appear within 2 business days. [clause:REF-TIMING]", opts);
    const rule = claimOf(r, "Card refunds", "policy");
    expect(rule.verdict).toBe("cited_unsupported");
    expect(rule.held).toBe(true);
    expect(r.held).toBe(true);
  });

  it("'$64.00 reaches a stranger's payment method': a refund said of SU-88412 when the call refunded SU-88421 is stopped", () => {
    const refund = toolTurn("call_2", "issue_refund", { refund_id: "rf_1" }, { order_id: "SU-88421", amount_cents: 6400 });
    const r = check(sundry(refund), "I've refunded $64.00 for order SU-88412.", opts);
    expect(claimOf(r, "SU-88412").verdict).toBe("invented");
    expect(claimOf(r, "I've refunded", "action").verdict).toBe("unperformed");
    expect(stopsReply(r)).toBe(true);
  });

  it("cancel_order, 'a tool Sundry has never had', answered with the dispatcher's unknown_tool: 'I've cancelled your order' is unperformed", () => {
    const unknown = toolTurn("call_2", "cancel_order", { tool_use_id: "tu_11", is_error: true, code: "unknown_tool", message: "No tool named cancel_order. Available: search_orders, get_order, track_parcel, search_policy, start_return, offer_replacement, issue_refund, message_seller, escalate_to_human.", retry: "fix_and_retry" }, { order_id: "SU-88421" });
    const act = claimOf(check(sundry(unknown), "I've cancelled your order SU-88421.", opts), "I've cancelled", "action");
    expect(act.verdict).toBe("unperformed");
    expect(act.reason).toContain("unknown_tool");
  });
});

describe("seed 001: the right tool with the wrong values", () => {
  const charged = runOf(customer("I was charged $19 twice on March 3rd, please refund one of them."), toolTurn("call_1", "get_charges", { charges: [{ charge_id: "ch_3Qx9", amount_cents: 1900 }, { charge_id: "ch_3Qy2", amount_cents: 1900 }] }));

  it("an unsupported amount: a $50 refund the customer's $19 charges do not support is invented", () => {
    expect(claimOf(check(charged, "I'll refund $50.00 for the duplicate charge."), "$50.00", "money").verdict).toBe("invented");
    expect(claimOf(check(charged, "I'll refund $19.00 for the duplicate charge."), "$19.00", "money").verdict).toBe("grounded");
  });

  it("a refund call of 5000 cents told as '$19 refunded' is contradicted by the call's amount", () => {
    const refunded = [...charged, ...toolTurn("call_2", "billing_refund", { refund_id: "re_1" }, { charge_id: "ch_3Qx9", amount_cents: 5000, currency: "usd" })];
    const act = claimOf(check(refunded, "I've refunded $19.00 to charge ch_3Qx9."), "I've refunded", "action");
    expect(act.verdict).toBe("contradicted");
    expect(act.conflict?.stated).toBe("$50.00");
  });

  it("an invented identifier: ORD-10492 appears nowhere in the run", () => {
    const r = check(runOf(customer("cancel my last order")), "I've cancelled order ORD-10492.");
    expect(claimOf(r, "ORD-10492").verdict).toBe("invented");
    expect(claimOf(r, "I've cancelled", "action").verdict).toBe("unperformed");
  });

  it("a guessed recipient: sam@acme.com built from a first name is invented", () => {
    const r = check(runOf(customer("Send the report to Sam")), "I'll send the report to sam@acme.com.");
    expect(claimOf(r, "sam@acme.com").verdict).toBe("invented");
  });
});

describe("seed 003: a tool that does not exist, and a reply that says it worked", () => {
  it("database_query answered with an error: an update said to be done on its back is failed_action", () => {
    const run = runOf(customer("How many active users do we have?"), toolTurn("call_1", "database_query", "Error: unknown tool 'database_query'", { sql: "SELECT COUNT(*) FROM users WHERE active=1" }));
    const r = check(run, "You have 1,204 active users, and I've updated the dashboard count.", { policy: { tools: { database_query: { writes: true, claims: ["change"] } } } });
    expect(claimOf(r, "I've updated", "action").verdict).toBe("failed_action");
    expect(r.verdict).toBe("failed_action");
  });
});

describe("seed 004: the torn notebook", () => {
  const rows = Array.from({ length: 300 }, (_, i) => ({ order_id: `SU-${20000 + i}`, total_cents: 1000 + i, note: "y".repeat(40) }));
  rows.push({ order_id: "SU-88421", total_cents: 6400, note: "the receipt" });
  const torn = runOf(toolTurn("call_0", "how_to_investigate", "Procedure: " + "Check every order twice. ".repeat(150)), toolTurn("call_1", "search_orders", { orders: rows }));
  const procedure = { tools: { how_to_investigate: { resultKind: "procedure" as const } } };

  it("a value missing from a cut bag is unverifiable, not invented; the receipt the reply names is kept", () => {
    const r = check(torn, "SU-88421 is on file; SU-31337 is not.", { budget: 6000, policy: procedure });
    expect(claimOf(r, "SU-88421").verdict).toBe("grounded");
    expect(claimOf(r, "SU-31337").verdict).toBe("unverifiable");
    expect(r.claims.some((c) => c.verdict === "invented")).toBe(false);
  });

  it("the head-first baseline keeps the start of the dump and calls the honest receipt invented", () => {
    expect(claimOf(check(torn, "SU-88421 is on file.", { budget: 6000, packer: "head-first" }), "SU-88421").verdict).toBe("invented");
  });

  it("procedure text is not observation: it is out of the bag and does not spend the budget", () => {
    const r = check(torn, "SU-88421 is on file.", { budget: 6000, policy: procedure });
    expect(r.telemetry.bytesByTool).not.toHaveProperty("how_to_investigate");
    expect(claimOf(r, "SU-88421").verdict).toBe("grounded");
  });

  it("call-1 must not match call-10", () => {
    const r = check(runOf(toolTurn("call-10", "get_order", order())), "Delivered on May 5. [tool:call-1]");
    expect(claimOf(r, "[tool:call-1]", "citation").verdict).toBe("invented");
  });

  it("'90%' is the tool's 0.9 ratio", () => {
    const r = check(runOf(toolTurn("call_1", "get_metrics", { service: "api", success_ratio: 0.9 })), "The success rate is 90%.");
    expect(claimOf(r, "90%", "percent").verdict).toBe("grounded");
    expect(claimOf(check(runOf(toolTurn("call_1", "get_metrics", { service: "api", success_ratio: 0.9 })), "The success rate is 95%."), "95%", "percent").verdict).toBe("invented");
  });

  it("'alarm when truncation or unverifiable exceeds a budget': chronic cuts raise the alarm", () => {
    const t = check(torn, "SU-88421 is on file; SU-31337 is not.", { budget: 6000 }).telemetry;
    const summary = summarizeTelemetry(Array.from({ length: 25 }, () => t));
    expect(summary.alarm).toBe(true);
    expect(summary.alarms.map((a) => a.metric)).toEqual(expect.arrayContaining(["truncationRate", "unverifiableRate"]));
  });
});
