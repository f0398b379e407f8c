// POST /api/v1/runs/:runId/events: append messages and tool results in batches; repeated event ids are stored once.
import { withApiKey } from "@/lib/agent-api/with-api-key";
import { appendEventsInput } from "@/lib/agent-api/schemas";
import { appendEvents } from "@/lib/agent-api/append-events";

export const POST = withApiKey(async ({ db, caller, body, params }) => appendEvents(db, caller.agentId, params.runId, appendEventsInput.parse(body)));
// Other methods: the JSON not_found, as for any path the API does not have.
export { notFoundHandler as GET, notFoundHandler as PUT, notFoundHandler as PATCH, notFoundHandler as DELETE } from "@/lib/agent-api/unknown-api-path";
