/**
 * A weekday written beside a date must be that date's: "Tuesday, May 27" when May 27 is a Monday is
 * contradicted by the calendar. The weekday is no claim of its own when it agrees.
 */
import { weekdayOf } from "../language/calendar";
import { WEEKDAYS } from "../language/words";
import type { Finding } from "../types";
import { defineCheck } from "./define-check";

const BEFORE = new RegExp(String.raw`\b(${WEEKDAYS.join("|")}|${WEEKDAYS.map((d) => d.slice(0, 3)).join("|")})\.?,?\s+(?:the\s+)?$`, "i");
const AFTER = new RegExp(String.raw`^\s*(?:,\s*|\(\s*)(${WEEKDAYS.join("|")}|${WEEKDAYS.map((d) => d.slice(0, 3)).join("|")})\b`, "i");

export const weekdayDate = defineCheck({
  id: "weekday-date",
  title: "Weekdays written beside dates",
  reads: ["the calendar"],
  finds: ["contradicted"],
  stage: "add",
  run(ctx) {
    const text = ctx.reply.text;
    const out: Finding[] = [];
    for (const c of ctx.extracted) {
      if (c.value.type !== "date" || c.value.relative || c.value.dates.length !== 1) continue;
      const iso = c.value.dates[0];
      const b = BEFORE.exec(text.slice(Math.max(0, c.span[0] - 14), c.span[0]));
      const a = AFTER.exec(text.slice(c.span[1], c.span[1] + 14));
      const m = b ?? a;
      if (!m) continue;
      const said = m[1].toLowerCase();
      const actual = weekdayOf(iso);
      if (actual.startsWith(said.slice(0, 3))) continue;
      const start = b ? c.span[0] - (Math.min(14, c.span[0]) - b.index) : c.span[0];
      const end = b ? c.span[1] : c.span[1] + a!.index + a![0].length;
      out.push({
        add: {
          kind: "date",
          text: text.slice(start, end),
          span: [start, end],
          value: { type: "date", dates: [iso], relative: false },
          citations: c.citations,
          verdict: "contradicted",
          reason: `${iso} is a ${actual}, not a ${said}`,
          support: [],
          conflict: { claimed: m[1], stated: actual, why: `the weekday of ${iso}` },
        },
      });
    }
    return out;
  },
});
