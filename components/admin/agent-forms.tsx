"use client";

import { useActionState } from "react";
import { createAgent, createKey, redeliverWebhook, revokeKey, updateAgent } from "@/app/(console)/admin/agents/actions";
import { ActionResultMessage } from "@/components/action-result";

/** A secret shown exactly once, right after it was created. */
function OneTimeSecret({ label, value }: { label: string; value: string }) {
  return (
    <div className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-medium text-amber-900">{label} (shown once; it is not stored in readable form)</p>
      <code data-testid="one-time-secret" className="mt-1 block break-all font-mono text-xs text-slate-900 select-all">
        {value}
      </code>
    </div>
  );
}

const area = "mt-1 block w-full rounded border border-slate-300 px-2 py-1.5 font-mono text-xs";
const field = "mt-1 block w-full rounded border border-slate-300 px-2 py-1.5";

export function CreateAgentForm() {
  const [result, action, pending] = useActionState(createAgent, null);
  const secret = result?.ok ? result.data.webhookSecret : null;
  const warnings = result?.ok ? (result.data.warnings ?? []) : [];
  return (
    <form action={action} aria-label="Create agent" className="mt-8 space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-medium">Create an agent</h2>
      <label className="block text-sm">
        Name
        <input name="name" required className={field} />
      </label>
      <label className="block text-sm">
        Tool definitions (JSON array, OpenAI or Anthropic format)
        <textarea name="tools" rows={8} required className={area} />
      </label>
      <label className="block text-sm">
        Policy (JSON, optional: roles are inferred where it is silent)
        <textarea name="policy" rows={5} className={area} />
      </label>
      <label className="block text-sm">
        Webhook URL (optional: decisions are POSTed there, signed)
        <input name="webhookUrl" type="url" className={field} />
      </label>
      <button type="submit" disabled={pending} className="rounded bg-slate-900 px-3 py-1.5 text-white disabled:opacity-60">
        {pending ? "Creating…" : "Create agent"}
      </button>
      <div className="mt-2"><ActionResultMessage result={result} /></div>
      {warnings.map((w) => (
        <p key={w} className="text-sm text-amber-900">
          Warning: {w}
        </p>
      ))}
      {secret ? <OneTimeSecret label="Webhook signing secret" value={secret} /> : null}
    </form>
  );
}

export function AgentConfigForm({ agentId, tools, policy, webhookUrl }: { agentId: string; tools: string; policy: string; webhookUrl: string }) {
  const [result, action, pending] = useActionState(updateAgent, null);
  const secret = result?.ok ? result.data.webhookSecret : null;
  return (
    <form action={action} aria-label="Agent configuration" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-medium">Configuration</h2>
      <input type="hidden" name="agentId" value={agentId} />
      <label className="block text-sm">
        Tool definitions
        <textarea name="tools" rows={12} defaultValue={tools} className={area} />
      </label>
      <label className="block text-sm">
        Policy
        <textarea name="policy" rows={8} defaultValue={policy} className={area} />
      </label>
      <label className="block text-sm">
        Webhook URL
        <input name="webhookUrl" type="url" defaultValue={webhookUrl} className={field} />
      </label>
      <button type="submit" disabled={pending} className="rounded bg-slate-900 px-3 py-1.5 text-white disabled:opacity-60">
        {pending ? "Saving…" : "Save configuration"}
      </button>
      <div className="mt-2"><ActionResultMessage result={result} /></div>
      {secret ? <OneTimeSecret label="Webhook signing secret" value={secret} /> : null}
    </form>
  );
}

export function CreateKeyForm({ agentId }: { agentId: string }) {
  const [result, action, pending] = useActionState(createKey, null);
  const key = result?.ok ? result.data.key : null;
  return (
    <form action={action} aria-label="Create API key" className="mt-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="agentId" value={agentId} />
      <label className="text-sm">
        Key name
        <input name="name" required className={field} />
      </label>
      <button type="submit" disabled={pending} className="rounded bg-slate-900 px-3 py-1.5 text-white disabled:opacity-60">
        {pending ? "Creating…" : "Create API key"}
      </button>
      <div className="basis-full">
        <div className="mt-2"><ActionResultMessage result={result} /></div>
        {key ? <OneTimeSecret label="API key" value={key} /> : null}
      </div>
    </form>
  );
}

export function RevokeKeyButton({ keyId, name }: { keyId: string; name: string }) {
  const [result, action, pending] = useActionState(revokeKey, null);
  return (
    <form action={action}>
      <input type="hidden" name="keyId" value={keyId} />
      <button type="submit" disabled={pending} aria-label={`Revoke ${name}`} className="rounded border border-red-300 px-2 py-1 text-red-800 hover:bg-red-50">
        Revoke
      </button>
      <div className="mt-2"><ActionResultMessage result={result} /></div>
    </form>
  );
}

export function RedeliverButton({ deliveryId }: { deliveryId: string }) {
  const [result, action, pending] = useActionState(redeliverWebhook, null);
  return (
    <form action={action}>
      <input type="hidden" name="deliveryId" value={deliveryId} />
      <button type="submit" disabled={pending} className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-50">
        Redeliver
      </button>
      <div className="mt-2"><ActionResultMessage result={result} /></div>
    </form>
  );
}
