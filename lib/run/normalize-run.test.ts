import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { normalizeRun, detectFormat, normalizeTools, RunFormatError, ToolDefinitionError } from "./index";

describe("normalizeRun", () => {
  it("reads OpenAI chat with tool calls and names tool results after their call", () => {
    const run = normalizeRun([
      { role: "system", content: "be nice" },
      { role: "user", content: "Where is SU-88421?" },
      { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] },
      { role: "tool", tool_call_id: "c1", content: '{"id":"SU-88421"}' },
    ]);
    expect(run.format).toBe("openai");
    expect(run.entries.map((e) => e.role)).toEqual(["system", "user", "assistant", "tool"]);
    const tool = run.entries[3];
    expect(tool.role === "tool" && tool.toolName).toBe("get_order");
    const a = run.entries[2];
    expect(a.role === "assistant" && a.toolCalls[0].rawArguments).toBe('{"order_id":"SU-88421"}');
  });

  it("splits an Anthropic user message into tool results and the customer's words, keeping the source index", () => {
    const msgs = [
      { role: "user", content: "hi" },
      { role: "assistant", content: [{ type: "text", text: "Looking." }, { type: "tool_use", id: "tu_1", name: "get_order", input: { order_id: "A1" } }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "tu_1", content: [{ type: "text", text: "{\"id\":\"A1\"}" }] }, { type: "text", text: "thanks" }] },
    ];
    expect(detectFormat(msgs)).toBe("anthropic");
    const run = normalizeRun(msgs);
    expect(run.entries.map((e) => [e.role, e.index])).toEqual([["user", 0], ["assistant", 1], ["tool", 2], ["user", 2]]);
    const t = run.entries[2];
    expect(t.role === "tool" && t.content).toBe('{"id":"A1"}');
    expect(t.role === "tool" && t.toolName).toBe("get_order");
  });

  it("refuses a non-array with a typed error", () => {
    expect(() => normalizeRun({})).toThrow(RunFormatError);
  });

  it("reads every tau-bench run without losing a tool call", () => {
    const lines = readFileSync(new URL("../../../shared/datasets/tau-bench-airline/runs.jsonl", import.meta.url), "utf8").trim().split("\n");
    for (const line of lines) {
      const r = JSON.parse(line);
      const run = normalizeRun(r.messages);
      const calls = r.messages.flatMap((m: { tool_calls?: unknown[] }) => m.tool_calls ?? []).length;
      expect(run.entries.flatMap((e) => (e.role === "assistant" ? e.toolCalls : [])).length).toBe(calls);
    }
  });
});

describe("normalizeTools", () => {
  it("accepts OpenAI and Anthropic definitions side by side", () => {
    const tools = normalizeTools([
      { type: "function", function: { name: "a", description: "A", parameters: { type: "object", properties: { x: { type: "string" } } } } },
      { name: "b", description: "B", input_schema: { type: "object", properties: {} } },
    ]);
    expect(tools.map((t) => t.name)).toEqual(["a", "b"]);
    expect(tools[0].parameters).toHaveProperty("properties.x");
  });
  it("names a broken or duplicated definition", () => {
    expect(() => normalizeTools([{ description: "x" }])).toThrow(/definition 0 has no name/);
    expect(() => normalizeTools([{ name: "a" }, { name: "a" }])).toThrow(ToolDefinitionError);
  });
});
