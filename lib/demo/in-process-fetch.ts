import { POST as startRun } from "../../app/api/v1/runs/route";
import { POST as appendEvents } from "../../app/api/v1/runs/[runId]/events/route";
import { POST as closeRun } from "../../app/api/v1/runs/[runId]/close/route";
import { POST as checkToolCall } from "../../app/api/v1/runs/[runId]/tool-calls/check/route";
import { POST as checkReply } from "../../app/api/v1/runs/[runId]/replies/check/route";
import { GET as heldItem } from "../../app/api/v1/held-items/[id]/route";
import { POST as release } from "../../app/api/v1/held-items/[id]/release/route";
import { POST as importTranscript } from "../../app/api/v1/imports/route";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const ROUTES: [string, RegExp, Handler, string[]][] = [
  ["POST", /^\/api\/v1\/runs$/, startRun, []],
  ["POST", /^\/api\/v1\/runs\/([^/]+)\/events$/, appendEvents, ["runId"]],
  ["POST", /^\/api\/v1\/runs\/([^/]+)\/close$/, closeRun, ["runId"]],
  ["POST", /^\/api\/v1\/runs\/([^/]+)\/tool-calls\/check$/, checkToolCall, ["runId"]],
  ["POST", /^\/api\/v1\/runs\/([^/]+)\/replies\/check$/, checkReply, ["runId"]],
  ["GET", /^\/api\/v1\/held-items\/([^/]+)$/, heldItem, ["id"]],
  ["POST", /^\/api\/v1\/held-items\/([^/]+)\/release$/, release, ["id"]],
  ["POST", /^\/api\/v1\/imports$/, importTranscript, []],
];

/**
 * A fetch that calls the agent API's route handlers in this process, exactly as Next would, so the
 * demo seed and server tests go through the same auth, limits and guard as a real agent. The
 * handlers use the database given to `useSharedDatabase`.
 */
export const inProcessFetch: typeof fetch = async (input, init) => {
  const req = new Request(input, init);
  const path = new URL(req.url).pathname;
  for (const [method, pattern, handler, names] of ROUTES) {
    const m = req.method === method ? path.match(pattern) : null;
    if (!m) continue;
    const params = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
    return handler(req, { params: Promise.resolve(params) });
  }
  return Response.json({ error: { code: "not_found", message: `No route ${req.method} ${path}` } }, { status: 404 });
};
