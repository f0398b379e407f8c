import { describe, expect, it } from "vitest";
import { DAY, HOUR, MONTH_OF_HISTORY, logNormalMs, nextOnShift, planHistory, shiftOf } from "./history-plan";
import { createPrng } from "./prng";
import { buildSundryStore } from "./sundry-store";
import { onDemoClock } from "./demo-clock";
import { fixFor, managerChoice, rejectionOf, reviewerChoice } from "./team-choices";
import { FAILURES } from "./demo-scenarios";

const NOW = Date.parse("2026-12-01T13:00:00Z"); // a Tuesday
const store = buildSundryStore({ today: "2026-12-01" });

describe("the demo's month", () => {
  const plan = planHistory(store, createPrng(2026), NOW, MONTH_OF_HISTORY);

  it("has several hundred tickets on every one of the 30 days before today, none today, in time order", () => {
    expect(plan.length).toBeGreaterThan(250);
    const days = new Set(plan.map((t) => new Date(t.at).toISOString().slice(0, 10)));
    expect(days.size).toBe(30);
    expect(Math.min(...plan.map((t) => t.at))).toBeGreaterThanOrEqual(Date.parse("2026-11-01T00:00:00Z"));
    expect(Math.max(...plan.map((t) => t.at))).toBeLessThan(Date.parse("2026-12-01T00:00:00Z"));
    expect(plan.every((t, i) => i === 0 || plan[i - 1].at <= t.at)).toBe(true);
  });

  it("is the same month on every run, with fewer failures in its last week than in its first", () => {
    expect(planHistory(store, createPrng(2026), NOW, MONTH_OF_HISTORY).map((t) => [t.at, t.scenario.kind])).toEqual(plan.map((t) => [t.at, t.scenario.kind]));
    const failing = (from: number, to: number) => {
      const week = plan.filter((t) => t.at >= from && t.at < to);
      return week.filter((t) => t.scenario.kind in { invented_tool: 1, transposed_id: 1, amount_unmatched: 1, invented_date: 1, uncited_policy: 1, cited_unsupported: 1 }).length / week.length;
    };
    expect(failing(NOW - 30 * DAY, NOW - 23 * DAY)).toBeGreaterThan(failing(NOW - 8 * DAY, NOW));
  });

  it("has busier weekdays than weekends and both live runs and imports", () => {
    const perDay = (iso: string) => plan.filter((t) => new Date(t.at).toISOString().startsWith(iso)).length;
    expect(perDay("2026-11-24")).toBeGreaterThan(perDay("2026-11-29")); // Tuesday vs Sunday
    expect(plan.some((t) => t.scenario.mode === "live") && plan.some((t) => t.scenario.mode === "import")).toBe(true);
  });
});

describe("working hours and delays", () => {
  it("moves a hold made at night to the next shift's start and leaves one made on shift alone", () => {
    expect(nextOnShift(Date.parse("2026-11-24T21:00:00Z"))).toBe(Date.parse("2026-11-25T08:00:00Z"));
    expect(nextOnShift(Date.parse("2026-11-24T09:30:00Z"))).toBe(Date.parse("2026-11-24T09:30:00Z"));
    // Saturday evening: Sunday's skeleton shift at 10:00.
    expect(nextOnShift(Date.parse("2026-11-28T17:00:00Z"))).toBe(Date.parse("2026-11-29T10:00:00Z"));
    expect(shiftOf(Date.parse("2026-11-29T12:00:00Z")).end - shiftOf(Date.parse("2026-11-29T12:00:00Z")).start).toBe(6 * HOUR);
  });

  it("draws log-normal delays around their median", () => {
    const rng = createPrng(1);
    const xs = Array.from({ length: 2001 }, () => logNormalMs(rng, 60_000, 0.9)).sort((a, b) => a - b);
    expect(xs[1000]).toBeGreaterThan(45_000);
    expect(xs[1000]).toBeLessThan(80_000);
    expect(xs[1900]).toBeGreaterThan(3 * xs[1000]);
  });
});

describe("the demo clock", () => {
  it("moves new Date() (what Prisma stamps rows with) but not Date.now(), only forward, and puts it back", async () => {
    const before = Date.now();
    const seen = await onDemoClock(NOW - 10 * DAY, async (moveTo) => {
      const first = new Date().getTime();
      moveTo(NOW - 5 * DAY);
      const second = new Date().getTime();
      moveTo(NOW - 9 * DAY); // back: ignored
      return { first, second, third: new Date().getTime(), now: Date.now(), isDate: new Date() instanceof Date && new Date(0) instanceof Date };
    });
    expect(Math.abs(seen.first - (NOW - 10 * DAY))).toBeLessThan(1000);
    expect(Math.abs(seen.second - (NOW - 5 * DAY))).toBeLessThan(1000);
    expect(seen.third).toBeGreaterThanOrEqual(seen.second);
    expect(seen.now).toBeGreaterThanOrEqual(before);
    expect(seen.isDate).toBe(true);
    expect(Math.abs(new Date().getTime() - Date.now())).toBeLessThan(1000);
  });
});

describe("what a reviewer writes as the fix", () => {
  const o = store.orders.get("SU-88421")!;
  const c = store.customers[0];
  const rng = createPrng(3);
  it("is the model's own next attempt for a refund to the transposed id, and nothing for an invented tool", () => {
    const s = { ...FAILURES.transposed_id.make(o, c, rng), ticket: "T", customer: c, mode: "import" as const, format: "openai" as const };
    expect(fixFor(s, { kind: "write", toolName: "issue_refund", payload: { order_id: "SU-88412", amount_cents: 6400 }, reasonCodes: ["unknown_id"] })).toEqual({ order_id: "SU-88421", amount_cents: 6400 });
    const cancel = { ...FAILURES.cancel_order.make(o, c, rng), ticket: "T", customer: c, mode: "import" as const, format: "openai" as const };
    expect(fixFor(cancel, { kind: "write", toolName: "cancel_order", payload: { order_id: "SU-88421" }, reasonCodes: ["unknown_tool"] })).toBeNull();
  });
  it("takes the invented day out of a reply", () => {
    const s = { ...FAILURES.thursday.make(o, c, rng), ticket: "T", customer: c, mode: "live" as const, format: "openai" as const };
    expect(fixFor(s, { kind: "reply", toolName: null, payload: { text: "Your replacement SU-R1 [tool:call_2] arrives Thursday." }, reasonCodes: ["invented"] })).toEqual({
      text: "Your replacement SU-R1 [tool:call_2] is on its way; Sundry emails you the tracking number once it ships.",
    });
  });
});

describe("what a reviewer sends back", () => {
  const o = store.orders.get("SU-88421")!;
  const c = store.customers[0];
  const scenario = (kind: keyof typeof FAILURES) => ({ ...FAILURES[kind].make(o, c, createPrng(3)), ticket: "T", customer: c, mode: "import" as const, format: "openai" as const });
  const cancel = { kind: "write" as const, toolName: "cancel_order", payload: { order_id: "SU-88421" }, reasonCodes: ["unknown_tool"] };

  it("says what was wrong and what to do instead, from what the item page shows", () => {
    expect(rejectionOf(cancel, null)).toEqual({ action: "reject", note: "There is no cancel_order tool: nothing here can do that.", instead: expect.stringContaining("escalate_to_human") });
    const transposed = { kind: "write" as const, toolName: "issue_refund", payload: { order_id: "SU-88412", amount_cents: 6400 }, reasonCodes: ["unknown_id"] };
    expect(rejectionOf(transposed, fixFor(scenario("transposed_id"), transposed))).toEqual({
      action: "reject",
      note: "SU-88412 is not the customer's order; the order they wrote about is SU-88421.",
      instead: "Refund SU-88421 instead.",
    });
    const round = { kind: "write" as const, toolName: "issue_refund", payload: { order_id: "SU-77310", amount_cents: 5000 }, reasonCodes: ["amount_unmatched"] };
    expect(rejectionOf(round, { order_id: "SU-77310", amount_cents: 1900 })).toMatchObject({ note: "$50.00 matches no charge on SU-77310.", instead: "Refund the charge itself: $19.00." });
  });

  it("a share of the failures nobody can fix on the page is sent back by reviewers and managers; a correct run held by mistake never is", () => {
    const rng = createPrng(11);
    const draws = (f: () => { action: string }) => Array.from({ length: 400 }, f).filter((x) => x.action === "reject").length;
    const byReviewer = draws(() => reviewerChoice(rng, scenario("cancel_order"), cancel, 0.05));
    expect(byReviewer).toBeGreaterThan(150);
    expect(byReviewer).toBeLessThan(300);
    expect(draws(() => managerChoice(rng, scenario("cancel_order"), cancel))).toBeGreaterThan(100);
    const refund = { ...FAILURES.transposed_id.make(o, c, rng), kind: "refund", ticket: "T", customer: c, mode: "import" as const, format: "openai" as const };
    expect(draws(() => reviewerChoice(rng, refund, { ...cancel, toolName: "issue_refund", reasonCodes: ["unknown_id"] }, 0.05))).toBe(0);
  });
});
