// An OpenAI-style agent loop whose held refund a person rejects: the model refunds both of Chloe's
// $19.00 charges ($38.00) when only one was a duplicate. The guard cannot trace a sum to one
// charge, so under a strict hold threshold the call waits for a person; the person rejects it with
// a reason; guardedDispatch hands that reason to the model as the tool's result; the model refunds
// the one charge instead, and only that refund runs. Scripted model, no network.
// The agent's policy needs holdThreshold 0.9 (examples/agents/sdk-scenario STRICT_SUNDRY_POLICY):
//   GROUNDCHECK_URL=http://localhost:3000 GROUNDCHECK_API_KEY=gck_… GROUNDCHECK_WAIT_MS=600000 npx tsx examples/agents/rejected-refund-loop.ts
// While it waits it prints `HELD <id>`: open /queue/<id>, press r, say what was wrong.
import { guardedDispatch, type AgentMessage, type GroundcheckApi } from "../../lib/client";
import { exampleSetup, runExample } from "./example-env";
import { expectThat, scriptedModel } from "./scripted-model";

type ChatMessage = AgentMessage & { content?: string | null; tool_calls?: { id: string; type: "function"; function: { name: string; arguments: string } }[]; tool_call_id?: string };

const call = (id: string, name: string, args: object): ChatMessage => ({ role: "assistant", content: null, tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] });
const lastToolResult = (c: ChatMessage[]) => JSON.parse(String([...c].reverse().find((m) => m.role === "tool")?.content ?? "null"));

/** What the model was told when the person rejected its refund (the tool result it read). */
let rejection: { code: string; message: string; what_was_wrong: string; what_to_do_instead: string } | null = null;

const model = scriptedModel<ChatMessage>([
  () => call("call_1", "get_order", { order_id: "SU-77310" }),
  (c) => {
    expectThat(lastToolResult(c)?.charges?.length === 2, "expected get_order to show Chloe's two $19.00 charges");
    return call("call_2", "issue_refund", { order_id: "SU-77310", amount_cents: 3800 });
  },
  (c) => {
    const err = lastToolResult(c);
    expectThat(err?.code === "rejected_by_reviewer" && typeof err.details?.what_was_wrong === "string", `expected a person's rejection as the tool result, got ${JSON.stringify(err)}`);
    rejection = { code: err.code, message: err.message, what_was_wrong: err.details.what_was_wrong, what_to_do_instead: err.details.what_to_do_instead };
    return call("call_3", "issue_refund", { order_id: "SU-77310", amount_cents: 1900 });
  },
  (c) => {
    expectThat(typeof lastToolResult(c)?.refund_id === "string", "expected the refund of the one duplicate charge to run");
    return { role: "assistant", content: "I've refunded the duplicate $19.00 charge on order SU-77310 [tool:call_3]." };
  },
]);

/** The client, telling the console's reader which item to open as soon as a call is held. */
function announcingHolds(client: GroundcheckApi, log: (line: string) => void): GroundcheckApi {
  return {
    ...client,
    checkToolCall: async (...args: Parameters<GroundcheckApi["checkToolCall"]>) => {
      const check = await client.checkToolCall(...args);
      if (check.decision === "hold") log(`${args[1].name} held for review: HELD ${check.held_item_id}`);
      return check;
    },
  };
}

runExample(async () => {
  const { client, backend, stamp, waitForDecisionMs, log } = exampleSetup("rejected-refund");
  const api = announcingHolds(client, log);
  const ticket = `EX-REJ-${stamp}`;
  const { run_id: runId } = await client.startRun({ idempotency_key: ticket, ticket: { id: ticket, subject: "Charged $19 twice" }, customer: { id: "cust_3150", name: "Chloe Martin" } });
  const conversation: ChatMessage[] = [
    { role: "system", content: "You are Sundry's support agent. Cite tool results as [tool:ID] and policy clauses as [clause:ID]." },
    { role: "user", content: "I was charged $19 twice for my canvas tote, order SU-77310. Please refund the extra charge." },
  ];
  await client.appendEvents(runId, conversation.map((message, i) => ({ id: `m${i}`, message })));
  log(`run ${runId} for ticket ${ticket}`);

  const calls: { name: string; code: string; outcome: string; by?: string }[] = [];
  for (let turn = 0; turn < 10; turn++) {
    const msg = model.respond(conversation);
    conversation.push(msg);
    if (msg.tool_calls?.length) {
      for (const tc of msg.tool_calls) {
        const r = await guardedDispatch(api, { id: tc.id, name: tc.function.name, arguments: tc.function.arguments }, { runId, tools: backend.tools, assistantMessage: { id: `a${turn}`, message: msg }, waitForDecisionMs });
        conversation.push(r.message as ChatMessage);
        calls.push({ name: tc.function.name, code: r.check.code, outcome: r.outcome, ...(r.outcome === "rejected" && r.by ? { by: r.by } : {}) });
        log(`${tc.function.name}(${tc.function.arguments}) → ${r.outcome}${r.outcome === "ran" ? "" : `: ${r.content.slice(0, 120)}`}`);
      }
      continue;
    }
    const reply = await client.guardedReply(String(msg.content), { runId, waitForDecisionMs });
    expectThat(reply.outcome === "send", `the final reply was held (${reply.check.verdict}); it should be grounded`);
    await client.closeRun(runId);
    expectThat(model.finished, "the model stopped before its script ended");
    return { run_id: runId, ticket, calls, rejection, reply: { outcome: reply.outcome, verdict: reply.check.verdict, text: reply.text }, effects: backend.effects };
  }
  throw new Error("the loop did not end with a reply");
});
