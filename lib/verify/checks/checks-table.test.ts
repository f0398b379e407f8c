import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checksTable } from "./checks-table";
import { CHECKS, STAGES } from "./registry";

describe("the registry of checks", () => {
  it("gives every check a unique id, a known stage and the verdicts it finds", () => {
    const ids = CHECKS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CHECKS) {
      expect(STAGES).toContain(c.stage);
      expect(c.finds.length, c.id).toBeGreaterThan(0);
      expect(c.reads.length, c.id).toBeGreaterThan(0);
    }
  });

  it("is what lib/verify/README.md shows (npx tsx scripts/verify-checks-table.ts --write)", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const shown = /<!-- checks:start -->\n([\s\S]*)\n<!-- checks:end -->/.exec(readme)?.[1];
    expect(shown).toBe(checksTable());
  });
});
