import { defineAction } from "../auth/define-action";
import { createApiKey, revokeApiKey } from "../agent-api/api-keys";
import { redeliverWebhook } from "../agent-api/deliver-webhook";
import { createAgentInput, createKeyInput, redeliverInput, revokeKeyInput, updateAgentInput } from "./agent-schemas";
import { createAgent, updateAgent } from "./save-agent";

/** Admin actions on agents and their API keys; the "use server" wrappers pass the session's actor. */
export const createAgentAction = defineAction({
  permission: "api_keys:manage",
  input: createAgentInput,
  run: ({ actor, db }, input) => createAgent(db, actor, input),
  successMessage: (a) => `Created agent ${a.name}.`,
});

export const updateAgentAction = defineAction({
  permission: "api_keys:manage",
  input: updateAgentInput,
  run: ({ actor, db }, input) => updateAgent(db, actor, input),
  successMessage: (a) => `Saved ${a.name}.`,
});

export const createKeyAction = defineAction({
  permission: "api_keys:manage",
  input: createKeyInput,
  run: ({ actor, db }, input) => createApiKey(db, actor, input),
  successMessage: (k) => `Created key ${k.name}. Copy it now: it is shown only once.`,
});

export const revokeKeyAction = defineAction({
  permission: "api_keys:manage",
  input: revokeKeyInput,
  run: ({ actor, db }, input) => revokeApiKey(db, actor, input.keyId),
  successMessage: (r) => (r.alreadyRevoked ? "That key was already revoked." : "Key revoked. Requests using it are refused from now on."),
});

export const redeliverWebhookAction = defineAction({
  permission: "api_keys:manage",
  input: redeliverInput,
  run: ({ actor, db }, input) => redeliverWebhook(db, actor, input.deliveryId),
  successMessage: () => "Queued for delivery again.",
});
