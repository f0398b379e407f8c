/**
 * Held items as a spreadsheet shows them: one readable line per cell, never JSON. A call's
 * arguments as `path: value` pairs, findings as what was wrong with which value, decisions as
 * who did what when. The JSONL export keeps the full structures for programs.
 */
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** `{ order_id: "SU-1", shipping: { method: "standard" }, item_ids: ["a", "b"] }` → `order_id: SU-1; shipping.method: standard; item_ids: a, b`. */
export function argumentsCell(payload: unknown): string {
  if (payload && typeof payload === "object" && !Array.isArray(payload) && typeof (payload as { text?: unknown }).text === "string" && Object.keys(payload).length === 1) {
    return (payload as { text: string }).text; // a reply
  }
  const out: string[] = [];
  const walk = (v: Json, path: string) => {
    if (Array.isArray(v) && v.every((x) => x === null || typeof x !== "object")) out.push(`${path}: ${v.join(", ")}`);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
    else out.push(`${path}: ${v === null ? "null" : String(v)}`);
  };
  walk(payload as Json, "");
  return out.join("; ");
}

interface FindingLike { path?: string; value?: unknown; status?: string; nearMisses?: { value?: unknown }[]; kind?: string; text?: string; verdict?: string; reason?: string }

/** Only the flagged ones: `order_id SU-88412: near_miss (nearest SU-88421)`, `date "arrives Thursday": invented`. */
export function findingsCell(findings: unknown): string {
  if (!Array.isArray(findings)) return "";
  const OK = new Set(["grounded", "supported", "found", "ok", "verified"]);
  return (findings as FindingLike[])
    .filter((f) => !OK.has(String(f.status ?? f.verdict)))
    .map((f) =>
      f.verdict !== undefined
        ? `${f.kind ?? "claim"} "${f.text ?? ""}": ${f.verdict}${f.reason ? ` (${f.reason})` : ""}`
        : `${f.path ?? "?"} ${typeof f.value === "string" ? f.value : JSON.stringify(f.value)}: ${f.status}${f.nearMisses?.length ? ` (nearest ${f.nearMisses.map((n) => String(n.value)).join(", ")})` : ""}`,
    )
    .join("; ");
}

/** `2026-11-10 14:03 escalate by riley@…: the id is transposed; 2026-11-10 17:20 edit by morgan@…: fixed`. */
export function decisionsCell(decisions: { action: string; actor: string; note: string | null; at: string }[]): string {
  return decisions.map((d) => `${d.at.slice(0, 16).replace("T", " ")} ${d.action} by ${d.actor}${d.note ? `: ${d.note}` : ""}`).join("; ");
}
