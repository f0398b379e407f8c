// MCP tools in the OpenAI Agents SDK adapter, against Sundry's real stdio MCP server (a child
// process, through the SDK's MCPServerStdio): what the guard holds is the server's own listing,
// an Agent's unwrapped mcpServers never run unchecked, and a Groundcheck that cannot be reached
// keeps a write from ever reaching the server. The Sundry incidents themselves over MCP are in
// sdk-examples.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent, run, type MCPServerStdio } from "@openai/agents";
import { groundcheck, type AgentsGroundcheckOptions } from "../../lib/sdk/openai-agents";
import { scriptedAgentsModel } from "../../examples/agents/openai-agents/sundry-agent";
import { sundryMcpServer } from "../../examples/agents/openai-agents/sundry-mcp-agent";
import { CONVERSATIONS, STRICT_SUNDRY_POLICY, SUNDRY_CLAUSES, type Conversation, type Step } from "../../examples/agents/sdk-scenario/sundry-conversations";

const ana = CONVERSATIONS[0];
const local: AgentsGroundcheckOptions = { mode: "local", policy: STRICT_SUNDRY_POLICY, clauses: SUNDRY_CLAUSES, customerId: ana.customer.id };
let server: MCPServerStdio;

beforeAll(async () => {
  server = sundryMcpServer();
  await server.connect();
}, 60_000);
afterAll(() => server?.close());

async function effects() {
  const [content] = (await server.readResource("sundry://effects")).contents;
  return JSON.parse(String((content as { text?: string }).text)) as { tool: string; args: unknown }[];
}

/** A conversation whose model makes one call and then answers with what it read. */
function oneCall(call: Step, seen: (last: Record<string, unknown> | null) => void): Conversation {
  return { ...ana, turns: [() => call, (last) => (seen(last), { text: "Thanks for waiting." })] };
}

describe("MCP tools through gc.mcpTools", () => {
  it("the guard holds the server's listed schema, not the SDK's loosened copy: an argument the listing does not define is rejected", async () => {
    const gc = groundcheck(local);
    const tools = await gc.mcpTools([server]);
    // The SDK opens every non-strict MCP schema (additionalProperties: true) for the model…
    expect(tools.find((t) => t.name === "get_order")?.parameters).toMatchObject({ additionalProperties: true });
    let last: Record<string, unknown> | null = null;
    const model = scriptedAgentsModel(oneCall({ call: "get_order", args: { order_id: "SU-88421", include_card_number: true } }, (l) => (last = l)));
    await run(new Agent({ name: "Sundry", model, tools }), ana.user, gc.runOptions).catch(() => undefined);
    // …but the listing does not describe include_card_number, so the call never reached the server.
    expect(last).toMatchObject({ is_error: true, code: "unknown_param" });
    expect(String(last!.message)).toContain("include_card_number");
  });

  it("an Agent with the servers in its own mcpServers would run their tools unchecked: the run stops with invalid_options before the model is called", async () => {
    const gc = groundcheck(local);
    const before = (await effects()).length;
    const model = scriptedAgentsModel({ ...ana, turns: [() => ({ call: "issue_refund", args: { order_id: "SU-88421", amount_cents: 6400 } })] });
    const agent = new Agent({ name: "Sundry", model, mcpServers: [server] });
    await expect(run(agent, ana.user, gc.runOptions)).rejects.toMatchObject({ code: "invalid_options", details: { servers: ["sundry"] } });
    expect(model.finished()).toBe(false);
    expect((await effects()).length).toBe(before);
  });

  it("a tool wrapped twice (an MCP tool named like a function tool) and local-mode tools added after the run started are setup errors", async () => {
    const gc = groundcheck(local);
    const [getOrder] = (await gc.mcpTools([server], {})).filter((t) => t.name === "get_order");
    expect(() => gc.tools([getOrder])).toThrow(expect.objectContaining({ code: "invalid_options", details: { tools: ["get_order"] } }));

    const late = groundcheck(local);
    await late.session.record([{ role: "user", content: "hi" }]);
    await expect(late.mcpTools([server])).rejects.toMatchObject({ code: "invalid_options" });
  });

  it("remote mode, the check failing (500): an MCP write fails closed, the model reads groundcheck_unavailable, the server never sees the call", async () => {
    // The conversation is stored; the check itself fails.
    const failing = (async (url: string | URL | Request) =>
      String(url).endsWith("/events") ? Response.json({ stored: 1, duplicates: 0, message_count: 1 }) : Response.json({ error: { code: "internal", message: "x" } }, { status: 500 })) as typeof globalThis.fetch;
    const gc = groundcheck({ mode: "remote", baseUrl: "http://gc.test", apiKey: "gck_x", run: { id: "r1" }, fetch: failing, requestTimeoutMs: 300 });
    const before = (await effects()).length;
    let last: Record<string, unknown> | null = null;
    const model = scriptedAgentsModel(oneCall({ call: "issue_refund", args: { order_id: "SU-88421", amount_cents: 6400 } }, (l) => (last = l)));
    await run(new Agent({ name: "Sundry", model, tools: await gc.mcpTools([server]) }), ana.user, gc.runOptions).catch(() => undefined);
    expect(last).toMatchObject({ code: "groundcheck_unavailable", retry: "do_not_retry" });
    expect((await effects()).length).toBe(before);
  });
});
