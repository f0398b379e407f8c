// POST /api/v1/runs/:runId/tool-calls/check: judge a tool call before it runs (allow, reject with the model-facing error, or hold).
// The key is authenticated in the check's own first statement (one read and one write per check).
import { withApiKeyInHandler } from "@/lib/agent-api/with-api-key";
import { checkToolCallInput } from "@/lib/agent-api/schemas";
import { checkToolCallForRun } from "@/lib/agent-api/check-tool-call";

export const POST = withApiKeyInHandler(async ({ db, key, body, params }) => checkToolCallForRun(db, key, params.runId, checkToolCallInput.parse(body)));
// Other methods: the JSON not_found, as for any path the API does not have.
export { notFoundHandler as GET, notFoundHandler as PUT, notFoundHandler as PATCH, notFoundHandler as DELETE } from "@/lib/agent-api/unknown-api-path";
