/**
 * Cut a tool result into chunks of about `size` characters, preferring to cut after a newline or a
 * comma (a JSON member or array element boundary) in the second half of the window, so an id
 * rarely straddles two chunks. Returns [start, end) offsets into the text.
 */
export function chunkText(text: string, size: number): [number, number][] {
  const out: [number, number][] = [];
  const n = text.length;
  const step = Math.max(64, Math.floor(size));
  // Single-line JSON (what JSON.stringify writes) has no newline to prefer: take the last comma.
  const lines = text.indexOf("\n") !== -1;
  let start = 0;
  while (start < n) {
    let end = Math.min(n, start + step);
    if (end < n) {
      // Scan back at most half a window (lastIndexOf would run to the start of a newline-free dump).
      let comma = -1;
      for (let i = end - 1, floor = start + (step >> 1); i >= floor; i--) {
        const c = text.charCodeAt(i);
        if (c === 10) {
          comma = -1;
          end = i + 1;
          break;
        }
        if (c === 44 && comma < 0) {
          comma = i;
          if (!lines) break;
        }
      }
      if (comma >= 0) end = comma + 1;
    }
    out.push([start, end]);
    start = end;
  }
  return out;
}
