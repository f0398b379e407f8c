import type { ActionResult } from "@/lib/auth/define-action";

/** What a server action said: a status line on success (when it has a message), an alert on failure. */
export function ActionResultMessage({ result }: { result: ActionResult | null }) {
  if (!result) return null;
  if (result.ok) return result.message ? <p role="status" className="text-sm text-green-800">{result.message}</p> : null;
  return (
    <p role="alert" className="text-sm text-red-800">
      {result.error.message}
    </p>
  );
}
