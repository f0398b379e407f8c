// The installable package end to end: build dist/, check its entry points import neither Next nor
// Prisma, `npm pack` it, install the tarball into a fresh project outside the repository (with
// the real `ai` and `@openai/agents` from the npm cache or registry), type-check a small program
// against it under Node16 resolution with tsc, run it, and run the installed `groundcheck` bin.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const dist = path.join(root, "dist");
const app = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const devVersion = (name: string) => app.devDependencies[name] as string;
const npm = (args: string[], cwd: string) => exec("npm", [...args, "--no-audit", "--no-fund", "--ignore-scripts", "--prefer-offline", "--loglevel=error"], { cwd, timeout: 150_000 });

let project = "";

const PROBE = `
import { createGroundcheckClient, payloadHash, type ToolCallCheck } from "groundcheck/client";
import { createGuard, buildLedger, checkToolCall, verifyReply, type Verdict } from "groundcheck/guard";
import { groundcheck as forAiSdk, isGroundcheckSdkError } from "groundcheck/ai-sdk";
import { groundcheck as forAgents, GroundcheckSdkError } from "groundcheck/openai-agents";
import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { tool as agentTool, type FunctionTool, type MCPServer } from "@openai/agents";
import { readFileSync } from "node:fs";

const tools = JSON.parse(readFileSync("tools.json", "utf8"));
const guard = createGuard({ tools, policy: { tools: { refund: { writes: true } } } });
const messages = [{ role: "user", content: "refund order A-1001 please" }, { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "cancel", arguments: "{}" } }] }];
const verdict: Verdict = checkToolCall({ guard, ledger: buildLedger(messages, guard.policy), call: { id: "c1", name: "cancel", rawArguments: "{}" } });
// @ts-expect-error the decision is a union of strings: the types came through, not any
const wrong: number = verdict.decision;
const reply = verifyReply(messages, "Your refund of $12.00 was issued.");
const client = createGroundcheckClient({ baseUrl: "http://127.0.0.1:9", apiKey: "gck_x" });
const hold: ToolCallCheck["decision"] = "hold";

// The AI SDK adapter in local mode: a refund of an order nobody mentioned is the tool's result, not a run.
let ran = false;
const gc = forAiSdk({ mode: "local" });
const wrapped = gc.tools({ refund: tool({ description: "Refund an order", inputSchema: jsonSchema<{ order_id: string }>({ type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] }), execute: async () => { ran = true; return { ok: true }; } }) });
let turn = 0;
const model = new MockLanguageModelV4({ doGenerate: async () => (turn++ === 0
  ? { content: [{ type: "tool-call", toolCallId: "t1", toolName: "refund", input: JSON.stringify({ order_id: "Z-9999" }) }], finishReason: { unified: "tool-calls", raw: undefined }, usage: { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } }, warnings: [] }
  : { content: [{ type: "text", text: "Done." }], finishReason: { unified: "stop", raw: undefined }, usage: { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } }, warnings: [] }) });
const result = await generateText({ model: gc.model(model), tools: wrapped, toolApproval: gc.toolApproval, messages: [{ role: "user", content: "refund order A-1001" }], stopWhen: stepCountIs(3) });
const toolResult = result.steps[0].toolResults[0]?.output as { code?: string } | undefined;

// The Agents SDK adapter: a tool without a schema is a typed error, never wrapped silently.
let typed = "";
try {
  forAgents({ mode: "local" }).tools([{ ...agentTool({ name: "x", description: "x", parameters: { type: "object", properties: {}, required: [], additionalProperties: false }, execute: async () => "x" }), parameters: undefined as never }]);
} catch (e) {
  typed = e instanceof GroundcheckSdkError && isGroundcheckSdkError(e) ? e.code : "untyped";
}
// MCP servers' tools come back wrapped, as the SDK's own FunctionTools.
const mcpTools: (servers: MCPServer[]) => Promise<FunctionTool[]> = forAgents({ mode: "local" }).mcpTools;
console.log(JSON.stringify({ mcp: typeof mcpTools, decision: verdict.decision, code: verdict.code, replyVerdict: reply.verdict, base: client.baseUrl, hash: (await payloadHash({ b: 1, a: 2 })).slice(0, 7), hold, aiSdk: { ran, code: toolResult?.code }, typed, wrong: typeof wrong }));
`;

describe("the installable package", () => {
  beforeAll(async () => {
    project = mkdtempSync(path.join(tmpdir(), "groundcheck-package-"));
    writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "groundcheck-probe", private: true, type: "module" }));
    // The SDKs install while the package builds.
    await Promise.all([
      exec(process.execPath, [path.join(root, "scripts/build-package.mjs")], { cwd: root, timeout: 150_000 }),
      npm(["install", `ai@${devVersion("ai")}`, `@openai/agents@${devVersion("@openai/agents")}`], project),
    ]);
  }, 200_000);
  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it("its entry points import no Next, Prisma or app code: only ajv, ajv-formats, the SDKs (optional peers) and Node built-ins", () => {
    const bare = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (name.endsWith(".js")) {
          const text = readFileSync(p, "utf8");
          for (const m of text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*"([^".][^"]*)"/gm)) bare.add(m[1].split("/")[0]);
          for (const m of text.matchAll(/\bimport\(\s*"([^".][^"]*)"\s*\)/g)) bare.add(m[1].split("/")[0]);
          for (const m of text.matchAll(/^\s*import\s+"([^".][^"]*)"/gm)) bare.add(m[1].split("/")[0]);
        }
      }
    };
    walk(path.join(dist, "lib"));
    expect([...bare].filter((m) => !m.startsWith("node:")).sort()).toEqual(["@openai", "ai", "ajv", "ajv-formats"]);
    expect(readdirSync(path.join(dist, "lib")).sort()).toEqual(["clauses", "cli", "client", "evidence", "guard", "policy", "run", "sdk", "verify"]);
  });

  it("packs, installs into a fresh project, type-checks a program with tsc and runs it; the bin works", async () => {
    const { stdout: packed } = await exec("npm", ["pack", dist, "--pack-destination", project, "--loglevel=error"], { cwd: root, timeout: 60_000 });
    await npm(["install", path.join(project, packed.trim().split("\n").pop()!)], project);
    writeFileSync(path.join(project, "tools.json"), JSON.stringify([{ type: "function", function: { name: "refund", parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] } } }]));
    writeFileSync(path.join(project, "probe.ts"), PROBE);
    writeFileSync(path.join(project, "tsconfig.json"), JSON.stringify({ compilerOptions: { target: "ES2022", module: "nodenext", moduleResolution: "nodenext", strict: true, skipLibCheck: true, outDir: "out", types: ["node"], typeRoots: [path.join(root, "node_modules/@types")] }, files: ["probe.ts"] }));
    const tsc = await exec(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", project], { cwd: project, timeout: 120_000 }).catch((e) => e);
    expect(tsc.stdout ?? "", "tsc").toBe("");

    const { stdout } = await exec(process.execPath, [path.join(project, "out/probe.js")], { cwd: project, timeout: 30_000 });
    expect(JSON.parse(stdout)).toMatchObject({ mcp: "function", decision: "reject", code: "unknown_tool", base: "http://127.0.0.1:9", hash: "sha256:", hold: "hold", aiSdk: { ran: false, code: "unknown_id" }, typed: "tool_without_schema" });

    writeFileSync(path.join(project, "run.json"), JSON.stringify([{ role: "user", content: "hi" }, { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "cancel", arguments: "{}" } }] }]));
    // `check` exits 1 when the call is not allowed, as in the repository.
    const bin = await exec(path.join(project, "node_modules/.bin/groundcheck"), ["check", "--tools", "tools.json", "--run", "run.json"], { cwd: project, timeout: 30_000 }).catch((e) => e);
    expect(bin.code).toBe(1);
    expect(JSON.parse(bin.stdout)).toMatchObject({ decision: "reject", code: "unknown_tool" });
  }, 200_000);
});
