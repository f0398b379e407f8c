// Issue 14: a transaction that timed out under load (Prisma P2028) is rolled back whole; the agent
// API answers it 503 overloaded with Retry-After, never a 500 (seen in the 10,000-request fuzz at load 27).
import { expect, it } from "vitest";
import { Prisma } from "@/lib/db";
import { expiredTransactionAsOverload } from "@/lib/agent-api/with-api-key";
import { errorResponse } from "@/lib/errors";

it("an expired transaction is answered 503 overloaded with Retry-After; other errors pass through", async () => {
  const expired = new Prisma.PrismaClientKnownRequestError("Transaction API error: A commit cannot be executed on an expired transaction.", { code: "P2028", clientVersion: "7" });
  const res = errorResponse(expiredTransactionAsOverload(expired));
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("1");
  expect((await res.json()).error.code).toBe("overloaded");
  const other = new Prisma.PrismaClientKnownRequestError("unique", { code: "P2002", clientVersion: "7" });
  expect(expiredTransactionAsOverload(other)).toBe(other);
});
