import { errorResponse } from "../errors";
import type { Actor } from "./actor";
import type { Permission } from "./permissions";
import { requirePermission } from "./require-permission";
import { getSessionActor } from "./session-actor";
import { assertStorableParams } from "../validation/check-storable";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Handler = (req: Request, ctx: { actor: Actor; params: Record<string, string | string[]> }) => Promise<Response>;

/**
 * Declares a session-authenticated route handler's permission once. Denied unless the session's
 * actor holds it; every thrown error becomes the JSON error body. `resolveActor` is injectable so
 * server tests can call the handler as any role.
 */
export function defineRoute(permission: Permission, handler: Handler, resolveActor: () => Promise<Actor | null> = getSessionActor) {
  const route = async (req: Request, ctx?: RouteContext): Promise<Response> => {
    try {
      const actor = requirePermission(await resolveActor(), permission);
      const params = (ctx ? await ctx.params : undefined) ?? {};
      assertStorableParams(params);
      assertStorableParams(Object.fromEntries(new URL(req.url).searchParams));
      return await handler(req, { actor, params });
    } catch (err) {
      return errorResponse(err);
    }
  };
  return Object.assign(route, { permission, handler });
}
