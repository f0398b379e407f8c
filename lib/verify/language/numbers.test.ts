/**
 * Numbers as agents write and say them (issue 24, finding 1): digits, thousands groups, spelled-out
 * numbers and ordinals in the reply are the same values as the record's digits, so an honest voice
 * agent is not called a liar, and a wrong spelled-out number is still caught.
 */
import { describe, expect, it } from "vitest";
import type { ClaimKind } from "../types";
import { toolTurn } from "../testing/fixtures";
import { check, claimOf, customer, runOf } from "../testing/verdicts";

const recordRun = (fields: Record<string, unknown>) => runOf(customer("Hi"), toolTurn("call_1", "get_order", { order_id: "SU-88421", ...fields }));
const verdictOf = (reply: string, fields: Record<string, unknown>, text: string, kind: ClaimKind) => claimOf(check(recordRun(fields), reply), text, kind);

describe("spelled-out and formatted amounts are the record's amount", () => {
  const same: [string, string, Record<string, unknown>][] = [
    ["The refund is one hundred fifty dollars.", "one hundred fifty dollars", { refund_total: 150 }],
    ["The refund is one hundred and fifty dollars.", "one hundred and fifty dollars", { refund_total: 150 }],
    ["The refund is two hundred and fifty dollars.", "two hundred and fifty dollars", { refund_total: 250 }],
    ["The refund is one thousand two hundred dollars.", "one thousand two hundred dollars", { refund_total: 1200 }],
    ["The refund is twelve hundred dollars.", "twelve hundred dollars", { refund_total: 1200 }],
    ["The refund is fifty-four dollars and four cents.", "fifty-four dollars and four cents", { refund_total: 54.04 }],
    ["The refund is 99 cents.", "99 cents", { refund_total: 0.99 }],
    ["The refund is $1,250.50.", "$1,250.50", { refund_total: 1250.5 }],
    ["The refund is $1250.50.", "$1250.50", { refund_total: "1,250.50" }],
    ["The refund is $150.00.", "$150.00", { refund_total: "150" }],
    ["The refund is $9.9.", "$9.9", { refund_total: 9.9 }],
    ["The refund is USD 64.", "USD 64", { refund_total: 64 }],
    ["The refund is 64 dollars.", "64 dollars", { refund_total: 64 }],
    ["The refund is $1.2k.", "$1.2k", { refund_total: 1200 }],
    ["The refund is $64.00.", "$64.00", { amount_cents: 6400 }],
  ];
  for (const [reply, text, fields] of same) {
    it(`${JSON.stringify(text)} against ${JSON.stringify(fields)}`, () => {
      const c = verdictOf(reply, fields, text, "money");
      expect(c.verdict).toBe("grounded");
      expect(c.reason).toContain("get_order");
    });
  }

  it("a spelled-out amount that is not the record's is invented", () => {
    expect(verdictOf("The refund is one hundred sixty dollars.", { refund_total: 150 }, "one hundred sixty dollars", "money").verdict).toBe("invented");
  });

  it("$64.00 is not a bare 6400 (only a key naming cents makes it minor units), nor 640", () => {
    expect(verdictOf("The refund is $64.00.", { order_ref: 6400 }, "$64.00", "money").verdict).toBe("invented");
    expect(verdictOf("The refund is $64.", { refund_total: 640 }, "$64", "money").verdict).toBe("invented");
  });

  // "a hundred" is a number: an invented "a hundred dollars" is a money claim like any other.
  it('"a hundred dollars" no record gives is an invented amount', () => {
    expect(verdictOf("The refund is a hundred dollars.", { refund_total: 64 }, "a hundred dollars", "money").verdict).toBe("invented");
  });
});

describe("ordinals and month names are the record's day", () => {
  const same: [string, string, string][] = [
    ["It was delivered on the nineteenth of February.", "nineteenth of February", "2024-02-19"],
    ["It was delivered on the 19th of February.", "19th of February", "2024-02-19"],
    ["It was delivered on February nineteenth.", "February nineteenth", "2024-02-19"],
    ["It was delivered on February 19th.", "February 19th", "2024-02-19T10:00:00"],
    ["It was delivered on 19 Feb 2024.", "19 Feb 2024", "2024-02-19"],
    ["It was delivered on 2/19/2024.", "2/19/2024", "2024-02-19"],
    ["It was delivered on 2024-02-19.", "2024-02-19", "Feb 19, 2024"],
    ["It arrives on the twenty-first of May.", "twenty-first of May", "2024-05-21"],
    ["It arrives on May thirty-first.", "May thirty-first", "2024-05-31"],
    ["It arrives on May 31.", "May 31", "May 31st"],
  ];
  for (const [reply, text, delivered] of same) {
    it(`${JSON.stringify(text)} against "${delivered}"`, () => {
      const c = verdictOf(reply, { delivered_at: delivered }, text, "date");
      expect(c.verdict).toBe("grounded");
      expect(c.reason).toContain("get_order");
    });
  }

  it("the day before is invented", () => {
    expect(verdictOf("It was delivered on the eighteenth of February.", { delivered_at: "2024-02-19" }, "eighteenth of February", "date").verdict).toBe("invented");
  });

  // The reviewer's highlight ends at the month: a full stop after a full month name is the sentence's.
  it("a date's highlight stops at the month, not at the sentence's full stop", () => {
    const r = check(recordRun({ delivered_at: "2024-02-19" }), "It was delivered on the nineteenth of February.");
    expect(r.claims.filter((c) => c.kind === "date").map((c) => c.text)).toEqual(["nineteenth of February"]);
  });
});

describe("spelled-out lengths of time", () => {
  const same: [string, string, string][] = [
    ["It takes twenty-four hours.", "twenty-four hours", "24 hours"],
    ["It takes 24 hours.", "24 hours", "twenty-four hours"],
    ["It takes forty-eight hours.", "forty-eight hours", "48 hours"],
    ["It takes thirty-six hours.", "thirty-six hours", "36 hours"],
    ["It takes five business days.", "five business days", "5 business days"],
    ["It takes five to seven business days.", "five to seven business days", "5-7 business days"],
    ["It takes 3 days.", "3 days", "three days"],
    ["It takes 14 days.", "14 days", "fourteen days"],
  ];
  for (const [reply, text, evidence] of same) {
    it(`${JSON.stringify(text)} against "${evidence}"`, () => {
      expect(verdictOf(reply, { note: `Processing takes ${evidence}.` }, text, "duration").verdict).toBe("grounded");
    });
  }

  // The evidence side spells out every number below a thousand (it once knew only a fixed table),
  // so a policy or record that writes "thirty-six hours" gives 36 hours.
  it('"36 hours" against a record saying "thirty-six hours" is grounded', () => {
    expect(verdictOf("It takes 36 hours.", { note: "Processing takes thirty-six hours." }, "36 hours", "duration").verdict).toBe("grounded");
  });

  it('"21 days" against a record saying "twenty-one days" is grounded', () => {
    expect(verdictOf("It takes 21 days.", { note: "Processing takes twenty-one days." }, "21 days", "duration").verdict).toBe("grounded");
  });
});

describe("percentages and times of day", () => {
  it("15% is the record's 0.15, its 15%, or 15 percent", () => {
    expect(verdictOf("Your discount is 15%.", { discount: 0.15 }, "15%", "percent").verdict).toBe("grounded");
    expect(verdictOf("Your discount is 15 percent.", { note: "15% off" }, "15 percent", "percent").verdict).toBe("grounded");
    expect(verdictOf("Your discount is 16%.", { discount: 0.15 }, "16%", "percent").verdict).toBe("invented");
  });

  it("2:30 pm is the record's 14:30, and 14:30 its 2:30 PM; 3:30 pm is neither", () => {
    expect(verdictOf("Your pickup is at 2:30 pm.", { pickup: "14:30" }, "2:30 pm", "time").verdict).toBe("grounded");
    expect(verdictOf("Your pickup is at 14:30.", { pickup: "2:30 PM" }, "14:30", "time").verdict).toBe("grounded");
    expect(verdictOf("Your pickup is at 2pm.", { pickup: "14:00" }, "2pm", "time").verdict).toBe("grounded");
    expect(verdictOf("Your pickup is at 3:30 pm.", { pickup: "14:30" }, "3:30 pm", "time").verdict).toBe("invented");
  });
});
