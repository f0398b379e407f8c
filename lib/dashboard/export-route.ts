import type { Actor } from "../auth/actor";
import { defineRoute } from "../auth/define-route";
import { getSessionActor } from "../auth/session-actor";
import { getPrisma } from "../db";
import { parseDashboardRange } from "./dashboard-range";
import { heldItemExportLines, type ExportFormat } from "./export-held-items";

/**
 * GET /api/exports/held-items?format=csv|jsonl&range=…|from=…&to=…: a streamed download of held
 * items with their decisions and findings.
 */
export async function exportHeldItemsHandler(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const format: ExportFormat = url.searchParams.get("format") === "jsonl" ? "jsonl" : "csv";
  const range = parseDashboardRange(Object.fromEntries(url.searchParams));
  const db = await getPrisma();
  const lines = heldItemExportLines(db, range, format);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  const name = `held-items-${range.from.toISOString().slice(0, 10)}-to-${new Date(range.to.getTime() - 1).toISOString().slice(0, 10)}.${format}`;
  return new Response(body, {
    headers: {
      "content-type": format === "csv" ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });
}

/** The route as declared for managers, with the actor resolver injectable for server tests. */
export function dashboardExportRoute(resolveActor: () => Promise<Actor | null> = getSessionActor) {
  return defineRoute("dashboard:view", exportHeldItemsHandler, resolveActor);
}
