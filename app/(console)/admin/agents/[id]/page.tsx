import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NotAllowed } from "@/components/not-allowed";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { ToolRelations } from "@/components/admin/tool-relations";
import { AgentConfigForm, CreateKeyForm, RedeliverButton, RevokeKeyButton } from "@/components/admin/agent-forms";
import { listWebhookDeliveries } from "@/lib/agent-api/deliver-webhook";
import { pageAccess } from "@/lib/auth/page-access";
import { getPrisma } from "@/lib/db";
import { describeToolRoles } from "@/lib/policy";

export const metadata: Metadata = { title: "Agent" };

const when = (d: Date | null) => (d ? d.toISOString().replace("T", " ").slice(0, 16) : "—");

export default async function AgentPage({ params }: { params: Promise<{ id: string }> }) {
  const { actor, allowed } = await pageAccess("api_keys:manage");
  if (!allowed) return <NotAllowed what="agents and API keys" permission="api_keys:manage" role={actor.role} />;
  const { id } = await params;
  const db = await getPrisma();
  const agent = await db.agent.findUnique({ where: { id }, include: { apiKeys: { orderBy: { createdAt: "desc" } } } });
  if (!agent) notFound();
  const deliveries = await listWebhookDeliveries(db, agent.id);
  let roles: ReturnType<typeof describeToolRoles> = [];
  try {
    roles = describeToolRoles(agent.tools, agent.policy ?? undefined);
  } catch {
    roles = [];
  }
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Agent {agent.name}</h1>
      <AdminTabs current="/admin/agents" />

      <section aria-labelledby="keys" className="mb-10">
        <h2 id="keys" className="mb-3 text-lg font-medium">
          API keys
        </h2>
        <table className="w-full border-collapse bg-white text-sm" aria-label="API keys">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="p-3 font-medium">Name</th>
              <th className="p-3 font-medium">Key starts with</th>
              <th className="p-3 font-medium">Created (UTC)</th>
              <th className="p-3 font-medium">Last used (UTC)</th>
              <th className="p-3 font-medium">Status</th>
              <th className="p-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {agent.apiKeys.map((k) => (
              <tr key={k.id} className="border-b border-slate-100" data-testid={`key-${k.name}`}>
                <td className="p-3">{k.name}</td>
                <td className="p-3 font-mono text-xs">{k.prefix}_…</td>
                <td className="p-3 font-mono text-xs">{when(k.createdAt)}</td>
                <td className="p-3 font-mono text-xs">{when(k.lastUsedAt)}</td>
                <td className="p-3">{k.revokedAt ? `Revoked ${when(k.revokedAt)}` : "Active"}</td>
                <td className="p-3">{k.revokedAt ? null : <RevokeKeyButton keyId={k.id} name={k.name} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <CreateKeyForm agentId={agent.id} />
      </section>

      <section aria-labelledby="roles" className="mb-10">
        <h2 id="roles" className="mb-1 text-lg font-medium">
          What the guard checks
        </h2>
        <p className="mb-3 text-sm text-slate-600">Roles, owners and relations declared in the policy or inferred from the tool schemas and records; override any of them in the policy (inference switches them off).</p>
        <table className="w-full border-collapse bg-white text-sm" aria-label="Tool roles">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="p-3 font-medium">Tool</th>
              <th className="p-3 font-medium">Writes</th>
              <th className="p-3 font-medium">Arguments</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((t) => (
              <tr key={t.name} className="border-b border-slate-100 align-top">
                <td className="p-3 font-mono text-xs">{t.name}</td>
                <td className="p-3">{t.writes ? `yes${t.movesMoney ? ", moves money" : ""}` : "no"} <span className="text-xs text-slate-500">({t.writesSource})</span></td>
                <td className="p-3 text-xs">
                  {t.args.map((a) => (
                    <div key={a.path}>
                      <span className="font-mono">{a.path}</span>: {a.role} <span className="text-slate-500">({a.roleSource}: {a.reason})</span>
                    </div>
                  ))}
                  <ToolRelations tool={t} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="deliveries" className="mb-10">
        <h2 id="deliveries" className="mb-1 text-lg font-medium">
          Webhook deliveries
        </h2>
        <p className="mb-3 text-sm text-slate-600">The latest 50 decision notifications, each retried with backoff (6 attempts) until the receiver answers 2xx.</p>
        {deliveries.length === 0 ? (
          <p className="text-sm text-slate-600">No deliveries yet.</p>
        ) : (
          <table className="w-full border-collapse bg-white text-sm" aria-label="Webhook deliveries">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th className="p-3 font-medium">Queued (UTC)</th>
                <th className="p-3 font-medium">Event</th>
                <th className="p-3 font-medium">Status</th>
                <th className="p-3 font-medium">Attempts</th>
                <th className="p-3 font-medium">Last answer</th>
                <th className="p-3 font-medium">Next attempt (UTC)</th>
                <th className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id} className="border-b border-slate-100 align-top" data-testid={`delivery-${d.id}`}>
                  <td className="p-3 font-mono text-xs">{when(d.createdAt)}</td>
                  <td className="p-3 font-mono text-xs">
                    {d.event}
                    {d.heldItemId ? <div className="text-slate-500">item {d.heldItemId}</div> : null}
                  </td>
                  <td className="p-3">{d.status === "delivered" ? `Delivered ${when(d.deliveredAt)}` : d.status === "failed" ? "Failed" : "Pending"}</td>
                  <td className="p-3">{d.attempts}</td>
                  <td className="p-3 text-xs">{d.lastError ?? (d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : "—")}</td>
                  <td className="p-3 font-mono text-xs">{d.status === "pending" ? when(d.nextAttemptAt) : "—"}</td>
                  <td className="p-3">{d.status === "pending" && d.attempts === 0 ? null : <RedeliverButton deliveryId={d.id} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <AgentConfigForm agentId={agent.id} tools={JSON.stringify(agent.tools, null, 2)} policy={agent.policy ? JSON.stringify(agent.policy, null, 2) : ""} webhookUrl={agent.webhookUrl ?? ""} />
    </>
  );
}
