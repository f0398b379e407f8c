import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { AppShell } from "@/components/app-shell";
import { getSessionActor } from "@/lib/auth/session-actor";
import { navFor } from "@/lib/auth/permissions";

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const actor = await getSessionActor();
  if (!actor) redirect("/signin");
  return (
    <AppShell actor={actor} nav={navFor(actor.role).map(({ href, label }) => ({ href, label }))}>
      {children}
    </AppShell>
  );
}
