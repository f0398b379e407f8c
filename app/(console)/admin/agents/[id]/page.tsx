import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NotAllowed } from "@/components/not-allowed";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { ApiKeysTable, DeliveriesTable, ToolRolesTable } from "@/components/admin/admin-tables";
import { AgentConfigForm, CreateKeyForm } from "@/components/admin/agent-forms";
import { pageAccess } from "@/lib/auth/page-access";
import { agentPage } from "@/lib/agents/agents-page";

export const metadata: Metadata = { title: "Agent" };

export default async function AgentPage({ params }: { params: Promise<{ id: string }> }) {
  const { actor, allowed } = await pageAccess("api_keys:manage");
  if (!allowed) return <NotAllowed what="agents and API keys" permission="api_keys:manage" role={actor.role} />;
  const { id } = await params;
  const agent = await agentPage(id);
  if (!agent) notFound();
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Agent {agent.name}</h1>
      <AdminTabs current="/admin/agents" />

      <section aria-labelledby="keys" className="mb-10">
        <h2 id="keys" className="mb-3 text-lg font-medium">
          API keys
        </h2>
        <ApiKeysTable rows={agent.keys} />
        <CreateKeyForm agentId={agent.id} />
      </section>

      <section aria-labelledby="roles" className="mb-10">
        <h2 id="roles" className="mb-1 text-lg font-medium">
          What the guard checks
        </h2>
        <p className="mb-3 text-sm text-slate-600">Roles, owners and relations declared in the policy or inferred from the tool schemas and records; override any of them in the policy (inference switches them off).</p>
        <ToolRolesTable rows={agent.roles} />
      </section>

      <section aria-labelledby="deliveries" className="mb-10">
        <h2 id="deliveries" className="mb-1 text-lg font-medium">
          Webhook deliveries
        </h2>
        <p className="mb-3 text-sm text-slate-600">The latest 50 decision notifications, each retried with backoff (6 attempts) until the receiver answers 2xx.</p>
        {agent.deliveries.length === 0 ? (
          <p className="text-sm text-slate-600">No deliveries yet.</p>
        ) : (
          <DeliveriesTable rows={agent.deliveries} />
        )}
      </section>

      <AgentConfigForm agentId={agent.id} tools={agent.config.tools} policy={agent.config.policy} webhookUrl={agent.config.webhookUrl} />
    </>
  );
}
