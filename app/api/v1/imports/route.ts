// POST /api/v1/imports: import a finished transcript (OpenAI or Anthropic format) for review after the fact.
import { withApiKey } from "@/lib/agent-api/with-api-key";
import { importTranscriptInput } from "@/lib/agent-api/schemas";
import { importTranscript } from "@/lib/agent-api/import-transcript";

export const POST = withApiKey(async ({ db, caller, body }) => {
  const result = await importTranscript(db, caller.agentId, importTranscriptInput.parse(body));
  return Response.json(result, { status: result.imported ? 201 : 200 });
});
// Other methods: the JSON not_found, as for any path the API does not have.
export { notFoundHandler as GET, notFoundHandler as PUT, notFoundHandler as PATCH, notFoundHandler as DELETE } from "@/lib/agent-api/unknown-api-path";
