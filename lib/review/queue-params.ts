import { z } from "zod";
import { HELD_STATUS_LIST, type HeldStatus } from "./decisions";

/** Largest page the queue serves, whatever the URL asks for. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** The statuses the filter offers: the decision table's own list, so `rejected` (sent back) is one of them. */
export const HELD_STATUSES = HELD_STATUS_LIST;
export type HeldStatusName = HeldStatus;
/** The status filter's choices: one status, or "any" (every status, decided ones included). */
export const STATUS_FILTERS = [...HELD_STATUSES, "any"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
/** The one status a filter names, or null for "any". */
export const filteredStatus = (s: StatusFilter): HeldStatusName | null => (s === "any" ? null : s);
export const SORT_FIELDS = ["createdAt", "toolName", "status"] as const;
/** "Waiting longer than": the age filter's choices, in minutes. */
export const AGE_FILTERS = { "15m": 15, "1h": 60, "4h": 240, "24h": 1440, "7d": 10080 } as const;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const text = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/**
 * The queue's state as the URL holds it: a view can be shared by its link. Unknown or out-of-range
 * values fall back to defaults rather than failing: a hand-edited link still opens a queue.
 */
export const queueParams = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  size: z.coerce.number().int().min(1).catch(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  sort: z.enum(SORT_FIELDS).catch("createdAt").default("createdAt"),
  dir: z.enum(["asc", "desc"]).catch("asc").default("asc"),
  status: z.enum(STATUS_FILTERS).catch("pending").default("pending"),
  reason: text(64),
  tool: text(128),
  kind: z.preprocess(blankToUndefined, z.enum(["write", "reply"]).optional()).catch(undefined),
  age: z.preprocess(blankToUndefined, z.enum(Object.keys(AGE_FILTERS) as [keyof typeof AGE_FILTERS]).optional()).catch(undefined),
  /** "me", "none" (unassigned) or a user id. */
  assignee: text(64),
  /** The customer's external id (e.g. cust_1042). */
  customer: text(128),
  /** A ticket, order or run id, or words of the ticket, the customer, the conversation and tool results. */
  q: text(200),
});
export type QueueParams = z.infer<typeof queueParams>;

/** The filters only (what "Next item" and the item page's neighbours respect). */
export type QueueFilters = Omit<QueueParams, "page" | "size" | "sort" | "dir">;

/** Reads the queue state from Next's searchParams or a URLSearchParams. */
export function parseQueueParams(input: URLSearchParams | Record<string, string | string[] | undefined>): QueueParams {
  const raw: Record<string, string> = {};
  if (input instanceof URLSearchParams) input.forEach((v, k) => (raw[k] = v));
  else for (const [k, v] of Object.entries(input)) if (v !== undefined) raw[k] = Array.isArray(v) ? v[0] : v;
  return queueParams.parse(raw);
}

const DEFAULTS = queueParams.parse({});

/** The query string for a queue state, leaving out defaults so links stay short. */
export function queueSearch(params: Partial<QueueParams>): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === "") continue;
    if (DEFAULTS[k as keyof QueueParams] === v) continue;
    out.set(k, String(v));
  }
  const s = out.toString();
  return s ? `?${s}` : "";
}
