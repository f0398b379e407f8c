/**
 * Sundry's MCP server on stdio (newline-delimited JSON-RPC), as MCPServerStdio spawns it:
 *   node --import tsx examples/agents/mcp/sundry-mcp-server.ts
 */
import { createInterface } from "node:readline";
import { createSundryMcpHandler } from "./sundry-mcp-handler";

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
