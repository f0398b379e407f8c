import { describe, expect, it } from "vitest";
import { notCheckedShare, shareCell, type NotCheckedRow } from "./not-checked-share";

const row = (day: string, agentId: string, policy: number, notChecked: number): NotCheckedRow => ({ day, agentId, agent: agentId.toUpperCase(), policy, notChecked });
const DAYS = ["2026-12-01", "2026-12-02", "2026-12-03"];

describe("the not-checked share of policy sentences", () => {
  it("is not_checked over all policy sentences, and null with none", () => {
    expect(shareCell(10, 3, 0.2)).toEqual({ policy: 10, notChecked: 3, share: 0.3, over: true });
    expect(shareCell(10, 2, 0.2)).toMatchObject({ share: 0.2, over: false }); // at the threshold is not over it
    expect(shareCell(0, 0, 0)).toEqual({ policy: 0, notChecked: 0, share: null, over: false });
  });

  it("sums per agent and per day, and weighs by sentences rather than averaging days", () => {
    const s = notCheckedShare([row("2026-12-01", "a", 1, 1), row("2026-12-02", "a", 9, 0), row("2026-12-01", "b", 4, 1)], DAYS, 0.5);
    expect(s.total).toMatchObject({ policy: 14, notChecked: 2 });
    expect(s.total.share).toBeCloseTo(2 / 14);
    expect(s.agents.map((a) => [a.id, a.name, a.policy, a.notChecked, a.share])).toEqual([
      ["b", "B", 4, 1, 0.25],
      ["a", "A", 10, 1, 0.1],
    ]);
    expect(s.days.map((d) => d.day)).toEqual(DAYS);
    expect(s.days[0].total).toMatchObject({ policy: 5, notChecked: 2, share: 0.4 });
    expect(s.days[0].byAgent.a).toMatchObject({ share: 1, over: true }); // one day over, flagged on its own
    expect(s.days[2]).toEqual({ day: "2026-12-03", total: { policy: 0, notChecked: 0, share: null, over: false }, byAgent: {} });
    expect(s.alarm).toBeNull(); // neither agent nor the range is over 50%
  });

  it("raises the alarm when an agent's share is over the threshold, naming it, even if the range's is not", () => {
    const s = notCheckedShare([row("2026-12-01", "a", 100, 5), row("2026-12-01", "b", 10, 4)], DAYS, 0.3);
    expect(s.total.over).toBe(false);
    expect(s.alarm).toEqual({ overall: false, agents: [{ id: "b", name: "B", share: 0.4 }] });
  });

  it("raises it for the whole range too, and a threshold of 0 flags any not_checked sentence", () => {
    const s = notCheckedShare([row("2026-12-01", "a", 10, 1)], DAYS, 0);
    expect(s.alarm).toEqual({ overall: true, agents: [{ id: "a", name: "A", share: 0.1 }] });
    expect(notCheckedShare([row("2026-12-01", "a", 10, 0)], DAYS, 0).alarm).toBeNull();
  });

  it("has no alarm and no agents with no policy sentences", () => {
    const s = notCheckedShare([], DAYS, 0.2);
    expect(s).toMatchObject({ agents: [], alarm: null, total: { share: null } });
  });
});
