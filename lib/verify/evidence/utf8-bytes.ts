/** UTF-8 size of a string: Node's native counter when present, TextEncoder otherwise. */
const nodeBuffer = (globalThis as { Buffer?: { byteLength(s: string, enc: "utf8"): number } }).Buffer;
const encoder = new TextEncoder();

export function utf8Bytes(s: string): number {
  return nodeBuffer ? nodeBuffer.byteLength(s, "utf8") : encoder.encode(s).length;
}
