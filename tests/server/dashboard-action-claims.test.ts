// Issue 16 on the dashboard: claims of actions that never ran or failed, counted per day from real
// reply checks (through the same domain functions as the agent API), on both databases.
import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { appendEvents } from "@/lib/agent-api/append-events";
import { checkReplyForRun } from "@/lib/agent-api/check-reply";
import { parseDashboardRange } from "@/lib/dashboard/dashboard-range";
import { loadDashboard } from "@/lib/dashboard/load-dashboard";
import { createSundryAgent, routeHandlersUse } from "./api-harness";
import { startLookupRun, type Sundry } from "./dashboard-fixtures";

describeDatabases("dashboard: claimed actions that did not happen", (getDb) => {
  let sundry: Sundry;
  routeHandlersUse(getDb);

  /** A run that looked the order up, then made `call` with `result` (or no call), and checks `text`. */
  async function replyAfter(text: string, call?: { name: string; args: object; result: object }) {
    const { prisma } = getDb();
    const run = await startLookupRun(prisma, sundry.agent);
    if (call) {
      await appendEvents(prisma, sundry.agent.id, run.id, {
        events: [
          { id: "a3", message: { role: "assistant", content: null, tool_calls: [{ id: "call_3", type: "function", function: { name: call.name, arguments: JSON.stringify(call.args) } }] } },
          { id: "t3", message: { role: "tool", tool_call_id: "call_3", content: JSON.stringify(call.result) } },
        ],
      });
    }
    return checkReplyForRun(prisma, sundry.agent.id, run.id, { text });
  }

  beforeAll(async () => {
    sundry = await createSundryAgent(getDb().prisma);
  });

  it("counts unperformed and failed-action claims per day; a refund that ran is neither", async () => {
    const range = parseDashboardRange({ range: "7d" });
    const before = (await loadDashboard(getDb().prisma, range)).actions.total;
    const refund = { name: "issue_refund", args: { order_id: "SU-88421", amount_cents: 6400 } };
    const done = await replyAfter("I've refunded $64.00 for order SU-88421.", { ...refund, result: { ok: true, refund_id: "rf_1" } });
    expect(done.decision).toBe("pass");
    const held = await replyAfter("Your refund of $64.00 for order SU-88421 has been issued.", { ...refund, result: { tool_use_id: "call_3", is_error: true, code: "held_for_review", message: "waiting", retry: "do_not_retry" } });
    expect(held).toMatchObject({ decision: "hold", verdict: "unperformed" });
    const never = await replyAfter("I have cancelled order SU-88421 for you.");
    expect(never.verdict).toBe("unperformed");
    const failed = await replyAfter("I've sent your question to the seller of order SU-88421.", {
      name: "message_seller",
      args: { order_id: "SU-88421", seller_id: "sel_311", body: "Warranty?" },
      result: { error: "seller_unreachable" },
    });
    expect(failed.verdict).toBe("failed_action");

    const d = (await loadDashboard(getDb().prisma, range)).actions;
    expect(d.total).toEqual({ unperformed: before.unperformed + 2, failedAction: before.failedAction + 1 });
    expect(d.days).toHaveLength(7);
    expect(d.days.at(-1)).toMatchObject({ unperformed: before.unperformed + 2, failedAction: before.failedAction + 1 });
  });
});
