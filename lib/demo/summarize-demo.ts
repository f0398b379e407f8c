import type { DbClient } from "../db";

/** What the demo database holds: tickets, checks by kind and decision, held items by reason. */
export async function summarizeDemo(db: DbClient) {
  const [tickets, runs, checks, held] = await Promise.all([
    db.ticket.count(),
    db.run.groupBy({ by: ["source"], _count: { _all: true } }),
    db.check.groupBy({ by: ["kind", "decision"], _count: { _all: true } }),
    db.heldItem.findMany({ select: { reasonCodes: true, status: true } }),
  ]);
  const heldByReason: Record<string, number> = {};
  for (const h of held) for (const r of h.reasonCodes) heldByReason[r] = (heldByReason[r] ?? 0) + 1;
  return {
    tickets,
    runs: Object.fromEntries(runs.map((r) => [r.source, r._count._all])),
    checks: Object.fromEntries(checks.map((c) => [`${c.kind}:${c.decision}`, c._count._all])),
    heldItems: held.length,
    heldByReason,
  };
}

export function formatDemoSummary(s: Awaited<ReturnType<typeof summarizeDemo>>): string {
  const list = (o: Record<string, number>) => Object.entries(o).sort().map(([k, v]) => `${k} ${v}`).join(", ");
  return [`  tickets ${s.tickets} (runs: ${list(s.runs)})`, `  checks: ${list(s.checks)}`, `  held items ${s.heldItems}: ${list(s.heldByReason)}`].join("\n");
}
