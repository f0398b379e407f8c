import type { Metadata } from "next";
import { NotAllowed } from "@/components/not-allowed";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { AuditTable } from "@/components/admin/admin-tables";
import { pageAccess } from "@/lib/auth/page-access";
import { auditLogPage } from "@/lib/audit/load-audit-log";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage() {
  const { actor, allowed } = await pageAccess("audit:view");
  if (!allowed) return <NotAllowed what="the audit log" permission="audit:view" role={actor.role} />;
  const events = await auditLogPage();
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Audit log</h1>
      <AdminTabs current="/admin/audit" />
      <p className="mb-4 text-sm text-slate-600">The latest 200 events, newest first. The log is append-only.</p>
      <AuditTable
        rows={events.map((e) => ({ id: e.id, at: e.at.toISOString(), actorEmail: e.actorEmail, action: e.action, target: { label: e.target.label, href: e.target.href ?? null }, details: JSON.stringify(e.details) }))}
      />
    </>
  );
}
