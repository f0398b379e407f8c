// An OpenAI-style agent loop with Groundcheck in its dispatcher, driven by a scripted model (no
// network). The model invents cancel_order, then refunds SU-88412 (one transposition from the
// SU-88421 it looked up); the guard rejects both, the model corrects itself, and only the right
// refund runs. Run: GROUNDCHECK_URL=http://localhost:3000 GROUNDCHECK_API_KEY=gck_… npx tsx examples/agents/openai-loop.ts
import type { AgentMessage } from "../../lib/client";
import { exampleSetup, runExample } from "./example-env";
import { expectThat, scriptedModel } from "./scripted-model";

type ChatMessage = AgentMessage & { content?: string | null; tool_calls?: { id: string; type: "function"; function: { name: string; arguments: string } }[]; tool_call_id?: string };

const call = (id: string, name: string, args: object): ChatMessage => ({ role: "assistant", content: null, tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] });
const lastToolResult = (c: ChatMessage[]) => JSON.parse(String([...c].reverse().find((m) => m.role === "tool")?.content ?? "null"));

const model = scriptedModel<ChatMessage>([
  () => call("call_1", "cancel_order", { order_id: "SU-88421" }),
  (c) => {
    const err = lastToolResult(c);
    expectThat(err?.code === "unknown_tool" && String(err.message).includes("escalate_to_human"), `expected the guard's unknown_tool error for cancel_order, got ${JSON.stringify(err)}`);
    return call("call_2", "get_order", { order_id: "SU-88421" });
  },
  (c) => {
    expectThat(lastToolResult(c)?.customer_id === "cust_1042", "expected get_order to return Ana's order SU-88421");
    return call("call_3", "issue_refund", { order_id: "SU-88412", amount_cents: 6400 });
  },
  (c) => {
    const err = lastToolResult(c);
    expectThat(err?.code === "unknown_id" && String(err.message).includes("SU-88421"), `expected unknown_id naming SU-88421, got ${JSON.stringify(err)}`);
    return call("call_4", "issue_refund", { order_id: "SU-88421", amount_cents: 6400 });
  },
  (c) => {
    expectThat(typeof lastToolResult(c)?.refund_id === "string", "expected the refund of SU-88421 to run");
    return { role: "assistant", content: "I can't cancel orders, but I've refunded the $64.00 you paid for order SU-88421 [tool:call_4]." };
  },
]);

runExample(async () => {
  const { client, backend, stamp, waitForDecisionMs, log } = exampleSetup("openai");
  const ticket = `EX-OAI-${stamp}`;
  const { run_id: runId } = await client.startRun({ idempotency_key: ticket, ticket: { id: ticket, subject: "Cracked teapot" }, customer: { id: "cust_1042", name: "Ana Ruiz" } });
  const conversation: ChatMessage[] = [
    { role: "system", content: "You are Sundry's support agent. Cite tool results as [tool:ID] and policy clauses as [clause:ID]." },
    { role: "user", content: "Hi, my teapot from order SU-88421 arrived cracked. Please cancel the order and give me my money back." },
  ];
  await client.appendEvents(runId, conversation.map((message, i) => ({ id: `m${i}`, message })));
  log(`run ${runId} for ticket ${ticket}`);

  const calls: { name: string; decision: string; code: string; outcome: string }[] = [];
  for (let turn = 0; turn < 10; turn++) {
    const msg = model.respond(conversation);
    conversation.push(msg);
    if (msg.tool_calls?.length) {
      for (const tc of msg.tool_calls) {
        const r = await client.guardedDispatch({ id: tc.id, name: tc.function.name, arguments: tc.function.arguments }, { runId, tools: backend.tools, assistantMessage: { id: `a${turn}`, message: msg }, waitForDecisionMs });
        conversation.push(r.message as ChatMessage);
        calls.push({ name: tc.function.name, decision: r.check.decision, code: r.check.code, outcome: r.outcome });
        log(`${tc.function.name}(${tc.function.arguments}) → ${r.check.decision} ${r.check.code}${r.outcome === "ran" ? "" : `: ${r.check.message.slice(0, 90)}`}`);
      }
      continue;
    }
    const reply = await client.guardedReply(String(msg.content), { runId, waitForDecisionMs });
    expectThat(reply.outcome === "send", `the final reply was held (${reply.check.verdict}); it should be grounded`);
    log(`reply ${reply.check.verdict}: ${reply.text}`);
    await client.closeRun(runId);
    expectThat(model.finished, "the model stopped before its script ended");
    // The backend saw exactly one write: the refund of the order the customer named.
    expectThat(JSON.stringify(backend.effects) === JSON.stringify([{ tool: "issue_refund", args: { order_id: "SU-88421", amount_cents: 6400 } }]), `unexpected writes: ${JSON.stringify(backend.effects)}`);
    return { run_id: runId, ticket, calls, reply: { outcome: reply.outcome, verdict: reply.check.verdict, text: reply.text }, effects: backend.effects };
  }
  throw new Error("the loop did not end with a reply");
});
