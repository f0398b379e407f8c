import { describe, expect, it } from "vitest";
import type { Claim, Verdict } from "../verify/types";
import { groupReplyClaims } from "./group-reply-claims";

const claim = (verdict: Verdict, text: string, extra: Partial<Claim> = {}): Claim => ({
  kind: "policy",
  text,
  span: [0, text.length],
  value: { type: "policy", clauseIds: [] } as unknown as Claim["value"],
  verdict,
  reason: "",
  support: [],
  citations: { tools: [], clauses: [] },
  ...extra,
});

describe("a held reply's claims, grouped for the reviewer", () => {
  it("keeps not_checked sentences apart from the alarms and out of their count", () => {
    const g = groupReplyClaims([claim("not_checked", "Gift wrapping is free."), claim("invented", "Thursday", { kind: "date" }), claim("grounded", "$64.00", { kind: "money" })]);
    expect(g.alarms.map((c) => [c.number, c.claim.verdict])).toEqual([[2, "invented"]]);
    expect(g.notChecked.map((c) => [c.number, c.claim.text])).toEqual([[1, "Gift wrapping is free."]]);
    expect(g.passed.map((c) => c.number)).toEqual([3]);
  });

  it("a not_checked claim waiting for a person is an alarm: it is why the reply waits", () => {
    const g = groupReplyClaims([claim("not_checked", "Pets ride free.", { held: true })]);
    expect(g.alarms).toHaveLength(1);
    expect(g.notChecked).toHaveLength(0);
  });

  it("every failing verdict is an alarm and every passing one is not", () => {
    const verdicts: Verdict[] = ["grounded", "supported_uncited", "not_checked", "unverifiable", "cited_unsupported", "contradicted", "failed_action", "unperformed", "invented"];
    const g = groupReplyClaims(verdicts.map((v) => claim(v, v)));
    expect(g.alarms.map((c) => c.claim.verdict)).toEqual(["unverifiable", "cited_unsupported", "contradicted", "failed_action", "unperformed", "invented"]);
    expect(g.notChecked.map((c) => c.claim.verdict)).toEqual(["not_checked"]);
    expect(g.passed.map((c) => c.claim.verdict)).toEqual(["grounded", "supported_uncited"]);
  });
});
