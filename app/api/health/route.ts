// Liveness: answers without touching the database, so load balancers and benchmarks have a
// baseline that measures only the server itself.
export function GET() {
  return Response.json({ ok: true });
}
