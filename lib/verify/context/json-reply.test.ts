/**
 * Replies sent as JSON ({"message": "..."}): read as the text they say to the customer, decoded,
 * while every claim's span still indexes the raw reply a reviewer is shown.
 */
import { describe, expect, it } from "vitest";
import { order, toolTurn } from "../testing/fixtures";
import { check, claimOf, runOf } from "../testing/verdicts";

const run = runOf(toolTurn("call_1", "get_order", order()));

describe("a JSON reply", () => {
  const raw = JSON.stringify({ message: "Your order SU-88421 was delivered on May 5.\nOrder SU-77777 too.", internal: "ticket TK-55555 escalated" });

  it("is read as its string values, and each span points at the claim in the raw reply", () => {
    const r = check(run, raw);
    expect(r.replyFormat).toBe("json");
    for (const c of r.claims) expect(raw.slice(c.span[0], c.span[1]), c.text).toBe(c.text);
    expect(claimOf(r, "SU-88421").verdict).toBe("grounded");
    expect(claimOf(r, "May 5", "date").verdict).toBe("grounded");
    expect(claimOf(r, "SU-77777").verdict).toBe("invented");
  });

  it("replyJsonPaths limits the claims to the fields that speak to the customer", () => {
    const all = check(run, raw);
    expect(claimOf(all, "TK-55555").verdict).toBe("invented");
    const spoken = check(run, raw, { replyJsonPaths: ["message"] });
    expect(spoken.claims.some((c) => c.text === "TK-55555")).toBe(false);
    expect(claimOf(spoken, "SU-77777").verdict).toBe("invented");
  });

  it("escapes are decoded: a \\n list does not become an id 'n1', and \\u00e9 and \\\" read as text", () => {
    const escaped = '{"message": "Caf\\u00e9 order SU-88421 \\"shipped\\" on 2024-05-05.\\n1. Check SU-88421\\n2. Done"}';
    const r = check(run, escaped);
    expect(r.claims.map((c) => c.text)).not.toContain("n1");
    expect(r.verdict).toBe("grounded");
    const date = claimOf(r, "2024-05-05", "date");
    expect(escaped.slice(date.span[0], date.span[1])).toBe("2024-05-05");
  });

  it("a reply handed over as an object is read as the JSON it was sent as", () => {
    const r = check(run, { message: "Order SU-77777 is fine." });
    expect(r.replyFormat).toBe("json");
    const id = claimOf(r, "SU-77777");
    expect(id.verdict).toBe("invented");
    expect(JSON.stringify({ message: "Order SU-77777 is fine." }).slice(id.span[0], id.span[1])).toBe("SU-77777");
  });

  it("text that only looks like JSON is read as text", () => {
    const r = check(run, "{not json} Order SU-77777 is fine.");
    expect(r.replyFormat).toBe("text");
    expect(claimOf(r, "SU-77777").verdict).toBe("invented");
  });

  it("an action sentence inside the JSON is judged like any other", () => {
    const r = check(run, JSON.stringify({ message: "I've cancelled your order SU-88421." }));
    const a = claimOf(r, "I've cancelled", "action");
    expect(a.verdict).toBe("unperformed");
    expect(JSON.stringify({ message: "I've cancelled your order SU-88421." }).slice(a.span[0], a.span[1])).toBe("I've cancelled your order SU-88421.");
  });
});
