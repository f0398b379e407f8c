import type { Metadata } from "next";
import { NotAllowed } from "@/components/not-allowed";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { pageAccess } from "@/lib/auth/page-access";
import Link from "next/link";
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
      <table className="w-full border-collapse bg-white text-sm" aria-label="Audit events">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th className="p-3 font-medium">When (UTC)</th>
            <th className="p-3 font-medium">Who</th>
            <th className="p-3 font-medium">What</th>
            <th className="p-3 font-medium">Target</th>
            <th className="p-3 font-medium">Details</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id} className="border-b border-slate-100 align-top">
              <td className="p-3 whitespace-nowrap font-mono text-xs">{e.at.toISOString().replace("T", " ").slice(0, 19)}</td>
              <td className="p-3">{e.actorEmail ?? "—"}</td>
              <td className="p-3 font-mono text-xs">{e.action}</td>
              <td className="p-3 text-xs" data-testid="audit-target">
                {e.target.href ? (
                  <Link href={e.target.href} className="underline">
                    {e.target.label}
                  </Link>
                ) : (
                  e.target.label
                )}
              </td>
              <td className="p-3 font-mono text-xs break-all">{JSON.stringify(e.details)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
