import { GroundcheckApiError } from "./groundcheck-api-error";
import { guardedDispatch, type GuardedDispatchOptions } from "./guarded-dispatch";
import { guardedReply } from "./guarded-reply";
import type {
  AgentMessage,
  AppendEventsResult,
  HeldItemState,
  ImportInput,
  ImportResult,
  ReleaseResult,
  ReplyCheck,
  StartRunInput,
  StartRunResult,
  ToolCall,
  ToolCallCheck,
} from "./types";

export interface GroundcheckClientOptions {
  /** The Groundcheck server, e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** An agent API key, `gck_…` (shown once when an admin creates it). */
  apiKey: string;
  /** Defaults to the global fetch; pass one for tests or a proxy. */
  fetch?: typeof fetch;
}

/**
 * The agent API (v1), one typed method per endpoint, plus `guardedDispatch(call, options)` and
 * `guardedReply(text, options)` bound to it. Every failure throws a GroundcheckApiError.
 */
export function createGroundcheckClient(options: GroundcheckClientOptions) {
  const api = createApi(options);
  return {
    ...api,
    guardedDispatch: (call: ToolCall, opts: GuardedDispatchOptions) => guardedDispatch(api, call, opts),
    guardedReply: (text: string, opts: { runId: string; waitForDecisionMs?: number }) => guardedReply(api, text, opts),
  };
}

function createApi(options: GroundcheckClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? globalThis.fetch;

  async function request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await doFetch(`${base}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${options.apiKey}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      throw new GroundcheckApiError(0, "network", `Could not reach Groundcheck at ${base}: ${(err as Error).message}`);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new GroundcheckApiError(res.status, "bad_response", `Groundcheck answered ${res.status} with a body that is not JSON.`);
    }
    if (!res.ok) {
      const err = (json as { error?: { code?: string; message?: string; details?: Record<string, unknown> } } | null)?.error;
      const retry = Number(res.headers.get("retry-after"));
      throw new GroundcheckApiError(res.status, err?.code ?? "bad_response", err?.message ?? `HTTP ${res.status}`, {
        details: err?.details,
        retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : undefined,
      });
    }
    return json as T;
  }

  const run = (id: string) => `/runs/${encodeURIComponent(id)}`;
  return {
    baseUrl: base,
    /** Starts (or, for a repeated idempotency key, returns) the run for a ticket and customer. */
    startRun: (input: StartRunInput) => request<StartRunResult>("POST", "/runs", input),
    /** Appends messages; each event id is stored once, so a retried batch is harmless. */
    appendEvents: (runId: string, events: { id: string; message: AgentMessage }[]) => request<AppendEventsResult>("POST", `${run(runId)}/events`, { events }),
    closeRun: (runId: string) => request<{ run_id: string; ended_at: string }>("POST", `${run(runId)}/close`, {}),
    /** Checks a call; `events` (optional) are appended first, as appendEvents would, in the same request. */
    checkToolCall: (runId: string, call: ToolCall, events?: { id: string; message: AgentMessage }[]) =>
      request<ToolCallCheck>("POST", `${run(runId)}/tool-calls/check`, events?.length ? { call, events } : { call }),
    checkReply: (runId: string, text: string) => request<ReplyCheck>("POST", `${run(runId)}/replies/check`, { text }),
    /** A held item's state; `waitSeconds` (0-30) long-polls until it is decided or the time is up. */
    getHeldItem: (id: string, waitSeconds = 0) => request<HeldItemState>("GET", `/held-items/${encodeURIComponent(id)}?wait=${Math.max(0, Math.min(30, Math.floor(waitSeconds)))}`),
    /** Exactly the approved payload. Passing `payload` asserts it is what you will run: anything else is a 409. */
    releaseHeldItem: (id: string, payload?: unknown) => request<ReleaseResult>("POST", `/held-items/${encodeURIComponent(id)}/release`, payload === undefined ? {} : { payload }),
    importTranscript: (input: ImportInput) => request<ImportResult>("POST", "/imports", input),
  };
}

/** The endpoints alone (what guardedDispatch needs); a full client is one too. */
export type GroundcheckApi = ReturnType<typeof createApi>;
export type GroundcheckClient = ReturnType<typeof createGroundcheckClient>;
