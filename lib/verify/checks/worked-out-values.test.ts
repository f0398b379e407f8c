/**
 * Values an agent works out and says in its own manner, found on the second blind banking set:
 * spoken years, a day said with no year, a date a stated length of time away, a ratio of amounts a
 * result's text gives, arithmetic written out with a rate, an amount repeated after it was worked
 * out, and a sum that is no write. Each has a twin that must still fail.
 */
import { describe, expect, it } from "vitest";
import { toolTurn } from "../testing/fixtures";
import { check, claimOf, customer, runOf } from "../testing/verdicts";

/** A record written as text lines, as many tools give it (no JSON). */
const textRecord = (lines: string[]) => ["Found 1 record(s):", "", ...lines.map((l) => `   ${l}`)].join("\n");
const account = runOf(
  customer("Can I open a savings account?"),
  toolTurn("call_1", "get_account", textRecord(["account_id: acc_991", "date_of_account_open: 09/10/2023", "current_balance: $1,500.00", "credit_limit: $4,000.00", "annual_rate: 6%"])),
);

describe("dates said the way people say them", () => {
  it("a spoken year belongs to its date: 'the tenth of September twenty twenty-three' is 2023-09-10", () => {
    expect(claimOf(check(account, "Your account was opened on the tenth of September twenty twenty-three."), "tenth of September twenty twenty-three", "date").verdict).toBe("grounded");
  });

  it("a day said with no year is that day of the record's year: 'opened on September 10' is grounded", () => {
    expect(claimOf(check(account, "Your account was opened on September 10."), "September 10", "date").verdict).toBe("grounded");
  });

  it("a day no record holds in any year stays invented", () => {
    expect(claimOf(check(account, "Your account was opened on September 12."), "September 12", "date").verdict).toBe("invented");
  });

  it("'November twenty twenty-four' is a month of a year, not November 20", () => {
    const r = check(account, "You opened it in November twenty twenty-four.");
    expect(r.claims.some((c) => c.kind === "date")).toBe(false);
  });
});

describe("a date a length of time the reply states away from a record's date", () => {
  it("'needs 90 days: eligible 12/09/2023' is 09/10/2023 + 90 days", () => {
    const c = claimOf(check(account, "Savings needs 90 days of tenure: eligible 12/09/2023."), "12/09/2023", "date");
    expect(c.verdict).toBe("grounded");
    expect(c.reason).toContain("+ 90 days");
  });

  it("with no cue of a deadline, only the reply's own lengths are tried: '12/19/2023' stays invented", () => {
    expect(claimOf(check(account, "Savings needs 90 days of tenure: eligible 12/19/2023."), "12/19/2023", "date").verdict).toBe("invented");
  });
});

describe("ratios and arithmetic over what a result's text gives", () => {
  it("'utilization around 37.5%' is $1,500 / $4,000 from the record's text", () => {
    expect(claimOf(check(account, "Your utilization is around 37.5%."), "37.5%", "percent").verdict).toBe("grounded");
  });

  it("'utilization around 38.5%' is no ratio of them: invented", () => {
    expect(claimOf(check(account, "Your utilization is around 38.5%."), "38.5%", "percent").verdict).toBe("invented");
  });

  it("arithmetic written out with a rate holds: '$4,000.00 x 6% / 12 = **$20.00**' is grounded, and its repetition too", () => {
    const r = check(account, "Monthly interest: $4,000.00 x 6% / 12 = **$20.00**.\n\nSo you earn $20.00 a month.");
    const both = r.claims.filter((c) => c.kind === "money" && c.text === "$20.00");
    expect(both).toHaveLength(2);
    expect(both.every((c) => c.verdict === "grounded")).toBe(true);
  });

  it("the same arithmetic written with a wrong result is contradicted", () => {
    expect(claimOf(check(account, "Monthly interest: $4,000.00 x 6% / 12 = **$24.00**."), "$24.00", "money").verdict).toBe("contradicted");
  });

  it("a yearly rate said as a month's amount: '6%, or $20.00 a month on $4,000' is grounded", () => {
    expect(claimOf(check(account, "At 6%, that is $20.00 a month on $4,000.00."), "$20.00", "money").verdict).toBe("grounded");
  });
});

describe("a sum is no write", () => {
  it("'I added up your twelve statements' claims no action", () => {
    const r = check(account, "I added up your twelve statements, and each is over the threshold.");
    expect(r.claims.some((c) => c.kind === "action")).toBe(false);
  });

  it("'I've added a savings account' still claims one, and no call made it", () => {
    expect(claimOf(check(account, "I've added a savings account to your profile."), "I've added", "action").verdict).toBe("unperformed");
  });
});

describe("a generic verb's object names a tool, but so may the verb", () => {
  const tools = [
    { name: "request_human_agent_transfer", parameters: ["summary"] },
    { name: "submit_limit_increase_request", parameters: ["account_id", "amount"] },
  ];
  const submitted = runOf(customer("Please raise my limit by $400."), toolTurn("call_1", "submit_limit_increase_request", { status: "submitted" }, { account_id: "acc_991", amount: 400 }));

  it("'I submitted your request' is made true by the submit_* call, though a request_* tool exists", () => {
    expect(claimOf(check(submitted, "I submitted your request for a $400 increase.", { tools }), "I submitted your request", "action").verdict).toBe("grounded");
  });

  it("with no such call, it is unperformed", () => {
    expect(claimOf(check(account, "I submitted your request for a $400 increase.", { tools }), "I submitted your request", "action").verdict).toBe("unperformed");
  });
});

describe("a write's own result may report an act no tool is named for", () => {
  const replaced = runOf(customer("My card was stolen."), toolTurn("call_1", "order_replacement_card", "Order ID: ord_77\nThe old card has been cancelled for security.", { account_id: "acc_991" }));
  const read = runOf(customer("My card was stolen."), toolTurn("call_1", "get_card", { card_id: "card_1", status: "cancelled" }, { card_id: "card_1" }));

  it("'Your old card is now cancelled' after a replacement order whose result says so is grounded", () => {
    expect(claimOf(check(replaced, "Your old card is now cancelled."), "Your old card is now cancelled", "action").verdict).toBe("grounded");
  });

  it("a read that shows the card cancelled is a state, not the agent's act: still unperformed", () => {
    expect(claimOf(check(read, "I've cancelled your old card."), "I've cancelled", "action").verdict).toBe("unperformed");
  });
});

describe("an id read out after the word ID", () => {
  const customerRun = runOf(customer("Hi, it's John."), toolTurn("call_1", "get_customer", { customer_id: "C1001", name: "John Smith" }));

  it("'customer I D C one zero zero one' is C1001, not IDC1001", () => {
    expect(claimOf(check(customerRun, "I found your account, customer I D C one zero zero one."), "C one zero zero one", "identifier").verdict).toBe("grounded");
  });

  it("'customer I D C one zero zero two' is still no id of the run", () => {
    expect(claimOf(check(customerRun, "I found your account, customer I D C one zero zero two."), "C one zero zero two", "identifier").verdict).toBe("invented");
  });
});
