// POST /api/v1/held-items/:id/release: get exactly the approved arguments or text, once; other arguments are refused, a second release is 409 already_released.
import { withApiKey } from "@/lib/agent-api/with-api-key";
import { releaseInput } from "@/lib/agent-api/schemas";
import { releaseHeldItem } from "@/lib/agent-api/held-item-status";

export const POST = withApiKey(async ({ db, caller, body, params }) => releaseHeldItem(db, caller.agentId, params.id, releaseInput.parse(body ?? {}).payload, caller.keyId));
// Other methods: the JSON not_found, as for any path the API does not have.
export { notFoundHandler as GET, notFoundHandler as PUT, notFoundHandler as PATCH, notFoundHandler as DELETE } from "@/lib/agent-api/unknown-api-path";
