import type { Metadata } from "next";
import Link from "next/link";
import { NotAllowed } from "@/components/not-allowed";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { CreateAgentForm } from "@/components/admin/agent-forms";
import { pageAccess } from "@/lib/auth/page-access";
import { getPrisma } from "@/lib/db";

export const metadata: Metadata = { title: "Agents and API keys" };

export default async function AgentsPage() {
  const { actor, allowed } = await pageAccess("api_keys:manage");
  if (!allowed) return <NotAllowed what="agents and API keys" permission="api_keys:manage" role={actor.role} />;
  const db = await getPrisma();
  const agents = await db.agent.findMany({
    orderBy: { name: "asc" },
    select: { id: true, name: true, createdAt: true, webhookUrl: true, _count: { select: { runs: true, apiKeys: { where: { revokedAt: null } } } } },
  });
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Agents and API keys</h1>
      <AdminTabs current="/admin/agents" />
      <table className="w-full border-collapse bg-white text-sm" aria-label="Agents">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th className="p-3 font-medium">Agent</th>
            <th className="p-3 font-medium">Active keys</th>
            <th className="p-3 font-medium">Runs</th>
            <th className="p-3 font-medium">Webhook</th>
            <th className="p-3 font-medium">Created (UTC)</th>
          </tr>
        </thead>
        <tbody>
          {agents.length === 0 ? (
            <tr>
              <td colSpan={5} className="p-6 text-center text-slate-600">
                No agents yet. Create one below, then give it an API key.
              </td>
            </tr>
          ) : (
            agents.map((a) => (
              <tr key={a.id} className="border-b border-slate-100">
                <td className="p-3">
                  <Link href={`/admin/agents/${a.id}`} className="font-medium underline">
                    {a.name}
                  </Link>
                </td>
                <td className="p-3">{a._count.apiKeys}</td>
                <td className="p-3">{a._count.runs}</td>
                <td className="p-3 text-xs">{a.webhookUrl ?? "—"}</td>
                <td className="p-3 font-mono text-xs">{a.createdAt.toISOString().slice(0, 10)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <CreateAgentForm />
    </>
  );
}
