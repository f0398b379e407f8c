/**
 * The text a reply says to the customer. Many agents answer with JSON (`{"message": "..."}`, or a
 * whole object of findings): reading the raw JSON turns a `\n1.` list escape into a claimed id
 * "n1" and hides sentences inside escapes. A JSON reply is read as its string values, decoded and
 * joined by blank lines, with a map from every character back to the raw reply so spans shown to a
 * reviewer still point into what the agent sent.
 */

export interface ReplyText {
  /** What the claims are read from. */
  text: string;
  format: "text" | "json";
  /** Offset in `text` → offset in the raw reply (end offsets map to one past the last raw char). */
  toRaw(offset: number): number;
}

export interface ReplyTextOptions {
  /**
   * Which string fields to read, as dotted paths of object keys (`message`, `reply.text`); array
   * indices are skipped. Default: every string value.
   */
  jsonPaths?: string[];
}

interface StringLeaf {
  path: string;
  /** Decoded characters and, per character, its raw offset; `end` is the raw offset of the closing quote. */
  chars: string;
  raw: number[];
  end: number;
}

const HEX = /^[0-9a-fA-F]{4}$/;

/** Scan valid JSON text for string values (not keys) with their paths and raw offsets. */
function stringLeaves(raw: string): StringLeaf[] {
  const leaves: StringLeaf[] = [];
  const stack: { kind: "object" | "array"; key: string | null; expectKey: boolean }[] = [];
  const pathOf = () => stack.map((s) => s.key).filter((k): k is string => k !== null).join(".");
  let i = 0;
  while (i < raw.length) {
    const c = raw[i];
    if (c === "{" || c === "[") {
      stack.push({ kind: c === "{" ? "object" : "array", key: null, expectKey: c === "{" });
      i++;
    } else if (c === "}" || c === "]") {
      stack.pop();
      i++;
    } else if (c === ",") {
      const top = stack[stack.length - 1];
      if (top?.kind === "object") top.expectKey = true;
      i++;
    } else if (c === '"') {
      const top = stack[stack.length - 1];
      let chars = "";
      const offsets: number[] = [];
      let j = i + 1;
      while (j < raw.length && raw[j] !== '"') {
        if (raw[j] === "\\") {
          const e = raw[j + 1];
          const map: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", '"': '"', "\\": "\\", "/": "/" };
          if (e === "u" && HEX.test(raw.slice(j + 2, j + 6))) {
            chars += String.fromCharCode(parseInt(raw.slice(j + 2, j + 6), 16));
            offsets.push(j);
            j += 6;
          } else {
            chars += map[e] ?? e;
            offsets.push(j);
            j += 2;
          }
        } else {
          chars += raw[j];
          offsets.push(j);
          j++;
        }
      }
      if (top?.kind === "object" && top.expectKey) {
        top.key = chars;
        top.expectKey = false;
      } else {
        leaves.push({ path: pathOf(), chars, raw: offsets, end: j });
      }
      i = j + 1;
    } else i++;
  }
  return leaves;
}

function plain(raw: string): ReplyText {
  return { text: raw, format: "text", toRaw: (o) => o };
}

export function readReplyText(raw: string, options: ReplyTextOptions = {}): ReplyText {
  const trimmed = raw.trim();
  if (!/^[[{"]/.test(trimmed)) return plain(raw);
  try {
    const value: unknown = JSON.parse(trimmed);
    if (typeof value !== "object" && typeof value !== "string") return plain(raw);
  } catch {
    return plain(raw);
  }
  let leaves = stringLeaves(raw);
  if (options.jsonPaths?.length) {
    const wanted = new Set(options.jsonPaths);
    const chosen = leaves.filter((l) => wanted.has(l.path));
    if (chosen.length) leaves = chosen;
  }
  leaves = leaves.filter((l) => l.chars.trim() !== "");
  if (leaves.length === 0) return { text: "", format: "json", toRaw: () => 0 };
  let text = "";
  const map: number[] = [];
  for (const l of leaves) {
    if (text) {
      text += "\n\n";
      map.push(l.raw[0], l.raw[0]);
    }
    text += l.chars;
    map.push(...l.raw);
  }
  const last = leaves[leaves.length - 1];
  return {
    text,
    format: "json",
    toRaw: (o) => {
      if (o <= 0) return map[0] ?? 0;
      if (o >= map.length) return last.end;
      // An end offset maps to one past the raw character before it (escapes are several raw chars).
      const prev = map[o - 1];
      const next = map[o];
      return next > prev ? (raw[prev] === "\\" ? next : prev + 1) : next;
    },
  };
}
