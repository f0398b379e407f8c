import { canonicalScalar } from "./canonicalize";
import type { ArgValue } from "./collect-args";
import type { Ledger } from "./ledger-types";
import { findOccurrences, locateAll } from "./locate-evidence";
import type { EvidenceLocation, Finding } from "./types";

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** Places in the customer's words that name this month and day ("May 20th", "20 May", "5/20"). */
function spokenDate(l: Ledger, month: number, day: number): EvidenceLocation[] {
  const name = MONTHS[month - 1];
  const m = `(?:${name}|${name.slice(0, 3)}\\.?)`;
  const re = new RegExp(`\\b${m}\\s+${day}(?:st|nd|rd|th)?\\b|\\b${day}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${m}\\b|\\b0?${month}/0?${day}\\b`, "gi");
  const out: EvidenceLocation[] = [];
  for (const s of l.sources) {
    if (s.source !== "user") continue;
    re.lastIndex = 0;
    let hit: RegExpExecArray | null;
    while ((hit = re.exec(s.text)) && out.length < 5) {
      out.push({ messageIndex: s.messageIndex, toolCallId: null, source: "user", span: [hit.index, hit.index + hit[0].length], text: hit[0] });
    }
  }
  return out;
}

/**
 * Dates are checked softly: they lower args_grounded when unseen but never reject on their own,
 * because customers say "May 20th" and agents rightly write 2024-05-20.
 */
export function checkDates(l: Ledger, values: ArgValue[]): Finding[] {
  const findings: Finding[] = [];
  for (const a of values) {
    if (a.arg.role !== "date") continue;
    const v = canonicalScalar(a.value);
    if (!v) continue;
    let evidence = locateAll(l, findOccurrences(l, v));
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
    if (!evidence.length && iso) {
      evidence = locateAll(l, findOccurrences(l, iso[0]));
      if (!evidence.length) evidence = spokenDate(l, Number(iso[2]), Number(iso[3]));
    }
    findings.push({ path: a.path, value: a.value, role: "date", status: evidence.length ? "grounded" : "unseen", evidence, weight: 0.5, score: evidence.length ? 1 : 0 });
  }
  return findings;
}
