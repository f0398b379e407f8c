import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "./main";
import { progressBar } from "./progress";
import type { RunJudge } from "./run-judge";

const root = new URL("../../examples/sundry/", import.meta.url).pathname;
const sink = () => {
  const chunks: string[] = [];
  return { chunks, write: (s: string) => chunks.push(s), text: () => chunks.join("") };
};

describe("replay judges", () => {
  it("runs extra per-run judges after the guard and prints their lines and summaries", async () => {
    const seen: string[] = [];
    const replyJudge: RunJudge = {
      name: "replies",
      judgeRun: (ctx) => {
        seen.push(`${ctx.run.id}@${ctx.line}`);
        return [{ kind: "reply", run: ctx.run.id, assistant_turns: ctx.normalized.entries.filter((e) => e.role === "assistant").length }];
      },
      summary: () => ["replies checked: 6"],
    };
    const out = sink();
    const err = sink();
    const code = await main(["replay", "--tools", `${root}tools.json`, "--policy", `${root}policy.json`, "--runs", `${root}runs.jsonl`, "--clauses", "c.json"], { stdout: out, stderr: err }, (flags) => (flags.clauses ? [replyJudge] : []));
    expect(code).toBe(0);
    expect(seen).toEqual(["cancel-order@1", "transposed-id@2", "wrong-customer@3", "refund-50@4", "good-return@5", "anthropic-transposed@6"]);
    const lines = out.text().trim().split("\n").map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.kind === "reply").length).toBe(6);
    expect(lines.filter((l) => l.kind === "tool_call").length).toBe(13);
    expect(err.text()).toContain("replies checked: 6");
  });

  it("a judge that throws on one run is reported with the line and the others go on", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gc-replay-"));
    const file = join(dir, "runs.jsonl");
    writeFileSync(file, readFileSync(`${root}runs.jsonl`, "utf8"));
    const boom: RunJudge = { name: "boom", judgeRun: (ctx) => { if (ctx.line === 2) throw new Error("bad"); return []; }, summary: () => [] };
    const err = sink();
    const code = await main(["replay", "--tools", `${root}tools.json`, "--runs", file], { stdout: sink(), stderr: err }, () => [boom]);
    expect(code).toBe(1);
    expect(err.text()).toContain(`${file}:2: run transposed-id: boom failed (bad); skipped`);
    expect(err.text()).toContain("tool calls checked: 13");
  });
});

describe("progressBar", () => {
  it("draws on a terminal and stays silent on a pipe", () => {
    const tty = { isTTY: true, ...sink() };
    const bar = progressBar(tty, 200);
    bar.update(100, "3 runs");
    bar.update(200, "6 runs");
    bar.done();
    expect(tty.chunks[0]).toContain("[###############---------------] 50% 3 runs");
    expect(tty.text()).toContain("100% 6 runs");
    const pipe = { isTTY: false, ...sink() };
    const quiet = progressBar(pipe, 200);
    quiet.update(200, "6 runs");
    quiet.done();
    expect(pipe.chunks).toEqual([]);
  });
});
