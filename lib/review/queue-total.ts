/**
 * Past this many matches the queue says "10,000+" instead of counting on: counting every one of
 * 70,000 pending items read the whole index on each page view (85 ms embedded at 100,000 held
 * items), while nobody pages through more than this many. Bulk "select all" counts exactly.
 */
export const QUEUE_COUNT_CAP = 10_000;

/** How many items the view matches, counted up to `cap` (capped: more than that match). */
export interface QueueTotal {
  total: number;
  capped: boolean;
}

/** A view's count as the queue shows it: "10,000+" when capped. */
export const totalLabel = (t: QueueTotal) => `${t.total.toLocaleString("en")}${t.capped ? "+" : ""}`;
