"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";

/**
 * The section a path belongs to. An item page is /queue/<id> whichever list it was opened from;
 * opened from Escalations it carries status=escalated (the list's filter), and belongs there.
 */
export function activeSection(pathname: string, search: URLSearchParams, hrefs: string[]): string | null {
  if (pathname.startsWith("/queue/") && search.get("status") === "escalated" && hrefs.includes("/escalations")) return "/escalations";
  if (pathname.startsWith("/admin") && hrefs.includes("/admin/users")) return "/admin/users";
  return hrefs.find((h) => pathname === h || pathname.startsWith(`${h}/`)) ?? null;
}

export function NavLinks({ items }: { items: { href: string; label: string }[] }) {
  const active = activeSection(usePathname(), new URLSearchParams(useSearchParams().toString()), items.map((i) => i.href));
  return (
    <ul className="flex gap-1 whitespace-nowrap">
      {items.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            aria-current={item.href === active ? "page" : undefined}
            className={`inline-block rounded px-3 py-1.5 text-sm ${item.href === active ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
