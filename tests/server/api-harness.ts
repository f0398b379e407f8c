import { readFileSync } from "node:fs";
import { beforeAll } from "vitest";
import { useSharedDatabase, type DbClient } from "@/lib/db";
import { createApiKey } from "@/lib/agent-api/api-keys";
import type { TestDatabase } from "../db/databases";

const root = new URL("../../", import.meta.url);
export const SUNDRY_TOOLS = JSON.parse(readFileSync(new URL("examples/sundry/tools.json", root), "utf8"));
export const SUNDRY_POLICY = JSON.parse(readFileSync(new URL("examples/sundry/policy.json", root), "utf8"));
export const SUNDRY_CLAUSES = JSON.parse(readFileSync(new URL("examples/sundry/clauses.json", root), "utf8"));

export const ADMIN = { id: "admin-test", email: "admin@test.example", name: "Admin", role: "admin" as const };

/** An agent configured with Sundry's tools and policy, and an API key for it. */
export async function createSundryAgent(prisma: DbClient, name = `sundry-${Math.random().toString(36).slice(2, 8)}`) {
  const agent = await prisma.agent.create({ data: { name, tools: SUNDRY_TOOLS, policy: SUNDRY_POLICY } });
  const { key, id } = await createApiKey(prisma, ADMIN, { agentId: agent.id, name: `${name} key` });
  return { agent, key, keyId: id };
}

/** Points the route handlers at this describe block's database. */
export function routeHandlersUse(getDb: () => TestDatabase) {
  beforeAll(() => useSharedDatabase(getDb()));
}

type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls a route handler exactly as Next would, and returns the status, headers and JSON body. */
export async function call(
  handler: RouteHandler,
  opts: { method?: string; path?: string; key?: string | null; body?: unknown; rawBody?: string; params?: Record<string, string>; headers?: Record<string, string> },
) {
  const headers: Record<string, string> = { "content-type": "application/json", ...(opts.headers ?? {}) };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  const method = opts.method ?? (opts.body === undefined && opts.rawBody === undefined ? "GET" : "POST");
  const req = new Request(`http://localhost${opts.path ?? "/api/v1/x"}`, {
    method,
    headers,
    body: method === "GET" ? undefined : (opts.rawBody ?? JSON.stringify(opts.body ?? {})),
  });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let json: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, json };
}
