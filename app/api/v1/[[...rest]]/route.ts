// Every /api/v1 path no endpoint matches, for every method: the JSON not_found body (issue 14),
// never Next's HTML 404 page. No key is needed to learn that a path does not exist.
export { notFoundHandler as GET, notFoundHandler as HEAD, notFoundHandler as POST, notFoundHandler as PUT, notFoundHandler as PATCH, notFoundHandler as DELETE, notFoundHandler as OPTIONS } from "@/lib/agent-api/unknown-api-path";
