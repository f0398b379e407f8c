// Factories for the clause, dashboard and answer-key server tests: runs go through the same
// domain functions the agent API uses (start, append, check), so findings and telemetry are real.
import { hashPassword } from "@/lib/auth/password";
import { ROLES, type Role } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/actor";
import type { DbClient } from "@/lib/db";
import { startRun } from "@/lib/agent-api/start-run";
import { appendEvents } from "@/lib/agent-api/append-events";
import { checkReplyForRun } from "@/lib/agent-api/check-reply";
import { checkToolCallForRun } from "@/lib/agent-api/check-tool-call";
import { createSundryAgent } from "./api-harness";

export const ORDER = {
  order_id: "SU-88421",
  customer_id: "cust_1042",
  status: "delivered",
  region: "US",
  items: [{ item_id: "it_5521", title: "Ceramic teapot", price_cents: 6400 }],
  charges: [{ charge_id: "ch_9001", amount_cents: 6400 }],
};

/** One user per role, as actors. */
export async function createActors(prisma: DbClient, prefix: string): Promise<Record<Role, Actor>> {
  const passwordHash = await hashPassword("irrelevant-password");
  const actors = {} as Record<Role, Actor>;
  for (const role of ROLES) {
    const u = await prisma.user.create({ data: { email: `${prefix}-${role}@test.example`, name: `${prefix} ${role}`, role, passwordHash } });
    actors[role] = { id: u.id, email: u.email, name: u.name, role };
  }
  return actors;
}

export async function createReviewer(prisma: DbClient, name: string): Promise<Actor> {
  const u = await prisma.user.create({ data: { email: `${name.toLowerCase()}@test.example`, name, role: "reviewer", passwordHash: await hashPassword("irrelevant-password") } });
  return { id: u.id, email: u.email, name: u.name, role: "reviewer" };
}

export type Sundry = Awaited<ReturnType<typeof createSundryAgent>>;

let seq = 0;
/** A run that looked the order up and searched policy (which returned `clauseIds`). */
export async function startLookupRun(prisma: DbClient, agent: Sundry["agent"], clauseIds: string[] = ["RET-30"]) {
  seq++;
  const { run } = await startRun(prisma, agent.id, { idempotency_key: `fx-${seq}-${Math.random()}`, ticket: { id: `T-FX-${seq}-${Math.random().toString(36).slice(2, 7)}`, subject: "Teapot" }, customer: { id: "cust_1042" } });
  await appendEvents(prisma, agent.id, run.id, {
    events: [
      { id: "u1", message: { role: "user", content: "My teapot from order SU-88421 arrived. Can I return it?" } },
      { id: "a1", message: { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] } },
      { id: "t1", message: { role: "tool", tool_call_id: "call_1", content: JSON.stringify(ORDER) } },
      { id: "a2", message: { role: "assistant", content: null, tool_calls: [{ id: "call_2", type: "function", function: { name: "search_policy", arguments: '{"query":"returns"}' } }] } },
      { id: "t2", message: { role: "tool", tool_call_id: "call_2", content: JSON.stringify({ results: clauseIds.map((id) => ({ clause_id: id })) }) } },
    ],
  });
  return run;
}

/** Checks a reply in a fresh run; returns the API's answer (held_item_id when held). */
export async function checkReply(prisma: DbClient, agent: Sundry["agent"], text: string, clauseIds?: string[]) {
  const run = await startLookupRun(prisma, agent, clauseIds);
  return { run, ...(await checkReplyForRun(prisma, agent.id, run.id, { text })) };
}

/** Checks a tool call in a fresh run. */
export async function checkCall(prisma: DbClient, agent: Sundry["agent"], name: string, args: unknown) {
  const run = await startLookupRun(prisma, agent);
  return { run, ...(await checkToolCallForRun(prisma, agent.id, run.id, { call: { id: `c-${Math.random()}`, name, arguments: args } })) };
}

export const UNSUPPORTED_REPLY = "Yes: we refund your original shipping costs on every return, for any reason, within 90 days [clause:RET-30].";
