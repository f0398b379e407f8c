import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { expectedFromStatus } from "./add-known-items";
import { mixAnswerKeyItems } from "./mix-answer-key-items";
import { setMixRate } from "./mix-rate";
import { tornNotebookVerdict } from "./torn-notebook";

/** Guard codes that are wrong whatever a person thinks: the seeds' invented tools, ids, owners, amounts and facts. */
const WRONG_BY_CONSTRUCTION = ["unknown_tool", "unknown_id", "wrong_customer", "amount_unmatched", "invented"];

/**
 * An answer key in the spirit of seed 000's test (20 known-wrong among 100), built from the data
 * already in the database:
 * - known-wrong: real held items decided edited or escalated, then held items whose guard code is
 *   wrong by construction (an invented tool, a transposed id, another buyer's order, an unmatched
 *   amount, an invented fact);
 * - known-right: real held items approved as is, then honest replies that passed, re-checked on
 *   cut evidence (seed 004's torn notebook), which the verifier holds although they are right.
 * Sources are reused in turn when there are fewer than asked (each use is its own copy). Items are
 * staged, then mixed into the queue at `rate`. Running it again adds nothing when a key exists.
 */
export async function seedAnswerKey(db: DbClient, actor: Actor, opts: { knownWrong?: number; total?: number; rate?: number } = {}) {
  const knownWrong = opts.knownWrong ?? 20;
  const knownRight = (opts.total ?? 100) - knownWrong;
  if ((await db.answerKeyItem.count()) > 0) return { created: false as const, wrong: 0, right: 0, mixed: 0 };

  const real = await db.heldItem.findMany({
    orderBy: { createdAt: "asc" },
    select: { id: true, status: true, approvedHash: true, payloadHash: true, reasonCodes: true },
  });
  const decided = real.map((h) => ({ id: h.id, expected: expectedFromStatus(h.status, h.approvedHash, h.payloadHash) }));
  const wrongSources = [
    ...decided.filter((d) => d.expected === "wrong").map((d) => d.id),
    ...real.filter((h) => h.status === "pending" && h.reasonCodes.some((r) => WRONG_BY_CONSTRUCTION.includes(r))).map((h) => h.id),
  ];
  const rightHeld = decided.filter((d) => d.expected === "right").map((d) => d.id);
  const passed = await db.check.findMany({ where: { kind: "reply", decision: "pass" }, orderBy: { createdAt: "asc" }, select: { id: true }, take: 500 });
  const rightChecks: string[] = [];
  for (const c of passed) if (await tornNotebookVerdict(db, c.id)) rightChecks.push(c.id);

  const cycle = <T>(xs: T[], n: number) => (xs.length ? Array.from({ length: n }, (_, i) => xs[i % xs.length]) : []);
  const rows = [
    ...cycle(wrongSources, knownWrong).map((id) => ({ expected: "wrong" as const, source: "decided_item", sourceHeldItemId: id })),
    ...cycle([...rightHeld.map((id) => ({ held: id })), ...rightChecks.map((id) => ({ check: id }))], knownRight).map((s) =>
      "held" in s ? { expected: "right" as const, source: "decided_item", sourceHeldItemId: s.held } : { expected: "right" as const, source: "torn_notebook", sourceCheckId: s.check },
    ),
  ].map((r) => ({ ...r, createdById: actor.id, note: "demo answer key (seed 000: 20 known-wrong among 100)" }));

  await db.$transaction(async (tx) => {
    await tx.answerKeyItem.createMany({ data: rows });
    await recordAuditEvent(tx, { actor, action: "answer_key.seed", target: { type: "answer_key" }, details: { wrong: knownWrong, right: rows.length - Math.min(knownWrong, rows.length), sources: { wrong: wrongSources.length, rightHeld: rightHeld.length, rightReplies: rightChecks.length } } });
  });
  if (opts.rate !== undefined) await setMixRate(db, actor, opts.rate);
  const { mixed } = await mixAnswerKeyItems(db);
  const wrong = rows.filter((r) => r.expected === "wrong").length;
  return { created: true as const, wrong, right: rows.length - wrong, mixed };
}
