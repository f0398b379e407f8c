import type { ZodError } from "zod";

type Issue = ZodError["issues"][number];

/** "newKey" → "New key", "amount_cents" → "Amount cents": a field name as a person reads it. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === "string");
  if (typeof last !== "string") return "This value";
  const words = last.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase().trim();
  return words ? words[0].toUpperCase() + words.slice(1) : "This value";
}

/** A message a schema wrote for people ("A note is required to reject.") is kept as it is. */
const isSentence = (m: string) => /^[A-Z"“]/.test(m) && !/^(Too (big|small)|Invalid|Expected|Required|Unrecognized)\b/.test(m);

const n = (v: unknown) => (typeof v === "bigint" || typeof v === "number" ? Number(v).toLocaleString("en") : String(v));

/** One issue as a sentence a person can act on: no zod wording, no raw field names. */
export function humanIssue(issue: Issue): string {
  if (isSentence(issue.message)) return issue.message;
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case "too_big":
      if (issue.origin === "string") return `${label} is too long: at most ${n(issue.maximum)} characters.`;
      if (issue.origin === "array" || issue.origin === "set") return `${label} has too many entries: at most ${n(issue.maximum)}.`;
      return `${label} must be at most ${n(issue.maximum)}.`;
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? `${label} is required.` : `${label} is too short: at least ${n(issue.minimum)} characters.`;
      if (issue.origin === "array" || issue.origin === "set") return `${label} needs at least ${n(issue.minimum)} ${Number(issue.minimum) === 1 ? "entry" : "entries"}.`;
      return `${label} must be at least ${n(issue.minimum)}.`;
    case "invalid_type":
      return issue.input === undefined ? `${label} is required.` : `${label} must be ${issue.expected === "array" ? "a list" : `a ${issue.expected}`}.`;
    case "invalid_value":
      return `${label} must be one of: ${issue.values.map((v) => String(v)).join(", ")}.`;
    case "invalid_format":
      return `${label} is not a valid ${issue.format === "url" ? "address" : issue.format}.`;
    case "invalid_union":
      return `${label} is not one of the accepted forms.`;
    case "unrecognized_keys":
      return `Unexpected field${issue.keys.length === 1 ? "" : "s"}: ${issue.keys.join(", ")}.`;
    default:
      return `${label}: ${issue.message}`;
  }
}

/** The console's message for a form that failed its schema: each problem once, as sentences. */
export function humanZodMessage(err: ZodError): string {
  return [...new Set(err.issues.slice(0, 5).map(humanIssue))].join(" ");
}
