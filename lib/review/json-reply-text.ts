/**
 * A reply sent as JSON ({"message": "..."}) is shown to a reviewer as its message, not as raw JSON.
 * Claim spans index the raw reply string, so each string field is decoded together with an offset
 * map from raw positions to decoded ones: "Order #1\n2." has the claim at raw [7, 9) → decoded [7, 8)...
 * Pure: the item page and its tests use it.
 */

export interface JsonStringField {
  /** "message", "items[0].note": where the string sits in the JSON. */
  path: string;
  /** The decoded string, as the customer reads it. */
  value: string;
  /** [start, end) of the string's contents in the raw reply (inside the quotes). */
  raw: [number, number];
  /** offsets[i] = decoded offset of raw position raw[0] + i (length: raw span + 1). */
  offsets: number[];
}

/** Fields read first, as the verifier does by default; else every string field in document order. */
export const MESSAGE_FIELDS = ["message", "content", "text"] as const;

const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

/** The string fields of a JSON reply with offset maps, or null when the reply is not a JSON object or array. */
export function jsonStringFields(raw: string): JsonStringField[] | null {
  const trimmed = raw.trim();
  if (!(trimmed.startsWith("{") || trimmed.startsWith("["))) return null;
  try {
    JSON.parse(trimmed);
  } catch {
    return null;
  }
  const fields: JsonStringField[] = [];
  // A small scanner over valid JSON: tracks the path, decodes string values (not keys).
  const stack: { kind: "obj" | "arr"; key: string | null; index: number }[] = [];
  let expectingKey = false;
  const pathOf = () =>
    stack
      .map((s, i) => (s.kind === "arr" ? `[${s.index}]` : s.key === null ? "" : `${i > 0 ? "." : ""}${s.key}`))
      .join("")
      .replace(/^\./, "");
  let i = 0;
  while (i < raw.length) {
    const ch = raw[i];
    if (ch === '"') {
      const start = i + 1;
      let value = "";
      const offsets: number[] = [];
      let j = start;
      while (raw[j] !== '"') {
        if (raw[j] === "\\") {
          const e = raw[j + 1];
          const len = e === "u" ? 6 : 2;
          const decoded = e === "u" ? String.fromCharCode(parseInt(raw.slice(j + 2, j + 6), 16)) : (ESCAPES[e] ?? e);
          for (let k = 0; k < len; k++) offsets.push(value.length);
          value += decoded;
          j += len;
        } else {
          offsets.push(value.length);
          value += raw[j];
          j++;
        }
      }
      offsets.push(value.length);
      i = j + 1;
      const top = stack[stack.length - 1];
      if (top?.kind === "obj" && expectingKey) {
        top.key = value;
        expectingKey = false;
      } else {
        fields.push({ path: pathOf() || "$", value, raw: [start, j], offsets });
      }
      continue;
    }
    if (ch === "{") {
      stack.push({ kind: "obj", key: null, index: 0 });
      expectingKey = true;
    } else if (ch === "[") stack.push({ kind: "arr", key: null, index: 0 });
    else if (ch === "}" || ch === "]") stack.pop();
    else if (ch === ",") {
      const top = stack[stack.length - 1];
      if (top?.kind === "arr") top.index++;
      else if (top) expectingKey = true;
    }
    i++;
  }
  return fields;
}

/** The field a reviewer reads: the first of MESSAGE_FIELDS at the top level, else null (show all). */
export function messageField(fields: JsonStringField[]): JsonStringField | null {
  for (const name of MESSAGE_FIELDS) {
    const f = fields.find((x) => x.path === name);
    if (f) return f;
  }
  return null;
}

/** A raw-reply span mapped into a field's decoded text, or null when it is not inside that field. */
export function mapSpan(field: JsonStringField, span: [number, number]): [number, number] | null {
  const [a, b] = span;
  if (a < field.raw[0] || b > field.raw[1] || a > b) return null;
  return [field.offsets[a - field.raw[0]], field.offsets[b - field.raw[0]]];
}

export interface DisplayedReply {
  format: "text" | "json";
  /** What the reviewer reads: the reply, or the decoded message of a JSON reply. */
  text: string;
  /** The claims with spans into `text`, same order and indices; a claim outside the shown text gets null. */
  spans: ([number, number] | null)[];
  /** JSON: the field shown ("message"), or null when every string field is shown. */
  field: string | null;
}

/**
 * The reply as a reviewer reads it. A JSON reply shows its message field (else every string field,
 * each headed by its path), with the claims' raw spans mapped into it.
 */
export function displayedReply(raw: string, claims: { span: [number, number] }[]): DisplayedReply {
  const fields = jsonStringFields(raw);
  if (!fields || fields.length === 0) return { format: "text", text: raw, spans: claims.map((c) => c.span), field: null };
  const main = messageField(fields);
  const shown = main ? [main] : fields;
  let text = "";
  const bases: number[] = [];
  shown.forEach((f, k) => {
    if (k > 0) text += "\n\n";
    if (!main) text += `${f.path}: `;
    bases.push(text.length);
    text += f.value;
  });
  const spans = claims.map((c) => {
    for (let k = 0; k < shown.length; k++) {
      const m = mapSpan(shown[k], c.span);
      if (m) return [bases[k] + m[0], bases[k] + m[1]] as [number, number];
    }
    return null;
  });
  return { format: "json", text, spans, field: main?.path ?? null };
}
