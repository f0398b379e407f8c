// POST /api/v1/runs/:runId/replies/check: judge a reply before it is sent; anything not grounded is held.
import { withApiKey } from "@/lib/agent-api/with-api-key";
import { checkReplyInput } from "@/lib/agent-api/schemas";
import { checkReplyForRun } from "@/lib/agent-api/check-reply";

export const POST = withApiKey(async ({ db, caller, body, params }) => checkReplyForRun(db, caller.agentId, params.runId, checkReplyInput.parse(body)));
// Other methods: the JSON not_found, as for any path the API does not have.
export { notFoundHandler as GET, notFoundHandler as PUT, notFoundHandler as PATCH, notFoundHandler as DELETE } from "@/lib/agent-api/unknown-api-path";
