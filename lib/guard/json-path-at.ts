/**
 * The JSON path of the value starting at `offset` in a JSON text (`$.orders[0].order_id`), or of
 * the key when the offset is inside a key. Computed only for reported findings: paths for every
 * token would cost more than the whole ledger build.
 */
export function jsonPathAt(text: string, offset: number): string | undefined {
  const path = jsonSegmentsAt(text, offset);
  return path ? render(path) : undefined;
}

/** The same path as segments (`["orders", 0, "order_id"]`), for callers that walk a parsed tree. */
export function jsonSegmentsAt(text: string, offset: number): Array<string | number> | undefined {
  const path: Array<string | number> = [];
  const isArr: boolean[] = [];
  let i = 0;
  const n = text.length;
  let pendingKey: string | null = null;
  while (i < n && i <= offset) {
    const c = text.charCodeAt(i);
    if (c === 123 || c === 91) {
      // Entering a container: the container itself sits at the pending key or array index.
      isArr.push(c === 91);
      path.push(c === 91 ? 0 : "");
      pendingKey = null;
      i++;
    } else if (c === 125 || c === 93) {
      isArr.pop();
      path.pop();
      i++;
    } else if (c === 44) {
      if (isArr[isArr.length - 1]) (path[path.length - 1] as number)++;
      i++;
    } else if (c === 34) {
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 92) j += 2;
        else if (d === 34) break;
        else j++;
      }
      let k = j + 1;
      while (k < n && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 10 || text.charCodeAt(k) === 13 || text.charCodeAt(k) === 9)) k++;
      if (text.charCodeAt(k) === 58 && !isArr[isArr.length - 1]) {
        pendingKey = decodeKey(text, i, j);
        path[path.length - 1] = pendingKey;
        if (offset >= i && offset <= j) return path;
      } else if (offset >= i && offset <= j) return path;
      i = j + 1;
    } else if ((c >= 48 && c <= 57) || c === 45 || c === 116 || c === 102 || c === 110) {
      if (i === offset) return path;
      i++;
    } else i++;
  }
  return undefined;
}

function render(path: Array<string | number>): string {
  let s = "$";
  for (const p of path) s += typeof p === "number" ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`;
  return s;
}

/** A key's text; damaged JSON (a raw control character) falls back to the raw characters. */
function decodeKey(text: string, open: number, close: number): string {
  try {
    return JSON.parse(text.slice(open, close + 1)) as string;
  } catch {
    return text.slice(open + 1, close);
  }
}
