/** Request and response shapes of the agent API (v1), as the server sends them (snake_case). */
import type { Verdict } from "../verify/types";

/** A chat message in OpenAI or Anthropic format; the server reads both. */
export type AgentMessage = { role: string; [key: string]: unknown };

export interface StartRunInput {
  idempotency_key: string;
  ticket: { id: string; subject?: string };
  customer: { id: string; name?: string; email?: string };
}
export interface StartRunResult {
  run_id: string;
  created: boolean;
  started_at: string;
}

export interface AppendEventsResult {
  stored: number;
  duplicates: number;
  message_count: number;
}

export interface ToolCall {
  id: string;
  name: string;
  /** A JSON string (OpenAI) or an object (Anthropic). */
  arguments?: unknown;
}

/** What the guard hands back to the model instead of a tool result (lib/guard/CODES.md). */
export interface ModelFacingError {
  tool_use_id: string;
  is_error: true;
  code: string;
  message: string;
  retry: "fix_and_retry" | "escalate" | "do_not_retry";
  details?: Record<string, unknown>;
}

export interface ToolCallCheck {
  check_id: string;
  decision: "allow" | "reject" | "hold";
  code: string;
  message: string;
  retry?: ModelFacingError["retry"];
  args_grounded: number | null;
  findings: unknown[];
  error?: ModelFacingError;
  held_item_id?: string;
  payload_hash?: string;
}

export interface ReplyCheck {
  check_id: string;
  decision: "pass" | "hold";
  verdict: Verdict;
  claims: { kind: string; text: string; verdict: string; reason: string; held?: boolean }[];
  telemetry: Record<string, unknown>;
  held_item_id?: string;
  payload_hash?: string;
}

export type HeldItemStatus = "pending" | "approved" | "edited" | "escalated" | "released" | "rejected";

/** A person rejected the held item: nothing is released; this is what to tell the model instead. */
export interface HeldItemRejection {
  code: "rejected_by_reviewer";
  /** One sentence for the model: what was wrong and what to do instead. */
  message: string;
  retry: "do_not_retry";
  what_was_wrong: string;
  what_to_do_instead: string;
  rejected_at: string;
}

export interface HeldItemState {
  id: string;
  status: HeldItemStatus;
  kind: "write" | "reply";
  checked_hash: string;
  decided: boolean;
  decision: { action: string; note: string | null; at: string } | null;
  approved_hash: string | null;
  /** Set when status is `rejected` (servers before reject support omit it). */
  rejection?: HeldItemRejection | null;
}

export interface ReleaseResult {
  id: string;
  status: "released";
  /** Exactly what was approved: the checked arguments or text, or the reviewer's edited version. */
  payload: unknown;
  payload_hash: string;
}

export interface ImportInput extends StartRunInput {
  messages: AgentMessage[];
}
export type ImportResult =
  | { run_id: string; imported: false; reason: string }
  | {
      run_id: string;
      imported: true;
      tool_calls: { allow: number; reject: number; hold: number };
      replies: { pass: number; hold: number };
      held_item_ids: string[];
    };
