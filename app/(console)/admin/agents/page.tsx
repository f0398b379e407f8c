import type { Metadata } from "next";
import { NotAllowed } from "@/components/not-allowed";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { AgentsTable } from "@/components/admin/admin-tables";
import { CreateAgentForm } from "@/components/admin/agent-forms";
import { pageAccess } from "@/lib/auth/page-access";
import { agentsPage } from "@/lib/agents/agents-page";

export const metadata: Metadata = { title: "Agents and API keys" };

export default async function AgentsPage() {
  const { actor, allowed } = await pageAccess("api_keys:manage");
  if (!allowed) return <NotAllowed what="agents and API keys" permission="api_keys:manage" role={actor.role} />;
  const agents = await agentsPage();
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Agents and API keys</h1>
      <AdminTabs current="/admin/agents" />
      <AgentsTable rows={agents} />
      <CreateAgentForm />
    </>
  );
}
