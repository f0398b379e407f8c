/**
 * Units of time as replies and records write them (issue 24, finding 1): a duration the evidence
 * states in another unit, abbreviation or spelling is the same value and grounded; a near form that
 * is not the same length ("a month" for "30 days", days for business days) is only not checked,
 * never grounded and never invented.
 */
import { describe, expect, it } from "vitest";
import { toolTurn } from "../testing/fixtures";
import { check, claimOf, customer, runOf } from "../testing/verdicts";

/** The evidence says "Processing takes <said>." in an order record. */
const said = (text: string) => runOf(customer("How long will it take?"), toolTurn("call_1", "get_order", { order_id: "SU-88421", note: `Processing takes ${text}.` }));
const durationOf = (reply: string, evidence: string) => claimOf(check(said(evidence), reply), reply.replace(/^It takes |\.$/g, ""), "duration");

describe("the same length of time, however it is written, is grounded in the record that states it", () => {
  const same: [string, string][] = [
    ["It takes 24 hrs.", "24 hours"],
    ["It takes 24 hr.", "24 hours"],
    ["It takes 24h.", "24 hours"],
    ["It takes 24 h.", "24 hours"],
    ["It takes 24 hours.", "24 hrs"],
    ["It takes 30 mins.", "30 minutes"],
    ["It takes 30min.", "30 minutes"],
    ["It takes 48 hours.", "2 days"],
    ["It takes 2 days.", "48 hours"],
    ["It takes 72 hours.", "3 days"],
    ["It takes a day.", "24 hours"],
    ["It takes 2 weeks.", "14 days"],
    ["It takes 1 week.", "7 days"],
    ["It takes 2 hours.", "120 minutes"],
    ["It takes 1.5 hours.", "90 minutes"],
    ["It takes 5 biz days.", "5 business days"],
    ["It takes 3 working days.", "3 business days"],
    ["It takes 5-7 business days.", "5 to 7 business days"],
    ["It takes 7 business days.", "5-7 business days"],
  ];
  for (const [reply, evidence] of same) {
    it(`${JSON.stringify(reply)} against "${evidence}"`, () => {
      const c = durationOf(reply, evidence);
      expect(c.verdict).toBe("grounded");
      expect(c.reason).toContain("get_order");
    });
  }
});

describe("a near form is only not checked, with the near form in the reason", () => {
  const near: [string, string][] = [
    ["It takes a month.", "30 days"],
    ["It takes 30 days.", "1 month"],
    ["It takes 5 days.", "5 business days"],
    ["It takes 5 business days.", "5 days"],
  ];
  for (const [reply, evidence] of near) {
    it(`${JSON.stringify(reply)} against "${evidence}"`, () => {
      const r = check(said(evidence), reply);
      const c = durationOf(reply, evidence);
      expect(c.verdict).toBe("not_checked");
      expect(c.reason).toContain(`"${evidence}"`);
      expect(r.verdict).toBe("not_checked");
    });
  }
});

describe("another length is invented", () => {
  for (const [reply, evidence] of [["It takes 25 hours.", "24 hours"], ["It takes 3 weeks.", "14 days"], ["It takes 10 business days.", "5-7 business days"]] as const) {
    it(`${JSON.stringify(reply)} against "${evidence}"`, () => {
      expect(durationOf(reply, evidence).verdict).toBe("invented");
    });
  }
});

// A length converts to halves of a larger unit too: 90 minutes is 1.5 hours, 36 hours 1.5 days.
it('"90 minutes" against "1.5 hours" is the same length: grounded', () => {
  expect(durationOf("It takes 90 minutes.", "1.5 hours").verdict).toBe("grounded");
});
