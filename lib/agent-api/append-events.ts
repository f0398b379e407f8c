import type { z } from "zod";
import type { DbClient, DbTx } from "../db";
import { AppError } from "../errors";
import { normalizeRun } from "../run";
import { insertMessages, insertToolResults } from "./insert-run-rows";
import { cachedGuard } from "./load-run";
import type { appendEventsInput } from "./schemas";

type Input = z.infer<typeof appendEventsInput>;

/**
 * Appends a batch of messages to a run. Each event has the client's id; an id already stored (in
 * this batch or before) is stored once and counted as a duplicate, so retries are safe. The run
 * row is locked for the batch, so concurrent batches get consecutive positions and never collide.
 * Tool results are also stored whole in ToolResult with their kind from the agent's policy.
 */
export async function appendEvents(db: DbClient, agentId: string, runId: string, input: Input) {
  return db.$transaction((tx) => appendEventsIn(tx, agentId, runId, input), { timeout: 30_000 });
}

/** appendEvents inside the caller's transaction (an import writes its run and messages in one). */
export async function appendEventsIn(tx: DbTx, agentId: string, runId: string, input: Input) {
  // Scoped to the agent even here: another agent's run is neither locked nor waited on (no timing oracle).
  await tx.$queryRaw`SELECT 1 FROM "Run" WHERE id = ${runId} AND "agentId" = ${agentId} FOR UPDATE`;
  const run = await tx.run.findFirst({ where: { id: runId, agentId }, select: { endedAt: true, messageCount: true, agent: { select: { id: true, updatedAt: true } } } });
  if (!run) throw new AppError("not_found", `No run ${runId} for this agent.`);
  if (run.endedAt) throw new AppError("conflict", `Run ${runId} is closed; start a new run to send more messages.`);

  const ids = [...new Set(input.events.map((e) => e.id))];
  const known = new Set((await tx.message.findMany({ where: { runId, eventId: { in: ids } }, select: { eventId: true } })).map((m) => m.eventId));
  const fresh: { id: string; message: Record<string, unknown> }[] = [];
  for (const e of input.events) {
    if (known.has(e.id)) continue;
    known.add(e.id);
    fresh.push(e);
  }
  if (fresh.length === 0) return { stored: 0, duplicates: input.events.length, message_count: run.messageCount };

  const start = run.messageCount;
  const now = new Date();
  await insertMessages(tx, runId, fresh.map((e, i) => ({ eventId: e.id, position: start + i, role: String(e.message.role), content: e.message })), now);

  // Tool results need their tool's name, which the earlier assistant message holds: read the
  // calls made so far (only when this batch carries results).
  if (fresh.some((e) => e.message.role === "tool" || Array.isArray(e.message.content))) {
    const prior = await tx.message.findMany({
      where: { runId, position: { lt: start }, role: "assistant" },
      orderBy: { position: "asc" },
      select: { content: true, position: true },
    });
    // Keep the original positions so entry.index is the message's position in the run.
    const sparse: unknown[] = [];
    for (const p of prior) sparse[p.position] = p.content;
    fresh.forEach((e, i) => (sparse[start + i] = e.message));
    const policy = (await cachedGuard(tx, run.agent)).policy;
    const results = normalizeRun(Array.from(sparse, (m) => m ?? null)).entries.filter((en) => en.role === "tool" && en.index >= start);
    if (results.length) {
      await insertToolResults(
        tx,
        runId,
        results.map((r) => {
          if (r.role !== "tool") throw new Error("unreachable");
          return { position: r.index, toolCallId: r.toolCallId, toolName: r.toolName ?? null, content: r.content, kind: (r.toolName && policy.tools[r.toolName]?.resultKind) || "observation" };
        }),
        now,
      );
    }
  }
  await tx.run.update({ where: { id: runId }, data: { messageCount: start + fresh.length } });
  return { stored: fresh.length, duplicates: input.events.length - fresh.length, message_count: start + fresh.length };
}
