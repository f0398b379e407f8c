import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { decidedRealItems } from "@/lib/answer-key/decided-real-items";
import type { HeldStatus } from "@/lib/review/decisions";
import { importHeld, sundryAgent } from "./review-fixtures";

// The answer key's candidates: the latest decided real items, read newest first through indexes.
describeDatabases("answer-key candidates", (getDb) => {
  const items: string[] = [];
  beforeAll(async () => {
    const { prisma } = getDb();
    const agent = await sundryAgent(prisma);
    for (let i = 0; i < 6; i++) items.push(...(await importHeld(prisma, agent.id, "transposed-id")).held);
    expect(items.length).toBeGreaterThanOrEqual(6);
  }, 120_000);

  it("lists decided and escalated items, latest decision first, never pending ones or answer-key copies; at most `limit`", async () => {
    const { prisma } = getDb();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const set = (id: string, status: HeldStatus, decidedAt: Date | null, updatedAt: Date) =>
      prisma.$executeRawUnsafe(`UPDATE "HeldItem" SET status = $2::"HeldStatus", "decidedAt" = $3, "updatedAt" = $4 WHERE id = $1`, id, status, decidedAt, updatedAt);
    const [approved, edited, escalated, released, pending, copied] = items;
    await set(approved, "approved", at(50), at(50));
    // Released after approval: its updatedAt moved on, its decision is still 40 minutes old.
    await set(released, "released", at(40), at(1));
    await set(escalated, "escalated", null, at(30));
    await set(edited, "edited", at(20), at(20));
    await set(pending, "pending", null, at(0));
    await set(copied, "approved", at(5), at(5));
    // An answer-key copy reviewers see: never a candidate itself.
    await prisma.answerKeyItem.create({ data: { heldItemId: copied, expected: "right", source: "decided_item" } });
    const rows = await decidedRealItems(prisma);
    expect(rows.map((r) => r.id)).toEqual([edited, escalated, released, approved]);
    expect(rows.map((r) => r.implied)).toEqual(["wrong", "wrong", "wrong", "right"]);
    expect(rows[0]).toMatchObject({ status: "edited", ticket: expect.stringMatching(/^T-/), uses: 0 });
    expect((await decidedRealItems(prisma, 2)).map((r) => r.id)).toEqual([edited, escalated]);
  });
});
