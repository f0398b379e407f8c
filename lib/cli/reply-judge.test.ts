import { describe, expect, it } from "vitest";
import { main } from "./main";

const root = new URL("../../examples/sundry/", import.meta.url).pathname;
const sink = () => {
  const chunks: string[] = [];
  return { write: (s: string) => chunks.push(s), text: () => chunks.join("") };
};
const replay = async (...extra: string[]) => {
  const out = sink();
  const err = sink();
  const base = ["replay", "--tools", `${root}tools.json`, "--policy", `${root}policy.json`, "--runs", `${root}reply-fixtures/runs.jsonl`];
  const code = await main([...base, ...extra], { stdout: out, stderr: err });
  const lines = out.text().trim().split("\n").filter(Boolean).map((l) => JSON.parse(l));
  return { code, replies: lines.filter((l) => l.kind === "reply"), err: err.text() };
};

describe("groundcheck replay judges replies", () => {
  it("prints one line per customer-facing reply with its verdict and claims", async () => {
    const { code, replies, err } = await replay("--clauses", `${root}clauses.json`);
    expect(code).toBe(0);
    expect(replies.map((r) => [r.run, r.message_index, r.verdict])).toEqual([
      // One policy sentence of the first reply no fact settles ("can also be refunded instead"): it passes, not checked.
      ["reply-grounded", 6, "not_checked"],
      ["reply-thursday", 6, "invented"],
      // "within 90 days" is a value no evidence gives; the cited clause does not state it either.
      ["reply-unsupported", 6, "invented"],
    ]);
    expect(replies[2].claims.find((c: { kind: string }) => c.kind === "policy")).toMatchObject({ verdict: "cited_unsupported", held: true });
    const thursday = replies[1].claims.find((c: { text: string }) => c.text === "Thursday");
    expect(thursday).toMatchObject({ kind: "date", verdict: "invented" });
    const clause = replies[1].claims.find((c: { kind: string }) => c.kind === "policy");
    expect(clause.reason).toContain("REF-24H does not exist");
    expect(err).toContain("replies checked: 3");
  });

  it("without --clauses a cited clause cannot be checked: unverifiable, not grounded", async () => {
    const { replies } = await replay();
    expect(replies[0].verdict).toBe("unverifiable");
  });

  it("refuses a bad --budget or an invalid clause library with exit code 2", async () => {
    expect((await replay("--budget", "lots")).code).toBe(2);
    const bad = await replay("--clauses", `${root}policy.json`);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--clauses");
  });
});
