import { age } from "@/components/review/labels";
import { formatMinutes, type SlaState } from "@/lib/review/reason-sla";

// Each state has a symbol and words as well as a colour, so none depends on colour alone.
const STATE: Record<SlaState, { icon: string; words: string; cls: string }> = {
  ok: { icon: "◷", words: "within SLA", cls: "text-slate-700" },
  due_soon: { icon: "◔", words: "SLA due soon", cls: "rounded bg-amber-100 px-1 text-amber-900" },
  breached: { icon: "⚠", words: "SLA breached", cls: "rounded bg-red-100 px-1 font-medium text-red-900" },
};

/** How long an item has waited, against its SLA: "⚠ 2h · SLA 30m breached". */
export function SlaAge({ createdAt, now, sla }: { createdAt: string; now: number; sla: { minutes: number; state: SlaState } }) {
  const s = STATE[sla.state];
  return (
    <span data-sla={sla.state} className={`sla-age ${s.cls}`} title={`${s.words} (SLA ${formatMinutes(sla.minutes)}); held ${createdAt}`}>
      <span aria-hidden="true">{s.icon}</span>
      <time dateTime={createdAt}>{age(createdAt, now)}</time>
      <span className="text-[11px] opacity-80">/ {formatMinutes(sla.minutes)}</span>
      {sla.state !== "ok" && <span className="sr-only">{s.words}</span>}
    </span>
  );
}
