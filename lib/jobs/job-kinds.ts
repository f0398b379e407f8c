/**
 * The kinds of background work, one list: the worker's dispatch ends in an exhaustive check, so a
 * kind added here is a compile error until it has a handler.
 */
export const JOB_KINDS = [
  /** POST one webhook event to its agent (lib/agent-api/deliver-webhook.ts); retried with backoff. */
  "webhook.deliver",
  /** Top the review queue up with answer-key items (lib/answer-key/mix-answer-key-items.ts). */
  "answer_key.mix",
  /** POST one notification to the team's Slack-compatible webhook (lib/notifications/team-webhook.ts); retried with backoff. */
  "team_webhook.deliver",
] as const;

export type JobKind = (typeof JOB_KINDS)[number];

/** Seconds before attempt n+1 after n failed attempts: 10 s, 30 s, 2 min, 10 min, 1 h, then 1 h. */
export function backoffSeconds(failedAttempts: number): number {
  const steps = [10, 30, 120, 600, 3600];
  return steps[Math.min(Math.max(failedAttempts, 1), steps.length) - 1];
}
