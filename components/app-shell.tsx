import Link from "next/link";
import type { ReactNode } from "react";
import type { Actor } from "@/lib/auth/actor";
import { ROLE_LABELS } from "@/lib/auth/permissions";
import { NavLinks } from "./nav-links";
import { SignOutButton } from "./sign-out-button";

export function AppShell({ actor, nav, unread = 0, children }: { actor: Actor; nav: { href: string; label: string }[]; unread?: number; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        {/* Narrow screens: the links take a row of their own and scroll sideways; the page never does. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Link href="/" className="font-semibold tracking-tight">
            Groundcheck
          </Link>
          <nav aria-label="Main" className="order-last w-full min-w-0 overflow-x-auto sm:order-none sm:w-auto sm:flex-1">
            <NavLinks items={nav} />
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-3 text-sm">
            <Link href="/notifications" className="shrink-0 underline" data-testid="notifications-link">
              Notifications{unread > 0 ? <span className="ml-1 rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white no-underline">{unread > 99 ? "99+" : unread}<span className="sr-only"> unread</span></span> : null}
            </Link>
            <span className="truncate text-slate-700" data-testid="current-user">
              {actor.name} <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{ROLE_LABELS[actor.role]}</span>
            </span>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">{children}</main>
    </div>
  );
}
