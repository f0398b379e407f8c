// Runs once when a server starts. The Node-only checks live in instrumentation-node.ts so the
// edge bundle never sees them.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./instrumentation-node");
}
