// Spawns the real bin, as a policy owner would run it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseClauseLibrary } from "../verify/policy/clauses";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/groundcheck.mjs");
const airline = fileURLToPath(new URL("../../../shared/datasets/tau-bench-airline/policy.md", import.meta.url));
const run = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8" });
const tmp = mkdtempSync(join(tmpdir(), "groundcheck-import-"));

describe("groundcheck clauses import", () => {
  it("prints a clause library replay --clauses accepts, with a summary on stderr", () => {
    const r = run(["clauses", "import", airline]);
    expect(r.status).toBe(0);
    const lib = parseClauseLibrary(JSON.parse(r.stdout));
    expect(lib.map((c) => c.id)).toContain("CANCEL-FLIGHT-2");
    expect(lib.find((c) => c.id === "BOOK-FLIGHT-5")).toMatchObject({ title: "Book flight: Travel insurance" });
    // Each clause carries the facts its sentences state, drafted and unconfirmed, spans into its own text.
    const cancel = lib.find((c) => /within 24 hours of booking/.test(c.text))!;
    const duration = cancel.facts?.find((f) => f.kind === "duration");
    expect(duration).toMatchObject({ kind: "duration", max: 24, unit: "hour", since: "booking", confirmed: false });
    expect(cancel.text.slice(duration!.span![0], duration!.span![1])).toMatch(/within 24 hours of booking/);
    expect(lib.every((c) => c.facts?.every((f) => f.confirmed === false))).toBe(true);
    expect(r.stderr).toContain(`draft clauses: ${lib.length} from 6 sections of ${airline}`);
  });

  it("writes --out, and skips the ids of an --existing library", () => {
    const existing = join(tmp, "existing.json");
    writeFileSync(existing, JSON.stringify([{ id: "REFUND-1", title: "Old", text: "An old rule.", aliases: ["CANCEL-FLIGHT-1"] }]));
    const out = join(tmp, "drafts.json");
    const r = run(["clauses", "import", airline, "--out", out, "--existing", existing]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("");
    const ids = parseClauseLibrary(JSON.parse(readFileSync(out, "utf8"))).map((c) => c.id);
    expect(ids).not.toContain("REFUND-1");
    expect(ids).not.toContain("CANCEL-FLIGHT-1");
    expect(ids).toEqual(expect.arrayContaining(["REFUND-2", "REFUND-3", "REFUND-4", "CANCEL-FLIGHT-2", "CANCEL-FLIGHT-5"]));
    // The library loads in replay next to the existing one's ids.
    const replay = run(["replay", "--tools", join(root, "examples/sundry/tools.json"), "--clauses", out, "--runs", join(root, "examples/sundry/runs.jsonl")]);
    expect(replay.status).toBe(0);
  });

  it("exits 2 with one line on a missing file, an empty document or a wrong subcommand", () => {
    const missing = run(["clauses", "import", join(tmp, "nope.md")]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(`groundcheck: cannot read policy ${join(tmp, "nope.md")}: no such file\n`);
    const empty = join(tmp, "empty.md");
    writeFileSync(empty, "# Title\n\n## Only headings\n");
    const e = run(["clauses", "import", empty]);
    expect(e.status).toBe(2);
    expect(e.stderr).toBe(`groundcheck: ${empty}: no policy text found (only headings or blank lines)\n`);
    const wrong = run(["clauses", "export"]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('unknown clauses command "export"');
  });
});
