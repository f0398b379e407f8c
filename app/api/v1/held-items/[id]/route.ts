// GET /api/v1/held-items/:id?wait=N: a held item's decision, long-polling up to N seconds (max 30).
import { withApiKey } from "@/lib/agent-api/with-api-key";
import { waitQuery } from "@/lib/agent-api/schemas";
import { heldItemStatus } from "@/lib/agent-api/held-item-status";

export const GET = withApiKey(async ({ db, caller, params, url, sleep }) => {
  const { wait } = waitQuery.parse({ wait: url.searchParams.get("wait") ?? undefined });
  return heldItemStatus(db, caller.agentId, params.id, wait, sleep);
});
// Other methods: the JSON not_found, as for any path the API does not have.
export { notFoundHandler as POST, notFoundHandler as PUT, notFoundHandler as PATCH, notFoundHandler as DELETE } from "@/lib/agent-api/unknown-api-path";
