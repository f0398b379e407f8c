// Test data for the review console, created through the agent API with the demo agent's key: each
// test imports its own transcript under a ticket id nobody else uses, so tests share no state.
import { readFileSync } from "node:fs";
import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_DEMO_API_KEY } from "../lib/demo/demo-config";

type Message = Record<string, unknown>;
const RUNS = readFileSync(new URL("../examples/sundry/runs.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { id: string; customer_id: string; messages: Message[] });

/**
 * A ticket id unique to this call (the queue search finds it as a whole token). It ends in a
 * number, like real ticket series, so the ticket an answer-key copy gets (the next in the series)
 * is predictable: see nextInSeries.
 */
export function uniqueTicket(tag: string) {
  return `T-${tag}-${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
}

/** The next ticket id in a series ending in a number: what an answer-key copy of an item on `ticket` gets. */
export function nextInSeries(ticket: string) {
  const [, prefix, digits] = ticket.match(/^(.*?)(\d+)$/)!;
  return `${prefix}${String(BigInt(digits) + BigInt(1)).padStart(digits.length, "0")}`;
}

/** Imports a Sundry example run (optionally changed) for a fresh ticket; returns the ticket and held item ids. */
export async function importSundryRun(
  request: APIRequestContext,
  runId: string,
  opts: { tag?: string; edit?: (messages: Message[]) => void; subject?: string; customer?: { id: string; name?: string; email?: string } } = {},
) {
  const base = RUNS.find((r) => r.id === runId);
  if (!base) throw new Error(`no Sundry run ${runId}`);
  const messages = structuredClone(base.messages);
  opts.edit?.(messages);
  const ticket = uniqueTicket(opts.tag ?? runId);
  const res = await request.post("/api/v1/imports", {
    headers: { authorization: `Bearer ${E2E_DEMO_API_KEY}` },
    data: { idempotency_key: ticket, ticket: { id: ticket, subject: opts.subject ?? `e2e ${runId}` }, customer: opts.customer ?? { id: base.customer_id, name: "Ana Ortiz" }, messages },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { run_id: string; held_item_ids: string[] };
  expect(body.held_item_ids.length).toBeGreaterThan(0);
  return { ticket, runId: body.run_id, heldIds: body.held_item_ids };
}

/** Sets the arguments of the run's last tool call. */
export function lastCallArgs(args: Record<string, unknown>) {
  return (messages: Message[]) => {
    const last = [...messages].reverse().find((m) => Array.isArray(m.tool_calls)) as { tool_calls: { function: { arguments: string } }[] };
    last.tool_calls[0].function.arguments = JSON.stringify(args);
  };
}

/** Sets the text of the run's final reply (its one assistant message with text). */
export function finalReply(text: string) {
  return (messages: Message[]) => {
    const reply = [...messages].reverse().find((m) => m.role === "assistant" && typeof m.content === "string") as { content: string };
    reply.content = text;
  };
}

/** Replaces the content of the run's first tool result. */
export function firstToolResult(transform: (content: string) => string) {
  return (messages: Message[]) => {
    const tool = messages.find((m) => m.role === "tool") as { content: string };
    tool.content = transform(tool.content);
  };
}

/** The held item as the agent sees it through the API (status, kind, and a rejection's model-facing error). */
export async function heldItemState(request: APIRequestContext, id: string, apiKey = E2E_DEMO_API_KEY) {
  const res = await request.get(`/api/v1/held-items/${id}`, { headers: { authorization: `Bearer ${apiKey}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { status: string; kind: "write" | "reply"; rejection?: { code: string; what_was_wrong: string; what_to_do_instead: string; message: string } };
}

/** The held item's status as the agent sees it through the API. */
export async function heldItemStatus(request: APIRequestContext, id: string) {
  return (await heldItemState(request, id)).status;
}
