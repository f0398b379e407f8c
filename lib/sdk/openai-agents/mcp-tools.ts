/**
 * The tools of connected MCP servers (MCPServerStdio, MCPServerStreamableHttp, MCPServerSSE or
 * any MCPServer), as the Agents SDK itself makes them: `getAllMcpTools` applies each server's tool
 * filter and error function and turns every listed tool into a FunctionTool whose invoke calls
 * the server. Beside each, the JSON schema exactly as the server listed it, for the guard: the
 * SDK's copy is loosened (additionalProperties: true) or rewritten for strict mode.
 */
import { getAllMcpTools, type MCPServer, type MCPToolErrorFunction } from "@openai/agents";
import { GroundcheckSdkError } from "../core/errors";
import type { AnyFunctionTool } from "./wrap-tool";

export interface McpToolsOptions {
  /** As the Agent's `mcpConfig.convertSchemasToStrict`: the schema the model gets (the guard keeps the listed one). */
  convertSchemasToStrict?: boolean;
  /** As the Agent's `mcpConfig.errorFunction`: what the model reads when the server call fails. */
  errorFunction?: MCPToolErrorFunction | null;
}

export interface McpToolListing {
  tool: AnyFunctionTool;
  server: string;
  definition: { type: "function"; function: { name: string; description: string; parameters: Record<string, unknown> } };
}

export async function listMcpTools(servers: MCPServer[], options: McpToolsOptions = {}): Promise<McpToolListing[]> {
  const tools = (await getAllMcpTools({ mcpServers: servers, convertSchemasToStrict: options.convertSchemasToStrict, errorFunction: options.errorFunction })) as AnyFunctionTool[];
  // The listings again, for the schemas as listed (a server with cacheToolsList answers from its cache).
  const listed = new Map<string, { server: string; inputSchema: unknown; description?: string }>();
  for (const server of servers) for (const t of await server.listTools()) listed.set(t.name, { server: server.name, inputSchema: t.inputSchema, description: t.description });
  return tools.map((tool) => {
    const raw = listed.get(tool.name);
    if (!raw || !raw.inputSchema || typeof raw.inputSchema !== "object") {
      throw new GroundcheckSdkError("tool_without_schema", `MCP tool ${tool.name} has no inputSchema in its server's listing: Groundcheck cannot check its arguments, so it will not wrap it.`, { tool: tool.name, server: raw?.server ?? null });
    }
    return { tool, server: raw.server, definition: { type: "function", function: { name: tool.name, description: raw.description ?? tool.description, parameters: raw.inputSchema as Record<string, unknown> } } };
  });
}
