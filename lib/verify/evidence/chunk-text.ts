/**
 * Cut a tool result into chunks of about `size` characters, preferring to cut after a newline, else
 * after a comma (a JSON member or array element boundary), in the second half of the window, so an
 * id rarely straddles two chunks. Returns [start, end) offsets into the text. Never scans further
 * back than half a window: `lastIndexOf` would run to the start of a newline-free dump per chunk.
 */
export function chunkText(text: string, size: number): [number, number][] {
  const n = text.length;
  const step = Math.max(64, Math.floor(size));
  const newlines = newlinePositions(text);
  const out: [number, number][] = [];
  let k = 0;
  let start = 0;
  while (start < n) {
    let end = Math.min(n, start + step);
    if (end < n) {
      const floor = start + (step >> 1);
      while (k + 1 < newlines.length && newlines[k + 1] < end) k++;
      const nl = newlines.length && newlines[k] < end ? newlines[k] : -1;
      end = nl >= floor ? nl + 1 : lastCommaCut(text, floor, end);
    }
    out.push([start, end]);
    start = end;
  }
  return out;
}

/** After the last comma in [floor, end), or `end` when there is none. */
function lastCommaCut(text: string, floor: number, end: number): number {
  for (let i = end - 1; i >= floor; i--) if (text.charCodeAt(i) === 44) return i + 1;
  return end;
}

function newlinePositions(text: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) out.push(i);
  return out;
}
