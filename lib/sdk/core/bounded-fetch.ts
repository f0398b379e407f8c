/**
 * The fetch the remote backend gives the typed client: every request has a deadline (a long-poll's
 * own wait added), and a 429 or 503 (the server did not do the work) is retried after its
 * Retry-After while the call's budget allows. Anything else comes back at once, so a check never
 * hangs and a write is never run because Groundcheck was slow.
 */
export interface BoundedFetchOptions {
  /** Deadline of one request, in ms (default 10,000). A long-poll gets its `wait` on top. */
  requestTimeoutMs?: number;
  /** How many times a 429 / 503 is retried (default 2). */
  retries?: number;
  /** The longest Retry-After honoured, in ms (default 2,000); longer ones are not waited for. */
  maxRetryWaitMs?: number;
  fetch?: typeof fetch;
}

const RETRYABLE = new Set([429, 503]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function boundedFetch(options: BoundedFetchOptions = {}): typeof fetch {
  const base = options.fetch ?? globalThis.fetch;
  const timeout = options.requestTimeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const maxWait = options.maxRetryWaitMs ?? 2_000;
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const wait = Number(new URL(String(input instanceof Request ? input.url : input)).searchParams.get("wait") ?? 0);
    const deadline = timeout + (Number.isFinite(wait) ? wait * 1000 : 0);
    for (let attempt = 0; ; attempt++) {
      const res = await base(input, { ...init, signal: AbortSignal.timeout(deadline) });
      if (!RETRYABLE.has(res.status) || attempt >= retries) return res;
      const after = Number(res.headers.get("retry-after"));
      const backoff = Number.isFinite(after) && after > 0 ? after * 1000 : 100 * 2 ** attempt;
      if (backoff > maxWait) return res;
      await res.body?.cancel();
      await sleep(backoff);
    }
  }) as typeof fetch;
}
