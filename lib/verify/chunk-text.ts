/**
 * Cut a tool result into chunks of about `size` characters, preferring to cut after a newline or a
 * comma (a JSON member or array element boundary) in the second half of the window, so an id
 * rarely straddles two chunks. Returns [start, end) offsets into the text.
 */
export function chunkText(text: string, size: number): [number, number][] {
  const out: [number, number][] = [];
  const n = text.length;
  const step = Math.max(64, Math.floor(size));
  let start = 0;
  while (start < n) {
    let end = Math.min(n, start + step);
    if (end < n) {
      const floor = start + (step >> 1);
      const nl = text.lastIndexOf("\n", end - 1);
      const comma = text.lastIndexOf(",", end - 1);
      const cut = nl >= floor ? nl : comma >= floor ? comma : -1;
      if (cut >= 0) end = cut + 1;
    }
    out.push([start, end]);
    start = end;
  }
  return out;
}
