// Spawns the real bin, as a user would run it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/groundcheck.mjs");
const tools = join(root, "examples/sundry/tools.json");
const policy = join(root, "examples/sundry/policy.json");
const runs = join(root, "examples/sundry/runs.jsonl");
const run = (args: string[], input?: string) => spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8", input, env: { ...process.env, NO_COLOR: "1" } });
const tmp = mkdtempSync(join(tmpdir(), "groundcheck-cli-"));

describe("groundcheck replay", () => {
  it("prints one JSON line per tool call and a summary on stderr", () => {
    const r = run(["replay", "--tools", tools, "--policy", policy, "--runs", runs]);
    expect(r.status).toBe(0);
    // The reply verifier's lines (kind "reply") come after each run's tool calls.
    const lines = r.stdout.trim().split("\n").map((l) => JSON.parse(l)).filter((l) => l.kind === "tool_call");
    expect(lines.length).toBe(13);
    expect(lines[0]).toMatchObject({ run: "cancel-order", call_id: "tu_11", tool: "cancel_order", decision: "reject", code: "unknown_tool", args_grounded: null, findings: [] });
    for (const l of lines) expect(Object.keys(l)).toEqual(expect.arrayContaining(["run", "call_id", "tool", "decision", "code", "message", "args_grounded", "findings"]));
    expect(r.stderr).toContain("tool calls checked: 13");
    expect(r.stderr).toContain("reject unknown_id: 2");
    expect(r.stderr).toContain("invented tool names: cancel_order (1)");
  });

  it("names a malformed line by number and still judges the other runs", () => {
    const good = readFileSync(runs, "utf8").trim().split("\n");
    const file = join(tmp, "mixed.jsonl");
    writeFileSync(file, [good[0], "{not json", good[1], '{"id":"x"}', ""].join("\n"));
    const r = run(["replay", "--tools", tools, "--policy", policy, "--runs", file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${file}:2: not valid JSON`);
    expect(r.stderr).toContain(`${file}:4: run "x" has no messages array; skipped`);
    const ids = new Set(r.stdout.trim().split("\n").map((l) => JSON.parse(l).run));
    expect([...ids]).toEqual(["cancel-order", "transposed-id"]);
  });

  it("exits 2 with one line when a file is missing or unusable", () => {
    const missing = run(["replay", "--tools", tools, "--runs", join(tmp, "nope.jsonl")]);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim().split("\n")).toEqual([`groundcheck: cannot read --runs ${join(tmp, "nope.jsonl")}: no such file`]);
    const noTools = run(["replay", "--tools", join(tmp, "none.json"), "--runs", runs]);
    expect(noTools.status).toBe(2);
    expect(noTools.stderr).toBe(`groundcheck: cannot read --tools ${join(tmp, "none.json")}: no such file\n`);
    const badPolicy = join(tmp, "policy.json");
    writeFileSync(badPolicy, JSON.stringify({ tools: { get_order: { write: true } } }));
    const p = run(["replay", "--tools", tools, "--policy", badPolicy, "--runs", runs]);
    expect(p.status).toBe(2);
    expect(p.stderr).toContain("$.tools.get_order.write: unknown key");
    expect(p.stderr.trim().split("\n").length).toBe(1);
  });
});

describe("groundcheck check", () => {
  const transposed = readFileSync(runs, "utf8").trim().split("\n")[1];
  it("judges the last tool call of a run read from stdin", () => {
    const r = run(["check", "--tools", tools, "--policy", policy], transposed);
    expect(r.status).toBe(1);
    const v = JSON.parse(r.stdout);
    expect(v).toMatchObject({ call_id: "call_2", decision: "reject", code: "unknown_id", error: { tool_use_id: "call_2", is_error: true, code: "unknown_id", retry: "fix_and_retry" } });
  });
  it("reads a file too, and exits 0 when the call is allowed", () => {
    const file = join(tmp, "good.json");
    writeFileSync(file, readFileSync(runs, "utf8").trim().split("\n")[4]);
    const r = run(["check", "--tools", tools, "--policy", policy, "--run", file]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ tool: "message_seller", decision: "allow", args_grounded: 1 });
  });
  it("--help works and an unknown command is a usage error", () => {
    expect(run(["--help"]).stdout).toContain("groundcheck replay --tools TOOLS.json --runs RUNS.jsonl");
    const bad = run(["frobnicate"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('unknown command "frobnicate"');
  });
});
