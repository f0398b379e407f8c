/**
 * The same Sundry agent on the OpenAI Agents SDK, its tools served by an MCP server instead of
 * written in-process: Sundry's backend runs as an MCP server (mcp/: a child process on stdio, or
 * Streamable HTTP on loopback), the SDK's MCPServerStdio or MCPServerStreamableHttp connects to
 * it, and `gc.mcpTools([server])` hands the agent the listed tools with Groundcheck in front of each. Every call is checked before it reaches the server;
 * the server's sundry://effects resource shows which writes ran there.
 */
import { MCPServerStdio, MCPServerStreamableHttp, type MCPServerWithResources } from "@openai/agents";
import { fileURLToPath } from "node:url";
import type { AgentsGroundcheckOptions } from "../../../lib/sdk/openai-agents";
import type { Conversation, ConversationReport, RunOptions } from "../sdk-scenario/sundry-conversations";
import { startSundryMcpHttp } from "../mcp/sundry-mcp-http";
import { playConversation } from "./sundry-agent";

const SERVER = fileURLToPath(new URL("../mcp/sundry-mcp-server.ts", import.meta.url));

/** Sundry's MCP server as a child process (TypeScript through tsx, as the examples run). */
export function sundryMcpServer() {
  return new MCPServerStdio({ name: "sundry", command: process.execPath, args: ["--import", "tsx", SERVER], cacheToolsList: true, clientSessionTimeoutSeconds: 30 });
}

/** Plays a conversation with its tools from `server` (connected here, closed after). */
async function playOverMcp(server: MCPServerWithResources, conversation: Conversation, options: RunOptions<AgentsGroundcheckOptions>): Promise<ConversationReport> {
  await server.connect();
  try {
    return await playConversation(conversation, options, {
      tools: (gc) => gc.mcpTools([server]),
      effects: async () => {
        const [content] = (await server.readResource("sundry://effects")).contents;
        return JSON.parse(String((content as { text?: string }).text ?? "[]"));
      },
    });
  } finally {
    await server.close();
  }
}

/** Over stdio: the server is a child process. */
export function runMcpConversation(conversation: Conversation, options: RunOptions<AgentsGroundcheckOptions>): Promise<ConversationReport> {
  return playOverMcp(sundryMcpServer(), conversation, options);
}

/** Over Streamable HTTP: the server listens on a loopback port. */
export async function runMcpHttpConversation(conversation: Conversation, options: RunOptions<AgentsGroundcheckOptions>): Promise<ConversationReport> {
  const http = await startSundryMcpHttp();
  try {
    return await playOverMcp(new MCPServerStreamableHttp({ name: "sundry", url: http.url, cacheToolsList: true }), conversation, options);
  } finally {
    await http.close();
  }
}
