import type { ReactNode } from "react";

export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
      <h2 className="font-medium text-slate-800">{title}</h2>
      <div className="mx-auto mt-2 max-w-prose text-sm text-slate-600">{children}</div>
    </div>
  );
}
