import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalizeRun } from "../run";
import { clausePassages, deriveAmount, extractPolicyAmounts, promptPolicyPassages, resolveRunClock } from ".";

const firstRun = (set: string) => JSON.parse(readFileSync(new URL(`../../../shared/datasets/${set}/runs.jsonl`, import.meta.url), "utf8").split("\n")[0]) as { messages: unknown[] };
const run = (system: string, tool = "") =>
  normalizeRun([
    { role: "system", content: system },
    { role: "user", content: "hi" },
    ...(tool ? [{ role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "get_order", arguments: "{}" } }] }, { role: "tool", tool_call_id: "c1", content: tool }] : []),
  ]);

describe("the run's clock", () => {
  it("prefers the check's explicit now", () => {
    const c = resolveRunClock(run("The current time is 2024-05-15 15:00:00 EST."), "2030-01-02");
    expect(c).toMatchObject({ day: "2030-01-02", source: "explicit" });
  });
  it("reads a current-time statement in the system prompt (tau-bench airline)", () => {
    const c = resolveRunClock(normalizeRun(firstRun("tau-bench-airline").messages));
    expect(c).toMatchObject({ day: "2024-05-15", source: "prompt" });
    expect(c.detail).toContain("The current time is 2024-05-15 15:00:00");
  });
  it("reads 'Today's date is May 3, 2025'", () => {
    expect(resolveRunClock(run("Today's date is May 3, 2025. Be kind."))).toMatchObject({ day: "2025-05-03", source: "prompt" });
  });
  it("falls back to the latest timestamp in the tool results, ignoring bare (future) dates", () => {
    const c = resolveRunClock(run("You are an agent.", '{"created_at": "2024-05-01T04:50:18", "flight_date": "2024-06-20", "updated": "2024-05-09 11:00:00"}'));
    expect(c).toMatchObject({ day: "2024-05-09", source: "evidence" });
  });
  it("uses the wall clock only when the run says nothing, and says so", () => {
    const c = resolveRunClock(run("You are an agent."));
    expect(c.source).toBe("wall");
    expect(c.detail).toMatch(/wall clock/);
  });
});

describe("policy passages", () => {
  it("splits the retail prompt into sentences under their headings, offsets exact", () => {
    const r = normalizeRun(firstRun("tau2-retail-dev").messages);
    const passages = promptPolicyPassages(r);
    const system = (r.entries[0] as { text: string }).text;
    for (const p of passages) expect(system.slice(p.span[0], p.span[1])).toBe(p.text);
    const cancel = passages.find((p) => p.text.includes("refunded via the original payment method immediately"));
    expect(cancel?.heading).toBe("Retail agent policy > Cancel pending order");
    expect(passages.some((p) => p.text.startsWith("<policy>"))).toBe(false);
  });
  it("keeps clause ids and versions", () => {
    const [p] = clausePassages([{ id: "RET-30", title: "Returns", text: "Returns within 30 days. Refunds in 5 days.", version: "2024-03" }]);
    expect(p).toMatchObject({ id: "RET-30", clauseId: "RET-30", clauseVersion: "2024-03", text: "Returns within 30 days.", span: [0, 23] });
  });
});

describe("amounts the policy sets", () => {
  it("reads the airline policy's rates with their unit", () => {
    const amounts = extractPolicyAmounts(promptPolicyPassages(normalizeRun(firstRun("tau-bench-airline").messages)));
    const per = amounts.map((a) => `${a.cents}/${a.per}`);
    expect(per).toContain("3000/passenger");
    expect(per).toContain("5000/bag");
  });
});

describe("derived amounts", () => {
  const ops = (...c: number[]) => c.map((cents, i) => ({ cents, label: `a${i}` }));
  it("a sum of two, a difference, a product with a count", () => {
    expect(deriveAmount(25500, ops(25000, 500))?.formula).toBe("$250.00 + $5.00 = $255.00");
    expect(deriveAmount(317, ops(27233, 26916))?.formula).toBe("$272.33 − $269.16 = $3.17");
    expect(deriveAmount(15000, ops(5000), [{ n: 3, label: "passengers" }])?.formula).toBe("$50.00 × 3 passengers = $150.00");
  });
  it("sums of three and four", () => {
    expect(deriveAmount(1000 + 2000 + 4000, ops(1000, 2000, 4000, 9))?.terms.map((t) => t.cents)).toEqual([1000, 2000, 4000]);
    expect(deriveAmount(1 + 20 + 300 + 4000, ops(1, 20, 300, 4000))?.kind).toBe("sum");
  });
  it("uses an amount twice only when it was seen twice", () => {
    expect(deriveAmount(10000, ops(5000))).toBeNull();
    expect(deriveAmount(10000, ops(5000, 5000))?.formula).toBe("$50.00 + $50.00 = $100.00");
  });
  it("finds nothing for an amount no arithmetic explains", () => {
    expect(deriveAmount(4037, ops(1000, 2000, 4000, 9000))).toBeNull();
  });
  it("stays bounded on many operands", () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ cents: 100_000 + i * 7919, label: String(i) }));
    const t = performance.now();
    deriveAmount(1, many);
    expect(performance.now() - t).toBeLessThan(1000);
  });
});
