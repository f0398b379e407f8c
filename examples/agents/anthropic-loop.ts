// An Anthropic-style agent loop (tool_use / tool_result blocks) with Groundcheck in its dispatcher,
// driven by a scripted model (no network). Chloe was charged $19.00 twice; the model refunds a
// round $50.00 that matches no charge (rejected: amount_unmatched), corrects it to $19.00, then
// drafts a reply promising delivery "Thursday", a date no tool returned: the reply is held for a
// person, never sent, and the agent sends a holding line instead.
// Run: GROUNDCHECK_URL=http://localhost:3000 GROUNDCHECK_API_KEY=gck_… npx tsx examples/agents/anthropic-loop.ts
import type { AgentMessage } from "../../lib/client";
import { exampleSetup, runExample } from "./example-env";
import { expectThat, scriptedModel } from "./scripted-model";

type Block = { type: "text"; text: string } | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> } | { type: "tool_result"; tool_use_id: string; content: string; is_error?: boolean };
type Message = AgentMessage & { content: string | Block[] };

const toolUse = (id: string, name: string, input: Record<string, unknown>): Message => ({ role: "assistant", content: [{ type: "tool_use", id, name, input }] });
const text = (t: string): Message => ({ role: "assistant", content: [{ type: "text", text: t }] });
function lastResult(c: Message[]) {
  for (const m of [...c].reverse()) {
    const block = Array.isArray(m.content) ? m.content.find((b) => b.type === "tool_result") : undefined;
    if (block?.type === "tool_result") return JSON.parse(block.content);
  }
  return null;
}

const model = scriptedModel<Message>([
  () => toolUse("toolu_1", "get_order", { order_id: "SU-77310" }),
  (c) => {
    expectThat(lastResult(c)?.charges?.length === 2, "expected get_order to show the two $19.00 charges");
    return toolUse("toolu_2", "issue_refund", { order_id: "SU-77310", amount_cents: 5000 });
  },
  (c) => {
    const err = lastResult(c);
    expectThat(err?.code === "amount_unmatched", `expected amount_unmatched for $50.00, got ${JSON.stringify(err)}`);
    return toolUse("toolu_3", "issue_refund", { order_id: "SU-77310", amount_cents: 1900 });
  },
  (c) => {
    expectThat(typeof lastResult(c)?.refund_id === "string", "expected the $19.00 refund to run");
    return text("I've refunded the duplicate $19.00 charge on order SU-77310 [tool:toolu_3]. Your new tote arrives Thursday.");
  },
  (c) => {
    const note = c[c.length - 1];
    expectThat(note.role === "user" && String(note.content).includes("held"), "expected to be told the reply was held");
    return text("I've refunded the duplicate $19.00 charge on order SU-77310 [tool:toolu_3]. A colleague will confirm the rest by email.");
  },
]);

runExample(async () => {
  const { client, backend, stamp, waitForDecisionMs, log } = exampleSetup("anthropic");
  const ticket = `EX-ANT-${stamp}`;
  const { run_id: runId } = await client.startRun({ idempotency_key: ticket, ticket: { id: ticket, subject: "Charged $19 twice" }, customer: { id: "cust_3150", name: "Chloe Martin" } });
  const conversation: Message[] = [{ role: "user", content: "I was charged $19 twice for my canvas tote, order SU-77310. Please refund the extra charge." }];
  await client.appendEvents(runId, [{ id: "m0", message: conversation[0] }]);
  log(`run ${runId} for ticket ${ticket}`);

  const calls: { name: string; decision: string; code: string; outcome: string }[] = [];
  const replies: { verdict: string; outcome: string; reason?: string; held_item_id?: string; text: string }[] = [];
  for (let turn = 0; turn < 10; turn++) {
    const msg = model.respond(conversation);
    conversation.push(msg);
    const uses = (msg.content as Block[]).filter((b) => b.type === "tool_use");
    if (uses.length) {
      for (const u of uses) {
        const r = await client.guardedDispatch({ id: u.id, name: u.name, arguments: u.input }, { runId, tools: backend.tools, assistantMessage: { id: `a${turn}`, message: msg }, format: "anthropic", waitForDecisionMs });
        conversation.push(r.message as Message);
        calls.push({ name: u.name, decision: r.check.decision, code: r.check.code, outcome: r.outcome });
        log(`${u.name}(${JSON.stringify(u.input)}) → ${r.check.decision} ${r.check.code}${r.outcome === "ran" ? "" : `: ${r.check.message.slice(0, 90)}`}`);
      }
      continue;
    }
    const draft = (msg.content as Block[]).map((b) => (b.type === "text" ? b.text : "")).join("");
    const reply = await client.guardedReply(draft, { runId, waitForDecisionMs });
    if (reply.outcome === "held") {
      // Never sent. The held item waits in the review queue; the model is told and writes again.
      replies.push({ verdict: reply.check.verdict, outcome: "held", reason: reply.reason, held_item_id: reply.heldItemId, text: draft });
      log(`reply held (${reply.check.verdict}, ${reply.reason}): ${draft}`);
      conversation.push({ role: "user", content: `[Groundcheck] Your reply was held for review and not sent (${reply.check.claims.filter((cl) => cl.verdict !== "grounded").map((cl) => cl.reason).join("; ")}). Write a reply using only what the tools returned.` });
      continue;
    }
    // Released once before (a retried loop): it was sent then; never send it twice.
    if (reply.outcome === "already_released") break;
    replies.push({ verdict: reply.check.verdict, outcome: "send", text: reply.text });
    log(`reply ${reply.check.verdict}: ${reply.text}`);
    await client.closeRun(runId);
    expectThat(model.finished, "the model stopped before its script ended");
    expectThat(replies.length === 2 && replies[0].outcome === "held" && replies[0].verdict === "invented", "expected the Thursday draft to be held as invented");
    expectThat(JSON.stringify(backend.effects) === JSON.stringify([{ tool: "issue_refund", args: { order_id: "SU-77310", amount_cents: 1900 } }]), `unexpected writes: ${JSON.stringify(backend.effects)}`);
    return { run_id: runId, ticket, calls, replies, effects: backend.effects };
  }
  throw new Error("the loop did not end with a reply");
});
