import { readFileSync } from "node:fs";
import { expect } from "vitest";
import type { DbClient } from "@/lib/db";
import { importTranscript } from "@/lib/agent-api/import-transcript";
import { hashPassword } from "@/lib/auth/password";
import { ROLES, type Role } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/actor";
import { createSundryAgent } from "./api-harness";

const RUNS = readFileSync(new URL("../../examples/sundry/runs.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { id: string; customer_id: string; messages: Record<string, unknown>[] });

/** A Sundry example run's messages, with `edit` applied to a deep copy. */
export function sundryRun(id: string, edit?: (messages: Record<string, unknown>[]) => void) {
  const run = RUNS.find((r) => r.id === id);
  if (!run) throw new Error(`no Sundry run ${id}`);
  const messages = structuredClone(run.messages);
  edit?.(messages);
  return { customerId: run.customer_id, messages };
}

/** One user per role (plus `second`, another reviewer), as the actors server tests make up. */
export async function createActors(prisma: DbClient, tag: string) {
  const passwordHash = await hashPassword("irrelevant-password");
  const actors = {} as Record<Role | "second", Actor>;
  for (const role of [...ROLES, "second"] as const) {
    const r: Role = role === "second" ? "reviewer" : role;
    const u = await prisma.user.create({ data: { email: `${role}-${tag}@test.example`, name: `${role} ${tag}`, role: r, passwordHash } });
    actors[role] = { id: u.id, email: u.email, name: u.name, role: r };
  }
  return actors;
}

let seq = 0;
/** Imports a Sundry run through the agent API's import path and returns the held item ids. */
export async function importHeld(prisma: DbClient, agentId: string, runId: string, edit?: (messages: Record<string, unknown>[]) => void) {
  const { customerId, messages } = sundryRun(runId, edit);
  const ticket = `T-${runId}-${Date.now().toString(36)}-${seq++}`;
  const r = await importTranscript(prisma, agentId, { idempotency_key: ticket, ticket: { id: ticket, subject: runId }, customer: { id: customerId, name: "Ana" }, messages } as never);
  expect(r.imported).toBe(true);
  return { ticket, runId: r.run_id, held: (r as { held_item_ids: string[] }).held_item_ids };
}

export async function sundryAgent(prisma: DbClient) {
  return (await createSundryAgent(prisma)).agent;
}

/** Sets the last tool call's arguments (the refund) to `args`. */
export function lastCallArgs(args: Record<string, unknown>) {
  return (messages: Record<string, unknown>[]) => {
    const last = [...messages].reverse().find((m) => Array.isArray(m.tool_calls)) as { tool_calls: { function: { arguments: string } }[] };
    last.tool_calls[0].function.arguments = JSON.stringify(args);
  };
}
