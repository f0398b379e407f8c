/**
 * The input boundary every route shares: rejects what PostgreSQL cannot store or the engines
 * cannot walk, naming the field, before any handler sees it.
 *   - NUL (U+0000): PostgreSQL text and jsonb refuse it.
 *   - lone UTF-16 surrogates: not Unicode; stored they would be silently replaced (lossy).
 *   - nesting deeper than MAX_JSON_DEPTH: the engines and hashing walk values recursively.
 * The walk itself is iterative, so a 100,000-deep value cannot overflow the stack here either.
 */
import { AppError } from "../errors";

/** Objects and arrays nested deeper than this are refused (documented in docs/api.md). */
export const MAX_JSON_DEPTH = 64;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or null when it can. */
export function unstorableReason(s: string): string | null {
  if (s.includes("\u0000")) return "contains a NUL character (U+0000)";
  if (LONE_SURROGATE.test(s)) return "contains a lone UTF-16 surrogate (not valid Unicode)";
  return null;
}

const fieldName = (path: (string | number)[]) => (path.length ? path.join(".") : "body");

function refuse(path: (string | number)[], why: string): never {
  const field = fieldName(path);
  throw new AppError("invalid_input", `${field}: ${why}.`, { field });
}

/** Throws 400 `invalid_input` naming the first field of `value` that cannot be stored or walked. */
export function assertStorable(value: unknown, root: (string | number)[] = []): void {
  const stack: { v: unknown; path: (string | number)[] }[] = [{ v: value, path: root }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (typeof v === "string") {
      const why = unstorableReason(v);
      if (why) refuse(path, why);
    } else if (v && typeof v === "object") {
      if (path.length - root.length >= MAX_JSON_DEPTH) refuse(path.slice(0, root.length + MAX_JSON_DEPTH), `nested deeper than ${MAX_JSON_DEPTH} levels`);
      if (Array.isArray(v)) v.forEach((item, i) => stack.push({ v: item, path: [...path, i] }));
      else {
        for (const [k, item] of Object.entries(v)) {
          const why = unstorableReason(k);
          if (why) refuse([...path, k.replace(/[\u0000\uD800-\uDFFF]/g, "?")], `the key ${why}`);
          stack.push({ v: item, path: [...path, k] });
        }
      }
    }
  }
}

/** Route parameters (ids from the URL): storable, and of a sane length. */
export function assertStorableParams(params: Record<string, string | string[]>): void {
  for (const [name, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      const why = unstorableReason(v);
      if (why) refuse([name], why);
      if (v.length > 200) refuse([name], "is longer than 200 characters");
    }
  }
}
