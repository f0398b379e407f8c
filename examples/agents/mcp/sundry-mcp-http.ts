/**
 * Sundry's MCP server as Streamable HTTP, in-process: one endpoint, POST a JSON-RPC message (or a
 * batch) and get the response as JSON (202 for notifications alone). No server-sent events: the
 * transport lets a server answer plain JSON, and GET (the optional event stream) is 405.
 * One session (Mcp-Session-Id) per server, handed out on `initialize`.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createSundryMcpHandler, type McpMessage } from "./sundry-mcp-handler";

export async function startSundryMcpHttp(): Promise<{ url: string; close: () => Promise<void> }> {
  const handle = createSundryMcpHandler();
  const session = `sundry-${process.pid}-${Date.now()}`;
  const server = createServer(async (req, res) => {
    if (req.method === "DELETE") return res.writeHead(200).end();
    if (req.method !== "POST") return res.writeHead(405, { allow: "POST, DELETE" }).end();
    let body = "";
    for await (const chunk of req) body += chunk;
    let parsed: McpMessage | McpMessage[];
    try {
      parsed = JSON.parse(body);
    } catch {
      return res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }));
    }
    const batch = Array.isArray(parsed);
    const messages: McpMessage[] = Array.isArray(parsed) ? parsed : [parsed];
    const responses = (await Promise.all(messages.map((m) => handle(m)))).filter(Boolean);
    if (!responses.length) return res.writeHead(202).end();
    res.writeHead(200, { "content-type": "application/json", "mcp-session-id": session });
    res.end(JSON.stringify(batch ? responses : responses[0]));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/mcp`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
