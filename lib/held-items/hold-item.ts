import type { DbTx } from "../db";
import { payloadHash } from "./payload-hash";

/** The run a held item belongs to, as far as holding needs it (the agent API's HoldContext is one). */
export type HoldRun = { id: string; ticketId: string; ticket: { externalId: string; customerId: string; customer: { externalId: string } } };

/** Ids found in a payload (strings that look like ids), for the queue's search box. */
function idLikeStrings(value: unknown, out: Set<string>) {
  if (typeof value === "string") {
    for (const m of value.matchAll(/[A-Za-z0-9][A-Za-z0-9_-]{3,}/g)) if (/\d/.test(m[0])) out.add(m[0].toLowerCase());
  } else if (Array.isArray(value)) value.forEach((v) => idLikeStrings(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => idLikeStrings(v, out));
}

/**
 * Creates the held item for a check that a person must decide. The payload is exactly what was
 * checked; its hash is what an approval binds to.
 */
export async function holdItem(
  tx: DbTx,
  run: HoldRun,
  check: { id: string; kind: "tool_call" | "reply"; toolName: string | null; payload: unknown; findings: unknown; reasonCodes: string[] },
) {
  const search = new Set<string>([run.id.toLowerCase(), run.ticket.externalId.toLowerCase(), run.ticket.customer.externalId.toLowerCase()]);
  idLikeStrings(check.payload, search);
  return tx.heldItem.create({
    data: {
      checkId: check.id,
      runId: run.id,
      ticketId: run.ticketId,
      customerId: run.ticket.customerId,
      kind: check.kind === "tool_call" ? "write" : "reply",
      toolName: check.toolName,
      reasonCodes: [...new Set(check.reasonCodes)],
      findings: check.findings as object,
      payload: check.payload as object,
      payloadHash: payloadHash(check.payload),
      searchText: [...search].join(" "),
    },
    select: { id: true, payloadHash: true },
  });
}
