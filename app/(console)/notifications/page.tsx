// What needs me: items escalated to me, assigned to me, comments that mention me.
import type { Metadata } from "next";
import Link from "next/link";
import { NotAllowed } from "@/components/not-allowed";
import { MarkAllRead, TeamWebhookForm } from "@/components/notifications/notification-controls";
import { pageAccess } from "@/lib/auth/page-access";
import { loadNotificationsPage } from "@/lib/notifications/load-notifications-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { actor, allowed } = await pageAccess("queue:view");
  if (!allowed) return <NotAllowed what="notifications" permission="queue:view" role={actor.role} />;
  const { kind } = await searchParams;
  const page = await loadNotificationsPage(actor, kind);
  const tab = (k: string | null, label: string) => (
    <Link key={k ?? "all"} href={k ? `/notifications?kind=${k}` : "/notifications"} aria-current={page.kind === k ? "page" : undefined} className={`rounded px-2 py-1 ${page.kind === k ? "bg-slate-900 text-white" : "underline"}`}>
      {label}
    </Link>
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-semibold">Notifications</h1>
        <span className="text-sm text-slate-600" data-testid="unread-count">
          {page.unread} unread
        </span>
        <MarkAllRead disabled={page.unread === 0} />
      </div>
      <nav aria-label="Kinds of notification" className="flex flex-wrap gap-2 text-sm">
        {tab(null, "All")}
        {page.kinds.map((k) => tab(k.kind, k.label))}
      </nav>
      {page.items.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-4 text-sm text-slate-700">Nothing here: nobody has escalated, assigned or mentioned you{page.kind ? " in this way" : ""}.</p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" aria-label="Notifications">
          {page.items.map((n) => (
            <li key={n.id} data-testid="notification" className={`flex flex-wrap items-baseline gap-x-3 p-3 text-sm ${n.read ? "text-slate-600" : "font-medium"}`}>
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{n.label}</span>
              {n.href ? (
                <Link href={n.href} className="min-w-0 flex-1 break-words underline">
                  {n.text}
                </Link>
              ) : (
                <span className="min-w-0 flex-1 break-words">{n.text}</span>
              )}
              <time dateTime={n.at} className="text-xs text-slate-500">
                {n.at.replace("T", " ").slice(0, 16)} UTC
              </time>
              {!n.read ? <span className="sr-only">unread</span> : null}
            </li>
          ))}
        </ol>
      )}
      {page.canManage ? <TeamWebhookForm url={page.webhook} /> : null}
    </div>
  );
}
