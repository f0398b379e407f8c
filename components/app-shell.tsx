import Link from "next/link";
import type { ReactNode } from "react";
import type { Actor } from "@/lib/auth/actor";
import { ROLE_LABELS } from "@/lib/auth/permissions";
import { NavLinks } from "./nav-links";
import { SignOutButton } from "./sign-out-button";

export function AppShell({ actor, nav, children }: { actor: Actor; nav: { href: string; label: string }[]; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-6 px-6 py-3">
          <Link href="/" className="font-semibold tracking-tight">
            Groundcheck
          </Link>
          <nav aria-label="Main" className="flex-1">
            <NavLinks items={nav} />
          </nav>
          <div className="flex items-center gap-3 text-sm">
            <span className="text-slate-700" data-testid="current-user">
              {actor.name} <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{ROLE_LABELS[actor.role]}</span>
            </span>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-6 py-8">{children}</main>
    </div>
  );
}
