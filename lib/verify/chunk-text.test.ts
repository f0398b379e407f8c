import { describe, expect, it } from "vitest";
import { chunkText } from "./chunk-text";

describe("chunkText", () => {
  const covers = (text: string, chunks: [number, number][]) => {
    expect(chunks[0][0]).toBe(0);
    expect(chunks.at(-1)![1]).toBe(text.length);
    chunks.forEach(([s, e], i) => {
      expect(e).toBeGreaterThan(s);
      if (i) expect(s).toBe(chunks[i - 1][1]);
    });
  };

  it("cuts single-line JSON after a comma, never inside a value, within the window", () => {
    const text = JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ order_id: `SU-${10000 + i}`, status: "delivered" })));
    const chunks = chunkText(text, 256);
    covers(text, chunks);
    for (const [s, e] of chunks.slice(0, -1)) {
      expect(text[e - 1]).toBe(",");
      expect(e - s).toBeLessThanOrEqual(256);
      expect(e - s).toBeGreaterThan(128);
    }
    // No id straddles two chunks.
    for (let i = 0; i < 500; i++) {
      const at = text.indexOf(`SU-${10000 + i}`);
      const c = chunks.find(([s, e]) => at >= s && at < e)!;
      expect(at + 8).toBeLessThanOrEqual(c[1]);
    }
  });

  it("prefers a newline to a later comma, and cuts text with neither at the window", () => {
    const lines = Array.from({ length: 40 }, (_, i) => `row ${i}, value ${i * 7}, more text here`).join("\n");
    const chunks = chunkText(lines, 128);
    covers(lines, chunks);
    for (const [, e] of chunks.slice(0, -1)) expect(lines[e - 1]).toBe("\n");
    const flat = "x".repeat(1000);
    expect(chunkText(flat, 128).map(([s, e]) => e - s)).toEqual([...Array(7).fill(128), 104]);
    expect(chunkText("", 128)).toEqual([]);
  });
});
