import { describe, expect, it } from "vitest";
import { defaultSlaTable, formatMinutes, slaMinutesFor, slaState, slaTableWith } from "@/lib/review/reason-sla";

describe("SLA rules", () => {
  const at = new Date("2026-01-01T12:00:00Z");
  const ago = (min: number) => new Date(at.getTime() - min * 60_000);

  it("an item's SLA is its strictest reason's", () => {
    const t = defaultSlaTable();
    expect(slaMinutesFor(["wrong_customer", "unverifiable"], t)).toBe(t.wrong_customer);
    expect(slaMinutesFor(["unverifiable"], t)).toBe(t.unverifiable);
  });
  it("an unknown code takes the strictest SLA of all, so nothing waits forever", () => {
    const t = defaultSlaTable();
    expect(slaMinutesFor(["retired_code"], t)).toBe(Math.min(...Object.values(t)));
  });
  it("managers' overrides replace defaults; overrides of unknown codes are ignored", () => {
    const t = slaTableWith([{ reason: "unknown_id", minutes: 5 }, { reason: "nope", minutes: 1 }]);
    expect(t.unknown_id).toBe(5);
    expect(t.wrong_customer).toBe(defaultSlaTable().wrong_customer);
    expect(Object.keys(t)).not.toContain("nope");
  });
  it("ok before three quarters, due soon after, breached at the SLA; decided items never breach", () => {
    expect(slaState(ago(29), 40, at)).toBe("ok");
    expect(slaState(ago(30), 40, at)).toBe("due_soon");
    expect(slaState(ago(39), 40, at)).toBe("due_soon");
    expect(slaState(ago(40), 40, at)).toBe("breached");
    expect(slaState(ago(400), 40, at, true)).toBe("ok");
    expect(slaState(ago(400).toISOString(), 40, at.getTime())).toBe("breached");
  });
  it("formats minutes as people say them", () => {
    expect([30, 60, 90, 240, 1440, 1500, 43200].map(formatMinutes)).toEqual(["30m", "1h", "1h 30m", "4h", "1d", "1d 1h", "30d"]);
  });
});
