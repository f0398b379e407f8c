import { describe, expect, it } from "vitest";
import { describeFact, factRows, formatCents, surfaceWords } from "./describe-fact";
import { draftClauseFacts, reanchorFacts } from "./draft-clause-facts";
import type { PolicyFact } from "../verify";

const about = "x";

describe("describeFact: a fact in plain words", () => {
  it("says each kind as a policy owner would", () => {
    expect(describeFact({ kind: "duration", min: 24, max: 24, unit: "hour", since: "booking", about })).toBe("window: at most 24 hours since booking");
    expect(describeFact({ kind: "duration", min: 5, max: 7, unit: "business_day", about })).toBe("time: 5 to 7 business days");
    expect(describeFact({ kind: "duration", min: 1, max: 1, unit: "week", about })).toBe("time: 1 week");
    expect(describeFact({ kind: "amount", cents: 5000, per: "bag", about })).toBe("amount: $50 per bag");
    expect(describeFact({ kind: "amount", cents: 1250, about })).toBe("amount: $12.50");
    expect(describeFact({ kind: "rate", ratio: 0.1, per: "fare", about })).toBe("rate: 10% of fare");
    expect(describeFact({ kind: "kinds", allowed: ["credit card", "gift card"], about })).toBe("allowed kinds: credit card, gift card");
    expect(describeFact({ kind: "kinds", forbidden: ["cash"], about })).toBe("forbidden kinds: cash");
  });

  it("shows the policy's own word for a stemmed noun or action, and the stem when the sentence lacks it", () => {
    expect(describeFact({ kind: "limit", max: 5, noun: "passeng", about: "Each reservation can have at most five passengers." })).toBe("limit: at most 5 passengers");
    expect(describeFact({ kind: "limit", max: 1, noun: "travel certificat", about: "At most one travel certificate." })).toBe("limit: at most 1 travel certificate");
    expect(describeFact({ kind: "statuses", action: "cancel", statuses: ["pending", "processing"], about: "It can be cancelled only if pending." })).toBe(
      "statuses: cancelled only when the status is pending or processing",
    );
    expect(surfaceWords("exchang", "nothing here")).toBe("exchang");
  });

  it("formats cents without inventing precision", () => {
    expect(formatCents(100)).toBe("$1");
    expect(formatCents(5)).toBe("$0.05");
  });
});

describe("draftClauseFacts and factRows: facts beside their sentences", () => {
  const text = "Bookings can be cancelled within 24 hours of booking. Each reservation can have at most five passengers. Be kind.";

  it("drafts per sentence, unconfirmed, with spans into the clause text", () => {
    const facts = draftClauseFacts(text);
    expect(facts.map((f) => [f.kind, f.confirmed])).toEqual([
      ["duration", false],
      ["limit", false],
    ]);
    for (const f of facts) expect(text.slice(f.span![0], f.span![1])).toBe(f.about);
  });

  it("puts each fact in the row of its sentence; a fact without a span goes against the whole clause, first", () => {
    const facts: PolicyFact[] = [...draftClauseFacts(text), { kind: "kinds", allowed: ["card"], about: "payment" }];
    const rows = factRows(text, facts);
    expect(rows.map((r) => [r.span === null ? "whole" : r.text.slice(0, 12), r.facts.map((f) => f.index)])).toEqual([
      ["whole", [2]],
      ["Bookings can", [0]],
      ["Each reserva", [1]],
      ["Be kind.", []],
    ]);
    expect(rows[0].text).toBe(text);
  });

  it("a span past the end of an edited text falls back to the whole clause", () => {
    const rows = factRows("Short.", [{ kind: "limit", max: 2, noun: "bag", about, span: [40, 60] }]);
    expect(rows[0]).toMatchObject({ span: null, facts: [{ index: 0 }] });
  });

  it("reanchorFacts moves a span with its sentence and drops it when the sentence changed", () => {
    const facts = draftClauseFacts(text);
    const moved = reanchorFacts(text, `New first sentence. ${text}`, facts);
    expect(moved[0].span).toEqual([facts[0].span![0] + 20, facts[0].span![1] + 20]);
    const changed = reanchorFacts(text, text.replace("five passengers", "six passengers"), facts);
    expect(changed[1].span).toBeUndefined();
    expect(changed[1]).toMatchObject({ kind: "limit", max: 5 });
  });
});
