/**
 * The same Sundry agent on the OpenAI Agents SDK, its tools served by an MCP server instead of
 * written in-process: Sundry's backend runs as a stdio MCP server (mcp/sundry-mcp-server.ts), the
 * SDK's MCPServerStdio connects to it, and `gc.mcpTools([server])` hands the agent the listed
 * tools with Groundcheck in front of each. Every call is checked before it reaches the server;
 * the server's sundry://effects resource shows which writes ran there.
 */
import { MCPServerStdio } from "@openai/agents";
import { fileURLToPath } from "node:url";
import type { AgentsGroundcheckOptions } from "../../../lib/sdk/openai-agents";
import type { Conversation, ConversationReport, RunOptions } from "../sdk-scenario/sundry-conversations";
import { playConversation } from "./sundry-agent";

const SERVER = fileURLToPath(new URL("../mcp/sundry-mcp-server.ts", import.meta.url));

/** Sundry's MCP server as a child process (TypeScript through tsx, as the examples run). */
export function sundryMcpServer() {
  return new MCPServerStdio({ name: "sundry", command: process.execPath, args: ["--import", "tsx", SERVER], cacheToolsList: true, clientSessionTimeoutSeconds: 30 });
}

export async function runMcpConversation(conversation: Conversation, options: RunOptions<AgentsGroundcheckOptions>): Promise<ConversationReport> {
  const server = sundryMcpServer();
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
