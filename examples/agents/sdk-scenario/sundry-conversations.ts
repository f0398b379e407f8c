/**
 * The Sundry incidents both SDK examples play, written once, SDK-neutral: each turn reads the last
 * tool result the model saw (or Groundcheck's error in its place) and says what the model does next.
 * A turn insists on what it saw; anything unexpected stops the example (expectThat throws).
 *
 * teapot (Ana, cust_1042): cancel_order is rejected (no such tool; escalate_to_human handles it),
 *   the model looks the order up, refunds SU-88412 (rejected: SU-88421 was seen, two digits
 *   swapped), corrects it, and its grounded reply is sent.
 * tote (Chloe, cust_3150): $50.00 against two $19.00 charges is rejected; $38.00 (both charges) is
 *   held for a person, who edits it to $19.00 (the duplicate) and approves; the refund runs with
 *   $19.00; the reply promising delivery "Thursday" is held and never sent.
 */
import { readFileSync } from "node:fs";
import { buildSundryStore } from "../../../lib/demo/sundry-store";
import { createSundryBackend } from "../../../lib/demo/sundry-backend";
import type { CallEvent, GroundcheckSession } from "../../../lib/sdk/core/session";
import { expectThat } from "../scripted-model";

export type Step = { call: string; args: Record<string, unknown> } | { text: string };
/** `last`: the last tool result the model saw, parsed (Groundcheck's error when the call did not run). */
export type Turn = (last: Record<string, unknown> | null) => Step;

export interface Conversation {
  key: "teapot" | "tote";
  customer: { id: string; name: string };
  subject: string;
  user: string;
  turns: Turn[];
}

const root = new URL("../../sundry/", import.meta.url);
const read = (f: string) => JSON.parse(readFileSync(new URL(f, root), "utf8"));

/** Sundry's tools (OpenAI format) and clause library, as the demo agent has them. */
export const SUNDRY_TOOLS: { type: "function"; function: { name: string; description: string; parameters: Record<string, unknown> } }[] = read("tools.json");
export const SUNDRY_CLAUSES = read("clauses.json");

/**
 * Sundry's policy with a stricter hold threshold: a write whose arguments are not all traced to
 * one record (a refund that sums two charges scores 0.875) waits for a person. The e2e test gives
 * the agent it creates this policy; local mode uses it directly.
 */
export const STRICT_SUNDRY_POLICY = { ...read("policy.json"), holdThreshold: 0.9 };

export const SYSTEM_PROMPT = "You are Sundry's support agent. Cite tool results as [tool:ID] and policy clauses as [clause:ID].";

export const CONVERSATIONS: Conversation[] = [
  {
    key: "teapot",
    customer: { id: "cust_1042", name: "Ana Ruiz" },
    subject: "Cracked teapot",
    user: "Hi, my teapot from order SU-88421 arrived cracked. Please cancel the order and give me my money back.",
    turns: [
      () => ({ call: "cancel_order", args: { order_id: "SU-88421" } }),
      (last) => {
        expectThat(last?.code === "unknown_tool" && String(last.message).includes("escalate_to_human"), `expected the guard's unknown_tool error for cancel_order, got ${JSON.stringify(last)}`);
        return { call: "get_order", args: { order_id: "SU-88421" } };
      },
      (last) => {
        expectThat(last?.customer_id === "cust_1042", `expected get_order to return Ana's order SU-88421, got ${JSON.stringify(last)}`);
        return { call: "issue_refund", args: { order_id: "SU-88412", amount_cents: 6400 } };
      },
      (last) => {
        expectThat(last?.code === "unknown_id" && String(last.message).includes("SU-88421"), `expected unknown_id naming SU-88421, got ${JSON.stringify(last)}`);
        return { call: "issue_refund", args: { order_id: "SU-88421", amount_cents: 6400 } };
      },
      (last) => {
        expectThat(typeof last?.refund_id === "string", `expected the refund of SU-88421 to run, got ${JSON.stringify(last)}`);
        return { text: "I can't cancel orders, but I've refunded the $64.00 you paid for order SU-88421 [tool:call_4]." };
      },
    ],
  },
  {
    key: "tote",
    customer: { id: "cust_3150", name: "Chloe Martin" },
    subject: "Charged $19 twice",
    user: "I was charged $19 twice for my canvas tote, order SU-77310. Please refund the extra charge.",
    turns: [
      () => ({ call: "get_order", args: { order_id: "SU-77310" } }),
      (last) => {
        expectThat(Array.isArray(last?.charges) && last.charges.length === 2, `expected get_order to show the two $19.00 charges, got ${JSON.stringify(last)}`);
        return { call: "issue_refund", args: { order_id: "SU-77310", amount_cents: 5000 } };
      },
      (last) => {
        expectThat(last?.code === "amount_unmatched", `expected amount_unmatched for $50.00, got ${JSON.stringify(last)}`);
        return { call: "issue_refund", args: { order_id: "SU-77310", amount_cents: 3800 } };
      },
      (last) => {
        // Held, then approved with an edited amount: the refund ran with exactly the reviewer's $19.00.
        expectThat(typeof last?.refund_id === "string" && last.amount_cents === 1900, `expected the refund to run with the edited 1900, got ${JSON.stringify(last)}`);
        return { text: "I've refunded the duplicate $19.00 charge on order SU-77310 [tool:call_3]. Your new tote arrives Thursday." };
      },
    ],
  },
];

/** The reviewer's edit of the held $38.00 refund: only the duplicate charge. */
export const EDITED_REFUND = { order_id: "SU-77310", amount_cents: 1900 };
export const EDIT_NOTE = "Only the duplicate $19.00 charge, not both";

/** What each example reports, for its tests to compare. */
export interface ConversationReport {
  key: Conversation["key"];
  calls: { name: string; outcome: string; code: string }[];
  reply: { outcome: string; verdict: string | null; held_item_id: string | null; text: string | null };
  held: { tool: string; held_item_id: string; ran_with: unknown }[];
  effects: { tool: string; args: Record<string, unknown> }[];
}

/** Parses a tool result the model saw, whatever wrapper the SDK put around it. */
export function parseResult(text: string): Record<string, unknown> | null {
  const start = text.indexOf("{");
  if (start < 0) return null;
  try {
    return JSON.parse(text.slice(start)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** How an example runs one conversation; `O` is its adapter's options. */
export interface RunOptions<O> {
  /** Local or remote mode, with the per-conversation parts (customer, run). */
  groundcheck: (c: Conversation) => O;
  /** How long to wait for a person's decision on a held call (ms). */
  waitMs: number;
  /** Told when a call is held (local mode: the test decides it here; remote: a person in the console). */
  onHeld?: (heldItemId: string, session: GroundcheckSession) => void | Promise<void>;
  log?: (line: string) => void;
}

/** A fresh Sundry backend and the report that the adapter's onCall fills. */
export function startConversation(conversation: Conversation) {
  const backend = createSundryBackend(buildSundryStore({ today: new Date().toISOString().slice(0, 10) }));
  const report: ConversationReport = { key: conversation.key, calls: [], reply: { outcome: "none", verdict: null, held_item_id: null, text: null }, held: [], effects: backend.effects };
  const onCall = (e: CallEvent) => report.calls.push({ name: e.name, outcome: e.outcome, code: e.code });
  return { backend, report, onCall };
}
