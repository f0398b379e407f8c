import { beforeAll, expect, it } from "vitest";
import { Prisma } from "@/lib/db";
import { searchHeldItemIds } from "@/lib/review/search-held-items";
import type { HeldStatusName } from "@/lib/review/queue-params";
import { importTranscript } from "@/lib/agent-api/import-transcript";
import { describeDatabases } from "../db/databases";
import { createSundryAgent } from "./api-harness";
import { sundryRun } from "./review-fixtures";

// searchHeldItemIds picks between two statements (every GIN match sorted, or the ordered walk;
// a bound on the first falls back to the second): whichever runs, the ids and their order are
// those of the plain statement, `ORDER BY "createdAt", "id" LIMIT n` over the matches.
describeDatabases("queue search: both shapes, one answer", (getDb) => {
  const tag = `s${Date.now().toString(36)}`;
  beforeAll(async () => {
    const db = getDb().prisma;
    const { agent } = await createSundryAgent(db);
    for (let i = 0; i < 12; i++) {
      const { customerId, messages } = sundryRun("transposed-id");
      const ticket = `T-${tag}-${i}`;
      // Every item says "samovar"; every third also "kettle"; the customers are all "Ana".
      const subject = i % 3 === 0 ? `samovar kettle ${tag}` : `samovar ${tag}`;
      await importTranscript(db, agent.id, { idempotency_key: ticket, ticket: { id: ticket, subject }, customer: { id: customerId, name: "Ana" }, messages } as never);
    }
    // Some decided, and equal hold times, so the status filter and the id tie-break both matter.
    const held = await db.heldItem.findMany({ orderBy: { id: "asc" }, select: { id: true } });
    await db.heldItem.updateMany({ where: { id: { in: held.filter((_, i) => i % 4 === 1).map((h) => h.id) } }, data: { status: "approved" } });
    await db.heldItem.updateMany({ where: { id: { in: held.slice(0, 6).map((h) => h.id) } }, data: { createdAt: new Date("2026-01-01T00:00:00Z") } });
  });

  const plain = async (words: string, status: HeldStatusName | null, limit: number) =>
    (
      await getDb().prisma.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "HeldItem" WHERE "searchVector" @@ websearch_to_tsquery('english', ${words})
        ${status ? Prisma.sql`AND "status" = ${status}::"HeldStatus"` : Prisma.empty}
        ORDER BY "createdAt" ASC, "id" ASC LIMIT ${limit}`
    ).map((r) => r.id);

  it("returns the plain statement's ids in its order, for any bound on the GIN match", async () => {
    for (const words of ["samovar", "kettle", `samovar ${tag}`, "ana", "samovar -kettle", "nothingmatches"]) {
      for (const status of [null, "pending", "approved"] as const) {
        for (const limit of [3, 1000]) {
          const want = await plain(words, status, limit);
          if (words === "samovar" && limit === 1000 && status === null) expect(want.length).toBe(12);
          for (const few of [0, 1, 4, 11, 12, 7000]) expect(await searchHeldItemIds(getDb().prisma, words, status, limit, few), `${words} ${status} ${limit} ${few}`).toEqual(want);
        }
      }
    }
  });
});
