// GET /api/exports/clauses: the clause library as JSON, the file `groundcheck replay --clauses` reads.
import { defineRoute } from "@/lib/auth/define-route";
import { clauseLibraryFile } from "@/lib/clauses/clauses-page";

export const dynamic = "force-dynamic";

export const GET = defineRoute("policies:view", async () => {
  const body = await clauseLibraryFile();
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="clauses-${stamp}.json"`, "cache-control": "no-store" },
  });
});
