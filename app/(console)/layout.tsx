import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { AppShell } from "@/components/app-shell";
import { getSessionActor } from "@/lib/auth/session-actor";
import { navFor } from "@/lib/auth/permissions";
import { loadUnreadCount } from "@/lib/notifications/load-notifications-page";

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const actor = await getSessionActor();
  if (!actor) redirect("/signin");
  const unread = await loadUnreadCount(actor);
  return (
    <AppShell actor={actor} nav={navFor(actor.role).map(({ href, label }) => ({ href, label }))} unread={unread}>
      {children}
    </AppShell>
  );
}
