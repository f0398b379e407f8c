/**
 * A window said of a record the sentence names, against the record's own time on the run's clock:
 * "H9ZU1C was booked within the last 24 hours" when it was created on May 1 and the run's clock says
 * May 15; "it was delivered more than 30 days ago" when it was delivered last week. The record's time
 * is read from its creation or delivery field (by convention: created_at, booked_at, ordered_at,
 * delivered_at, ...; packs add others). A condition ("only if it was booked within 24 hours") states
 * the rule, not the record, and is left to the policy checks.
 */
import { latestRecord, type RecordVersion } from "../context/records";
import { clauseBefore, conditionalAt, hasNegation, isQuestion } from "../language/mood";
import { hoursOf } from "../language/units";
import type { Finding } from "../types";
import { defineCheck } from "./define-check";

const CREATED = ["created_at", "createdAt", "created", "creation_date", "booked_at", "booking_date", "booking_time", "placed_at", "ordered_at", "order_date", "purchased_at", "purchase_date", "opened_at", "date_opened"];
const DELIVERED = ["delivered_at", "delivery_date", "delivered_on", "received_at", "arrived_at"];
const EVENT = /\b(book|made|creat|plac|order|purchas|bought|open|sign|deliver|receiv|arriv)\w*/i;
/** "within the last 24 hours", "less than 24 hours ago", "in the past 30 days": the time since is at most the length. */
const AT_MOST = /\b(?:within|less than|under|fewer than|in the (?:last|past)|inside)\s+(?:the\s+)?(?:last\s+|past\s+|first\s+)?$/i;
/** "more than 24 hours ago", "over 30 days", "beyond the 24-hour window", "outside": more than the length. */
const MORE_THAN = /\b(?:more than|over|beyond|outside(?: of)?|longer than|past|after)\s+(?:the\s+)?$/i;

function timeOf(r: RecordVersion, fields: readonly string[]): { field: string; at: number } | null {
  for (const f of fields) {
    const v = r.fields[f];
    if (typeof v !== "string") continue;
    const at = Date.parse(/T|\s\d/.test(v) ? v.replace(" ", "T").replace(/(T\d{2}:\d{2}(?::\d{2})?)(?!.*(?:Z|[+-]\d{2}))/, "$1Z") : `${v}T00:00:00Z`);
    if (Number.isFinite(at)) return { field: f, at };
  }
  return null;
}

export const windowOnRecord = defineCheck({
  id: "window-on-record",
  title: "Windows said of a record, against its time on the run's clock",
  reads: ["records' creation and delivery times", "run clock"],
  finds: ["contradicted"],
  stage: "contradict",
  run(ctx, claims) {
    const out: Finding[] = [];
    const text = ctx.reply.text;
    const created = [...CREATED, ...ctx.packs.flatMap((p) => p.createdFields ?? [])];
    ctx.extracted.forEach((c, i) => {
      const v = c.value;
      if (v.type !== "duration" || i >= claims.length || c.question || c.process) return;
      const sentence = text.slice(c.sentence[0], c.sentence[1]);
      if (isQuestion(sentence) || conditionalAt(text, c.span[0])) return;
      const lead = text.slice(Math.max(c.sentence[0], c.span[0] - 24), c.span[0]);
      const clause = clauseBefore(text, c.span[0], 120);
      // "wasn't booked within the last 24 hours" says more than 24 hours.
      const denied = hasNegation(clause);
      const within = AT_MOST.test(lead);
      const beyond = !within && MORE_THAN.test(lead);
      if (!within && !beyond) return;
      const atMost = denied ? !within : within;
      const event = EVENT.exec(clause) ?? EVENT.exec(text.slice(c.span[1], c.span[1] + 40));
      if (!event) return;
      const fields = /deliver|receiv|arriv/i.test(event[0]) ? DELIVERED : created;
      const ids = ctx.extracted.filter((x) => x.value.type === "identifier" && x.sentence[0] === c.sentence[0]);
      for (const idc of ids) {
        const rec = latestRecord(ctx.records(), (idc.value as { id: string }).id);
        const when = rec ? timeOf(rec, fields) : null;
        if (!rec || !when) continue;
        const hours = hoursOf(v.max, v.unit);
        if (hours === null) return;
        const elapsed = (ctx.clock.now.getTime() - when.at) / 3_600_000;
        const wrong = atMost ? elapsed > hours : elapsed <= hours;
        if (!wrong) return;
        const days = Math.round((elapsed / 24) * 10) / 10;
        out.push({
          claim: i,
          verdict: "contradicted",
          reason: `${idc.text}'s ${when.field} is ${new Date(when.at).toISOString().slice(0, 16).replace("T", " ")} (${rec.toolName ?? "record"}, message ${rec.messageIndex}), ${elapsed < 48 ? `${Math.round(elapsed)} hours` : `${days} days`} before the run's clock (${ctx.clock.detail}), so it is ${atMost ? "not" : ""} within ${c.text}`,
          support: [{ source: "tool", messageIndex: rec.messageIndex, toolCallId: rec.toolCallId, toolName: rec.toolName, span: [0, 0] }],
          conflict: { claimed: `${lead.trim()} ${c.text}`, stated: `${when.field}: ${new Date(when.at).toISOString().slice(0, 16)}`, why: `the time since ${idc.text}'s ${when.field} on the run's clock` },
        });
        return;
      }
    });
    return out;
  },
});
