// POST /queue/:id/lease: gives your lease on a held item back as you leave its page (sent
// with navigator.sendBeacon, which cannot call a server action). Only your own lease is released.
import { defineRoute } from "@/lib/auth/define-route";
import { releaseOwnLease } from "@/lib/review/claim-lease";

export const POST = defineRoute("queue:decide", async (_req, { actor, params }) => {
  const result = await releaseOwnLease(actor, String(params.id));
  return Response.json(result);
});
