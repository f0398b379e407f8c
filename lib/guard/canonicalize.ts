/**
 * Canonical form used on BOTH sides of every comparison (call argument and evidence): surrounding
 * whitespace trimmed and one leading `#` dropped ("#SU-88421 " = "SU-88421"). Case is folded only for
 * id kinds the policy declares case-insensitive, because for most systems "ab12" and "AB12" are
 * different records. Numbers compare by numeric value ("255.0" = 255).
 */
export function canonicalize(value: string): string {
  const n = value.length;
  if (n === 0) return value;
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(n - 1);
  // Fast path: nothing to do for the vast majority of tokens.
  if (first > 35 && last > 32) return value;
  let v = value.trim();
  if (v.startsWith("#")) v = v.slice(1).trimStart();
  return v;
}

/** Canonical text of a scalar argument value, or null for values that are not scalars. */
export function canonicalScalar(value: unknown): string | null {
  if (typeof value === "string") return canonicalize(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** Canonical text of a JSON number token. */
export function canonicalNumber(raw: string): string {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 46 || c === 101 || c === 69 || (c === 48 && i === 0 && raw.length > 1)) return String(Number(raw));
  }
  return raw;
}
