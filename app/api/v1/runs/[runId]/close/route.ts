// POST /api/v1/runs/:runId/close: end a run; later appends and checks on it are refused.
import { withApiKey } from "@/lib/agent-api/with-api-key";
import { closeRun } from "@/lib/agent-api/start-run";

export const POST = withApiKey(async ({ db, caller, params }) => {
  const { run } = await closeRun(db, caller.agentId, params.runId);
  return { run_id: run.id, ended_at: run.endedAt };
});
// Other methods: the JSON not_found, as for any path the API does not have.
export { notFoundHandler as GET, notFoundHandler as PUT, notFoundHandler as PATCH, notFoundHandler as DELETE } from "@/lib/agent-api/unknown-api-path";
