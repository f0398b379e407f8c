/**
 * Sundry's backend as an MCP server, transport aside: one JSON-RPC 2.0 message in, the response
 * out. The nine tools of tools.json (their JSON schemas as the listing's inputSchema) over a fresh
 * in-memory store, and one resource, sundry://effects, listing the writes that actually ran (so a
 * test can see what the reviewer's decision let through). The protocol by hand, to the 2025
 * revisions: `initialize`, tools/list, tools/call, resources/list, resources/read, ping. No MCP
 * server package is installed here (only the client the Agents SDK uses), and this is all a
 * client needs. sundry-mcp-server.ts serves it on stdio, sundry-mcp-http.ts as Streamable HTTP.
 */
import { createSundryBackend } from "../../../lib/demo/sundry-backend";
import { buildSundryStore } from "../../../lib/demo/sundry-store";
import { SUNDRY_TOOLS } from "../sdk-scenario/sundry-conversations";

const VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];
const EFFECTS_URI = "sundry://effects";

type Params = Record<string, unknown>;
export type McpMessage = { id?: string | number | null; method?: string; params?: Params };
class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function createSundryMcpHandler() {
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
  return async (message: McpMessage): Promise<object | null> => {
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
