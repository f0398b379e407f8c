import { guardedDispatch, guardedReply, toolResultMessage, type AgentMessage, type GroundcheckClient } from "../client";
import type { Results, Scenario } from "./demo-scenarios";
import type { SundryBackend } from "./sundry-backend";

export function assistantToolCall(format: "openai" | "anthropic", id: string, name: string, args: Record<string, unknown>): AgentMessage {
  return format === "anthropic"
    ? { role: "assistant", content: [{ type: "tool_use", id, name, input: args }] }
    : { role: "assistant", content: null, tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] };
}

const runInput = (s: Scenario) => ({
  idempotency_key: `demo:${s.ticket}`,
  ticket: { id: s.ticket, subject: s.subject },
  customer: { id: s.customer.id, name: s.customer.name, email: s.customer.email },
});

/**
 * Plays one scenario live, as an agent with Groundcheck in its dispatcher would: each call is
 * checked first and runs against the backend only when allowed; a rejection goes back as the tool
 * result and the script's next call is the model's correction; the reply is checked before it is
 * sent (a held reply stays pending for the review queue). Returns false when the run existed already.
 */
export async function playLive(client: GroundcheckClient, s: Scenario, backend: SundryBackend): Promise<boolean> {
  const { run_id: runId, created } = await client.startRun(runInput(s));
  if (!created) return false;
  const results: Results = {};
  let calls = 0;
  for (const [i, step] of s.steps.entries()) {
    if ("user" in step) await client.appendEvents(runId, [{ id: `e${i}`, message: { role: "user", content: step.user } }]);
    else if ("call" in step) {
      const id = `call_${++calls}`;
      const r = await guardedDispatch(client, { id, name: step.call, arguments: s.format === "openai" ? JSON.stringify(step.args) : step.args }, {
        runId,
        tools: backend.tools,
        assistantMessage: { id: `e${i}`, message: assistantToolCall(s.format, id, step.call, step.args) },
        format: s.format,
      });
      if (r.outcome === "ran") results[id] = r.result as Record<string, unknown>;
    } else {
      const reply = await guardedReply(client, step.reply(results), { runId });
      if (reply.outcome === "send") await client.closeRun(runId);
    }
  }
  return true;
}

/**
 * A finished transcript of the same scenario as it went without a guard (every call ran, an
 * invented tool answered with an error), imported for review after the fact.
 */
export async function playImport(client: GroundcheckClient, s: Scenario, backend: SundryBackend): Promise<boolean> {
  const messages: AgentMessage[] = [{ role: "system", content: s.system ?? "You are Sundry's support agent. Cite tool results as [tool:ID] and policy clauses as [clause:ID]." }];
  const results: Results = {};
  let calls = 0;
  for (const step of s.steps) {
    if ("user" in step) messages.push({ role: "user", content: step.user });
    else if ("call" in step) {
      const id = `call_${++calls}`;
      const tool = (backend.tools as Record<string, (a: Record<string, unknown>) => unknown>)[step.call];
      // A scripted result (a tool error, the guard's hold) stands for what the tool answered in that transcript.
      const result = (step.result ?? (tool ? tool(step.args) : { error: "unknown_tool", message: `No tool named ${step.call}.` })) as Record<string, unknown>;
      results[id] = result;
      messages.push(assistantToolCall(s.format, id, step.call, step.args), toolResultMessage(s.format, id, JSON.stringify(result), !tool || step.result !== undefined));
    } else messages.push({ role: "assistant", content: step.reply(results) });
  }
  const r = await client.importTranscript({ ...runInput(s), messages });
  return r.imported;
}
