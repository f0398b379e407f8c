/**
 * A tool result's JSON, parsed once per result entry: the payment and availability checks read the
 * same results for every reply of a run. Results over `limit` characters, and text that is not
 * JSON, give null.
 */
import type { ToolResultEntry } from "../../run/types";

const parsed = new WeakMap<ToolResultEntry, unknown>();
const NOT_JSON = Symbol("not json");

export function parseToolJson(e: ToolResultEntry, limit: number): unknown {
  const s = e.content;
  if (s.length > limit) return null;
  let v = parsed.get(e);
  if (v === undefined) {
    const t = s.trimStart();
    if (t.startsWith("{") || t.startsWith("[")) {
      try {
        v = JSON.parse(s);
      } catch {
        v = NOT_JSON;
      }
    } else v = NOT_JSON;
    parsed.set(e, v);
  }
  return v === NOT_JSON ? null : v;
}
