import Link from "next/link";

const TABS = [
  { href: "/admin/users", label: "Users" },
  { href: "/admin/agents", label: "Agents and API keys" },
  { href: "/admin/audit", label: "Audit log" },
];

export function AdminTabs({ current }: { current: string }) {
  return (
    <nav aria-label="Admin" className="mb-6 flex gap-4 border-b border-slate-200 text-sm">
      {TABS.map((t) => (
        <Link key={t.href} href={t.href} aria-current={t.href === current ? "page" : undefined} className={`-mb-px border-b-2 px-1 pb-2 ${t.href === current ? "border-slate-900 font-medium" : "border-transparent text-slate-600 hover:text-slate-900"}`}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
