/**
 * Sundry's backend as an MCP server on stdio: the nine tools of tools.json (their JSON schemas as
 * the listing's inputSchema) over the in-memory store, and one resource, sundry://effects, listing
 * the writes that actually ran (so a test can see what the reviewer's decision let through).
 *   node --import tsx examples/agents/mcp/sundry-mcp-server.ts
 * The protocol by hand, to the 2025 revisions: newline-delimited JSON-RPC 2.0, the `initialize`
 * handshake, tools/list, tools/call, resources/list, resources/read, ping. No MCP server package
 * is installed here (only the client the Agents SDK uses), and this is all a client needs.
 */
import { createInterface } from "node:readline";
import { createSundryBackend } from "../../../lib/demo/sundry-backend";
import { buildSundryStore } from "../../../lib/demo/sundry-store";
import { SUNDRY_TOOLS } from "../sdk-scenario/sundry-conversations";

const VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];
const EFFECTS_URI = "sundry://effects";

type Params = Record<string, unknown>;
class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function createSundryMcpHandler() {
  const backend = createSundryBackend(buildSundryStore({ today: new Date().toISOString().slice(0, 10) }));
  const impl = backend.tools as Record<string, (a: Params) => unknown>;
  const methods: Record<string, (p: Params) => unknown> = {
    initialize: (p) => ({
      protocolVersion: VERSIONS.includes(String(p.protocolVersion)) ? p.protocolVersion : VERSIONS[0],
      capabilities: { tools: { listChanged: false }, resources: {} },
      serverInfo: { name: "sundry", version: "1.0.0" },
    }),
    ping: () => ({}),
    "tools/list": () => ({ tools: SUNDRY_TOOLS.map((t) => ({ name: t.function.name, description: t.function.description, inputSchema: t.function.parameters })) }),
    "tools/call": async (p) => {
      const name = String(p.name);
      if (!impl[name]) throw new RpcError(-32602, `Unknown tool: ${name}`);
      const result = (await impl[name]((p.arguments as Params) ?? {})) as Params;
      return { content: [{ type: "text", text: JSON.stringify(result) }], isError: typeof result?.error === "string" };
    },
    "resources/list": () => ({ resources: [{ uri: EFFECTS_URI, name: "effects", description: "The writes that ran", mimeType: "application/json" }] }),
    "resources/read": (p) => {
      if (p.uri !== EFFECTS_URI) throw new RpcError(-32002, `Resource not found: ${p.uri}`);
      return { contents: [{ uri: EFFECTS_URI, mimeType: "application/json", text: JSON.stringify(backend.effects) }] };
    },
  };

  /** One JSON-RPC message in, the response out (null for a notification). */
  return async (message: { id?: string | number; method?: string; params?: Params }): Promise<object | null> => {
    const { id, method } = message;
    if (id === undefined || id === null) return null; // notifications (initialized, cancelled): nothing to answer
    const fn = method ? methods[method] : undefined;
    if (!fn) return { jsonrpc: "2.0", id, error: { code: -32601, message: `Method not found: ${method}` } };
    try {
      return { jsonrpc: "2.0", id, result: await fn(message.params ?? {}) };
    } catch (err) {
      return { jsonrpc: "2.0", id, error: { code: err instanceof RpcError ? err.code : -32603, message: (err as Error).message } };
    }
  };
}

const handle = createSundryMcpHandler();
const lines = createInterface({ input: process.stdin });
lines.on("line", async (line) => {
  if (!line.trim()) return;
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } })}\n`);
    return;
  }
  const response = await handle(message);
  if (response) process.stdout.write(`${JSON.stringify(response)}\n`);
});
lines.on("close", () => process.exit(0));
