import { describe, expect, it } from "vitest";
import { factProblems } from "../verify";
import { addFactInput, editFactInput, factFields, factFromFields } from "./fact-schemas";

const parse = (raw: Record<string, unknown>) => factFromFields(factFields.parse(raw), "The sentence.");

describe("a fact from its form's fields", () => {
  it("reads each kind's fields as the verifier stores them", () => {
    expect(parse({ kind: "duration", max: "24", unit: "hour", since: "Booking" })).toEqual({ kind: "duration", min: 24, max: 24, unit: "hour", since: "booking", about: "The sentence." });
    expect(parse({ kind: "duration", min: "5", max: "7", unit: "business_day", since: "" })).toEqual({ kind: "duration", min: 5, max: 7, unit: "business_day", about: "The sentence." });
    expect(parse({ kind: "amount", amount: "12.50", per: "Bag" })).toEqual({ kind: "amount", cents: 1250, per: "bag", about: "The sentence." });
    expect(parse({ kind: "rate", percent: "10", per: "" })).toEqual({ kind: "rate", ratio: 0.1, about: "The sentence." });
    expect(parse({ kind: "kinds", allowed: "Credit card, gift card\n", forbidden: "" })).toEqual({ kind: "kinds", allowed: ["credit card", "gift card"], about: "The sentence." });
    expect(parse({ kind: "statuses", action: "cancelled", statuses: "pending, processing", about: "cancel an order" })).toEqual({
      kind: "statuses",
      action: "cancel",
      statuses: ["pending", "processing"],
      about: "cancel an order",
    });
  });

  it("stores a limit's noun as the verifier's stems, so the owner types plain words", () => {
    expect(parse({ kind: "limit", max: "5", noun: "Passengers" })).toMatchObject({ kind: "limit", max: 5, noun: "passeng" });
  });

  it("leaves the judging of values to factProblems, which names each bad field", () => {
    const bad = parse({ kind: "duration", max: "soon", unit: "fortnight" });
    expect(factProblems(bad, "fact")).toEqual(["fact.min: must be a number >= 0", "fact.max: must be a number >= 0", "fact.unit: must be one of minute, hour, day, business_day, week, month, year"]);
    expect(factProblems(parse({ kind: "kinds", allowed: " , " }), "fact")).toEqual(["fact: a kinds fact needs allowed or forbidden"]);
    expect(factProblems(parse({ kind: "limit", max: "3" }), "fact")).toEqual(["fact.noun: must name what is limited"]);
    expect(factProblems(parse({ kind: "amount", amount: "50", per: "bag" }), "fact")).toEqual([]);
  });

  it("the action inputs take form strings: ids, the version the form saw, the index and the sentence", () => {
    expect(editFactInput.parse({ clauseId: "c1", baseVersion: "3", index: "0", kind: "limit", max: "5", noun: "bags" })).toMatchObject({ baseVersion: 3, index: 0, kind: "limit" });
    expect(addFactInput.parse({ clauseId: "c1", baseVersion: "1", span: "12-40", kind: "rate", percent: "5" })).toMatchObject({ span: [12, 40] });
    expect(addFactInput.parse({ clauseId: "c1", baseVersion: "1", span: "", kind: "rate", percent: "5" }).span).toBeUndefined();
    expect(addFactInput.safeParse({ clauseId: "c1", baseVersion: "1", span: "40-12", kind: "rate" }).success).toBe(false);
    expect(editFactInput.safeParse({ clauseId: "c1", baseVersion: "1", index: "-1", kind: "rate" }).success).toBe(false);
    expect(editFactInput.safeParse({ clauseId: "c1", baseVersion: "1", index: "0", kind: "colour" }).success).toBe(false);
  });
});
