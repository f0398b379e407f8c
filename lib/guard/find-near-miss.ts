import { findOccurrences, locateAll } from "./locate-evidence";
import type { Ledger } from "./ledger-types";
import type { NearMiss } from "./types";

type Relation = Pick<NearMiss, "kind" | "diffInCall" | "diffInSeen">;

const isDigit = (c: string) => c >= "0" && c <= "9";

/**
 * Whether `seen` is exactly one edit away from `call`: two adjacent characters swapped, one
 * substituted, or one inserted/dropped. Returns where the difference is in each string.
 */
export function oneEditAway(call: string, seen: string): Relation | null {
  if (call === seen) return null;
  const a = call.length;
  const b = seen.length;
  if (Math.abs(a - b) > 1) return null;
  let i = 0;
  while (i < a && i < b && call[i] === seen[i]) i++;
  if (a === b) {
    if (i + 1 < a && call[i] === seen[i + 1] && call[i + 1] === seen[i] && call.slice(i + 2) === seen.slice(i + 2)) {
      return { kind: "transposition", diffInCall: [i, i + 2], diffInSeen: [i, i + 2] };
    }
    if (call.slice(i + 1) === seen.slice(i + 1)) return { kind: "substitution", diffInCall: [i, i + 1], diffInSeen: [i, i + 1] };
    return null;
  }
  if (a > b) return call.slice(i + 1) === seen.slice(i) ? { kind: "insertion", diffInCall: [i, i + 1], diffInSeen: [i, i] } : null;
  return call.slice(i) === seen.slice(i + 1) ? { kind: "deletion", diffInCall: [i, i], diffInSeen: [i, i + 1] } : null;
}

function caseOnly(call: string, seen: string): Relation {
  let i = 0;
  while (call[i] === seen[i]) i++;
  let j = call.length;
  while (call[j - 1] === seen[j - 1]) j--;
  return { kind: "case", diffInCall: [i, j], diffInSeen: [i, j] };
}

function describe(call: string, seen: string, r: Relation): string {
  if (r.kind === "case") return "differs only in letter case";
  if (r.kind === "transposition") {
    const pair = call.slice(r.diffInCall[0], r.diffInCall[1]);
    const what = [...pair].every(isDigit) ? "two digits" : "two characters";
    return `${what} swapped`;
  }
  if (r.kind === "substitution") return `one character different: "${call[r.diffInCall[0]]}" where the seen value has "${seen[r.diffInSeen[0]]}"`;
  if (r.kind === "insertion") return `one extra character "${call[r.diffInCall[0]]}"`;
  return `one character missing: "${seen[r.diffInSeen[0]]}"`;
}

/**
 * Seen values one edit away from an unseen one, with where each was seen. Values seen under the
 * same key name (the arg's own name, e.g. order_id) come first, as the likeliest intended value.
 */
export function findNearMisses(l: Ledger, value: string, preferKeys: string[], caseInsensitive: boolean, cap = 3): NearMiss[] {
  if (value.length < 3) return [];
  const probe = caseInsensitive ? value.toLowerCase() : value;
  const preferIds = new Set(preferKeys.map((k) => l.keyIds.get(k)).filter((k) => k !== undefined));
  const found: Array<{ nm: NearMiss; rank: number }> = [];
  for (const [seen, vid] of l.heads) {
    const head = l.valueHead[vid];
    if (Math.abs(seen.length - value.length) > 1) continue;
    const cmp = caseInsensitive ? seen.toLowerCase() : seen;
    // For a case-sensitive kind, a value equal but for case is the likeliest intended one of all.
    const r = !caseInsensitive && seen.length === value.length && seen.toLowerCase() === value.toLowerCase() ? caseOnly(value, seen) : oneEditAway(probe, cmp);
    if (!r) continue;
    let rank = 1;
    for (let o = head; o !== -1; o = l.occPrev[o]) if (preferIds.has(l.occKey[o])) rank = 0;
    const occs = findOccurrences(l, seen);
    found.push({ nm: { value: seen, ...r, description: describe(value, seen, r), evidence: locateAll(l, occs, 3) }, rank });
  }
  found.sort((x, y) => x.rank - y.rank);
  return found.slice(0, cap).map((f) => f.nm);
}
