// Managers set the time to decision (SLA) of each held-item reason; the queue colours items by it.
import type { Metadata } from "next";
import Link from "next/link";
import { NotAllowed } from "@/components/not-allowed";
import { SlaSettingsForm } from "@/components/queue/sla-settings-form";
import { pageAccess } from "@/lib/auth/page-access";
import { loadSlaSettingsPage } from "@/lib/review/sla-settings";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Queue SLAs" };

export default async function QueueSettingsPage() {
  const { actor, allowed } = await pageAccess("queue:settings");
  if (!allowed) return <NotAllowed what="the queue's SLA settings" permission="queue:settings" role={actor.role} />;
  const rows = await loadSlaSettingsPage();
  return (
    <>
      <div className="mb-4 flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-semibold">Time to decision per reason</h1>
        <Link href="/queue" className="text-sm underline">
          Review queue
        </Link>
      </div>
      <p className="mb-4 max-w-2xl text-sm text-slate-700">
        An item&apos;s SLA is its strictest reason&apos;s. In the queue, an item past three quarters of its SLA shows ◔ due soon (amber), past all of it ⚠ breached (red).
      </p>
      <SlaSettingsForm rows={rows} />
    </>
  );
}
