// POST /api/v1/runs: start a run for a ticket and customer (idempotent per idempotency_key).
import { withApiKey } from "@/lib/agent-api/with-api-key";
import { startRunInput } from "@/lib/agent-api/schemas";
import { startRun } from "@/lib/agent-api/start-run";

export const POST = withApiKey(async ({ db, caller, body }) => {
  const { run, created } = await startRun(db, caller.agentId, startRunInput.parse(body));
  return Response.json({ run_id: run.id, created, started_at: run.startedAt }, { status: created ? 201 : 200 });
});
// Other methods: the JSON not_found, as for any path the API does not have.
export { notFoundHandler as GET, notFoundHandler as PUT, notFoundHandler as PATCH, notFoundHandler as DELETE } from "@/lib/agent-api/unknown-api-path";
