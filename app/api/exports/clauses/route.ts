// GET /api/exports/clauses: the clause library as JSON, the file `groundcheck replay --clauses` reads.
import { defineRoute } from "@/lib/auth/define-route";
import { getPrisma } from "@/lib/db";
import { exportClauseLibrary } from "@/lib/clauses/export-clause-library";

export const dynamic = "force-dynamic";

export const GET = defineRoute("policies:view", async () => {
  const body = await exportClauseLibrary(await getPrisma());
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="clauses-${stamp}.json"`, "cache-control": "no-store" },
  });
});
