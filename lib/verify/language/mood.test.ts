/**
 * How a sentence is said decides whether it claims anything (language/mood.ts): a question proposes,
 * a condition supposes, a denial and an offer claim no action done, the agent's own process and its
 * talk about the policy state no fact. Each case has a twin stated plainly, which the engine must
 * still catch, so a test cannot pass by the engine ignoring the sentence altogether.
 */
import { describe, expect, it } from "vitest";
import { order, sundryClauses, sundryPolicy, toolTurn } from "../testing/fixtures";
import { check, claimOf, customer, hasClaim, runOf } from "../testing/verdicts";

const run = runOf(customer("Where is SU-88421?"), toolTurn("call_1", "get_order", order()));
const opts = { clauses: sundryClauses, policy: sundryPolicy };

describe("questions propose, they do not state", () => {
  it("a date or a time asked about is not checked; stated, it is invented", () => {
    expect(claimOf(check(run, "Should I schedule the pickup for 3pm?"), "3pm", "time").verdict).toBe("not_checked");
    expect(claimOf(check(run, "I scheduled the pickup for 3pm."), "3pm", "time").verdict).toBe("invented");
    const asked = claimOf(check(run, "Would you like the replacement delivered on May 20?"), "May 20", "date");
    expect(asked.verdict).toBe("not_checked");
    expect(asked.reason).toMatch(/asked about/);
  });

  it("a question about a rule is no policy claim; the rule stated is one", () => {
    expect(hasClaim(check(run, "Is the item eligible for a return?", opts), "policy")).toBe(false);
    expect(hasClaim(check(run, "The item is eligible for a return.", opts), "policy")).toBe(true);
  });
});

describe("conditions suppose", () => {
  it("a date under 'if' is not checked", () => {
    const c = claimOf(check(run, "If it arrives by Friday, please let me know."), "Friday", "date");
    expect(c.verdict).toBe("not_checked");
    expect(c.reason).toMatch(/condition/);
  });

  it("'If SU-88421 is pending' reads no state into the record; 'SU-88421 is pending' does", () => {
    const reread = runOf(toolTurn("call_1", "get_order", order({ status: "pending" })), toolTurn("call_2", "get_order", order({ status: "delivered" })));
    expect(hasClaim(check(reread, "If SU-88421 is pending, I can cancel it."), "status")).toBe(false);
    expect(claimOf(check(reread, "SU-88421 is pending."), "SU-88421 is pending", "status").verdict).toBe("contradicted");
  });
});

describe("denials, offers and plans are no action done", () => {
  for (const reply of ["I haven't cancelled the order SU-88421 yet.", "I have not refunded SU-88421.", "Once you confirm, I'll refund SU-88421.", "Would you like me to refund SU-88421?"]) {
    it(JSON.stringify(reply), () => {
      const r = check(run, reply, opts);
      expect(hasClaim(r, "action")).toBe(false);
      expect(r.verdict).toBe("grounded");
    });
  }

  it("the plain claim is one, and unperformed with no call", () => {
    expect(claimOf(check(run, "I have refunded SU-88421.", opts), "I have refunded", "action").verdict).toBe("unperformed");
  });

  it("a status denied is not a status claimed", () => {
    const reread = runOf(toolTurn("call_1", "get_order", order({ status: "pending" })), toolTurn("call_2", "get_order", order({ status: "delivered" })));
    expect(hasClaim(check(reread, "Order SU-88421 is not pending."), "status")).toBe(false);
  });
});

describe("the agent's own process", () => {
  for (const [reply, text] of [["Give me two minutes while I check.", "two minutes"], ["Please give me 5 minutes to look into this.", "5 minutes"], ["Bear with me for 10 minutes.", "10 minutes"]] as const) {
    it(JSON.stringify(reply), () => {
      const c = claimOf(check(run, reply), text, "duration");
      expect(c.verdict).toBe("not_checked");
      expect(c.reason).toMatch(/agent's own process/);
    });
  }

  it("a length of time said of the world is a value: invented when no evidence gives it", () => {
    expect(claimOf(check(run, "Your parcel will take 10 minutes to arrive."), "10 minutes", "duration").verdict).toBe("invented");
  });
});

describe("requests and talk about the policy state no rule", () => {
  for (const reply of [
    "To check your eligibility I'll need your order number.",
    "I understand how frustrating this is.",
    "Unfortunately, I'm unable to help with that.",
    "Due to our policy, I cannot do that.",
    "I don't have the authority to make exceptions.",
    "This is a strict policy to protect your privacy.",
  ]) {
    it(JSON.stringify(reply), () => {
      const r = check(run, reply, opts);
      expect(hasClaim(r, "policy")).toBe(false);
      expect(r.telemetry.policySentences).toBe(0);
    });
  }
});

describe("an estimate", () => {
  it("'about $260' beside amounts that sum to $255 is not checked, never invented", () => {
    const items = runOf(toolTurn("call_1", "get_order", { order_id: "SU-88421", items: [{ price: 152 }, { price: 103 }] }));
    const c = claimOf(check(items, "Together that's about $260."), "$260", "money");
    expect(c.verdict).toBe("not_checked");
  });
});
