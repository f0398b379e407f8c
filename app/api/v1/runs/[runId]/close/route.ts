// POST /api/v1/runs/:runId/close: end a run; later appends and checks on it are refused.
import { withApiKey } from "@/lib/agent-api/with-api-key";
import { closeRun } from "@/lib/agent-api/start-run";

export const POST = withApiKey(async ({ db, caller, params }) => {
  const { run } = await closeRun(db, caller.agentId, params.runId);
  return { run_id: run.id, ended_at: run.endedAt };
});
