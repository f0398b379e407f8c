// POST /api/v1/runs: start a run for a ticket and customer (idempotent per idempotency_key).
import { withApiKey } from "@/lib/agent-api/with-api-key";
import { startRunInput } from "@/lib/agent-api/schemas";
import { startRun } from "@/lib/agent-api/start-run";

export const POST = withApiKey(async ({ db, caller, body }) => {
  const { run, created } = await startRun(db, caller.agentId, startRunInput.parse(body));
  return Response.json({ run_id: run.id, created, started_at: run.startedAt }, { status: created ? 201 : 200 });
});
