import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { DbClient } from "@/lib/db";

export interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A local HTTP receiver for webhook tests, started before the describe block's tests and closed
 * after them: every request is recorded (headers and raw body) and answered 200.
 */
export function useReceiver(path = "/hook") {
  const received: Received[] = [];
  let server: Server;
  const state = { url: "", received };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.end("ok");
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  return state;
}

/** The held item a call in flight creates on `runId` (polled briefly: the client is still waiting). */
export async function heldItemOnRun(prisma: DbClient, runId: string) {
  for (let i = 0; i < 100; i++) {
    const item = await prisma.heldItem.findFirst({ where: { runId } });
    if (item) return item;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no held item on run ${runId}`);
}
