import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import type { GroundcheckClient } from "../client";
import { decideHeldItem } from "../review/decide-held-item";
import { seedAnswerKey } from "../answer-key/seed-answer-key";
import { mixAnswerKeyItems } from "../answer-key/mix-answer-key-items";
import { onDemoClock, realNow } from "./demo-clock";
import type { Scenario } from "./demo-scenarios";
import { ensureDemoTeam, type TeamMember } from "./demo-team";
import { DAY, HOUR, logNormalMs, nextOnShift, planHistory, type HistoryOptions } from "./history-plan";
import { playImport, playLive } from "./play-scenario";
import { createPrng } from "./prng";
import type { SundryBackend } from "./sundry-backend";
import type { SundryStore } from "./sundry-store";
import { knownItemChoice, managerChoice, reviewerChoice, type HeldForChoice, type TeamChoice } from "./team-choices";

/** History tickets are SUN-0101 on, below today's SUN-1001 on (lib/demo/demo-scenarios.ts). */
const HISTORY_SERIES = "SUN-0";
const FIRST_HISTORY_TICKET = 101;

type Event =
  | { at: number; kind: "ticket"; scenario: Scenario }
  | { at: number; kind: "review"; heldItemId: string; scenario: Scenario | null; reviewer: TeamMember }
  | { at: number; kind: "manager"; heldItemId: string; scenario: Scenario | null }
  | { at: number; kind: "answer_key" }
  | { at: number; kind: "mix" };

export interface HistoryResult {
  tickets: number;
  decisions: Record<string, number>;
  leftPending: number;
  leftEscalated: number;
  skipped: boolean;
}

/**
 * A month of Sundry's support, played in the order it happened: each ticket through the agent API
 * at its moment (the process clock moved there, lib/demo/demo-clock.ts), each held item decided
 * by a demo reviewer after a realistic wait (minutes in working hours, overnight otherwise):
 * approved, edited, rejected and sent back with a reason, or escalated; escalations decided by
 * the manager hours later or left waiting, answer-key items mixed in each
 * morning and judged with a skill that improves over the month. What was not reached by now stays
 * pending, so the queue's ages and SLAs have something to show. Skipped when already loaded.
 */
export async function playHistory(db: DbClient, admin: Actor, client: GroundcheckClient, store: SundryStore, backend: SundryBackend, opts: HistoryOptions): Promise<HistoryResult> {
  const rng = createPrng(2026);
  const now = realNow();
  const plan = planHistory(store, rng, now, opts);
  const result: HistoryResult = { tickets: 0, decisions: {}, leftPending: 0, leftEscalated: 0, skipped: false };
  if (plan.length === 0 || (await db.ticket.count({ where: { externalId: `${HISTORY_SERIES}${FIRST_HISTORY_TICKET}` } })) > 0) return { ...result, skipped: true };

  const team = await ensureDemoTeam(db);
  const events: Event[] = plan.map((t) => ({ at: t.at, kind: "ticket" as const, scenario: t.scenario }));
  const start = plan[0].at;
  // The answer key is built on the third morning from what was decided so far, then topped up each morning.
  events.push({ at: start - (start % DAY) + 2 * DAY + 7 * HOUR, kind: "answer_key" });
  for (let t = start - (start % DAY) + 3 * DAY + 7.5 * HOUR; t < now; t += DAY) events.push({ at: t, kind: "mix" });
  const schedule = (e: Event) => {
    if (e.at >= now) return; // not reached yet: it waits in the queue
    let i = events.length;
    while (i > 0 && events[i - 1].at > e.at) i--;
    events.splice(i, 0, e);
  };
  events.sort((a, b) => a.at - b.at);
  const review = (heldItemId: string, scenario: Scenario | null, heldAt: number) => {
    const reviewer = team.reviewers[Math.floor(rng.next() * team.reviewers.length)];
    // Picked up after a wait (median 25 min on shift), then a few minutes on the page.
    const at = nextOnShift(heldAt + logNormalMs(rng, 25 * 60_000, 0.9)) + 60_000 + rng.next() * 5 * 60_000;
    // A backlog: most of what came in since yesterday's lunch is still waiting.
    if (now - heldAt < DAY && rng.next() < 0.7) return;
    schedule({ at, kind: "review", heldItemId, scenario, reviewer });
  };
  const decide = async (actor: Actor, heldItemId: string, choice: TeamChoice) => {
    if (choice.action === "wait") return null;
    try {
      return (await decideHeldItem(db, actor, heldItemId, choice)).status;
    } catch (err) {
      // An edit the guard does not pass goes to a manager instead, as it would from the page.
      if (err instanceof AppError && err.code === "unprocessable" && choice.action === "edit") {
        if (actor.role === "manager") return null; // the manager leaves it escalated for now
        return (await decideHeldItem(db, actor, heldItemId, { action: "escalate", note: `${choice.note} The edited version did not pass the re-check.` })).status;
      }
      throw err;
    }
  };
  const heldView = async (id: string) => db.heldItem.findUniqueOrThrow({ where: { id }, select: { kind: true, toolName: true, payload: true, reasonCodes: true } }) as Promise<HeldForChoice>;
  const count = (what: string) => (result.decisions[what] = (result.decisions[what] ?? 0) + 1);

  const handle = async (event: Event) => {
    if (event.kind === "ticket") {
      const s = { ...event.scenario, ticket: await nextHistoryTicket() };
      const played = s.mode === "live" ? await playLive(client, s, backend) : await playImport(client, s, backend);
      if (!played) return;
      result.tickets++;
      const run = await db.run.findFirst({ where: { idempotencyKey: `demo:${s.ticket}` }, select: { id: true } });
      const held = await db.heldItem.findMany({ where: { runId: run?.id ?? "" }, select: { id: true } });
      for (const h of held) review(h.id, s, event.at);
    } else if (event.kind === "answer_key") {
      await seedAnswerKey(db, admin, { knownWrong: 20, total: 100, rate: 0.1 });
      await scheduleKnownItems(event.at);
    } else if (event.kind === "mix") {
      await mixAnswerKeyItems(db, { rate: 0.5, max: 3 });
      await scheduleKnownItems(event.at);
    } else if (event.kind === "review") {
      const item = await heldView(event.heldItemId);
      const known = await db.answerKeyItem.findFirst({ where: { heldItemId: event.heldItemId }, select: { expected: true } });
      // Known items: judged with a skill that grows over the month (catches up, false flags down).
      const progress = Math.min(1, Math.max(0, (event.at - start) / (now - start)));
      const choice = known
        ? knownItemChoice(rng, known.expected, item, { catchRate: 0.55 + 0.35 * progress - event.reviewer.slip, flagRate: 0.3 - 0.2 * progress + event.reviewer.slip })
        : reviewerChoice(rng, event.scenario!, item, event.reviewer.slip);
      const status = await decide(event.reviewer.actor, event.heldItemId, choice);
      if (status) count(status);
      if (status === "escalated") schedule({ at: nextOnShift(event.at + logNormalMs(rng, 3 * HOUR, 0.8)), kind: "manager", heldItemId: event.heldItemId, scenario: known ? null : event.scenario });
    } else if (event.kind === "manager") {
      const item = await heldView(event.heldItemId);
      const choice = managerChoice(rng, event.scenario, item);
      const status = await decide(team.manager, event.heldItemId, choice);
      if (status) count(`manager ${status}`);
    }
  };
  await onDemoClock(events[0].at, async (moveTo) => {
    for (let event = events.shift(); event; event = events.shift()) {
      moveTo(event.at);
      await handle(event);
    }
  });
  result.leftPending = await db.heldItem.count({ where: { status: "pending" } });
  result.leftEscalated = await db.heldItem.count({ where: { status: "escalated" } });
  return result;

  /**
   * The ticket number a ticket gets when it arrives: the next in the series, after any answer-key
   * copy (which takes the next number too, lib/answer-key/copy-held-item.ts).
   */
  async function nextHistoryTicket() {
    const last = await db.ticket.findFirst({ where: { externalId: { startsWith: HISTORY_SERIES } }, orderBy: { externalId: "desc" }, select: { externalId: true } });
    const n = last ? Number(last.externalId.slice(HISTORY_SERIES.length)) + 1 : FIRST_HISTORY_TICKET;
    return `${HISTORY_SERIES}${String(n).padStart(3, "0")}`;
  }

  /** Known items mixed in this morning go to the reviewers like any other hold. */
  async function scheduleKnownItems(at: number) {
    const fresh = await db.answerKeyItem.findMany({ where: { mixedAt: { gte: new Date(at - 60_000) } }, select: { heldItemId: true } });
    for (const k of fresh) if (k.heldItemId) review(k.heldItemId, null, at);
  }
}
