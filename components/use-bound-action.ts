"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/auth/define-action";

/**
 * The client half of lib/auth/bind-action.ts: calls a bound server action in a transition and keeps
 * what it said, so a component holds no copy of the pending/result/refresh glue. `refresh` re-reads
 * the page's server data after a success; `then` sees every result (to clear a field, follow a link,
 * or keep a re-check the server returned with its refusal).
 */
export function useBoundAction<In, O>(action: (input: In) => Promise<ActionResult<O>>, options: { refresh?: boolean } = {}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [result, setResult] = useState<ActionResult<O> | null>(null);
  const run = (input: In, then?: (r: ActionResult<O>) => void) =>
    start(async () => {
      const r = await action(input);
      setResult(r);
      if (r.ok && options.refresh) router.refresh();
      then?.(r);
    });
  return { run, pending, result, setResult };
}
