import type { DashboardData } from "@/lib/dashboard/load-dashboard";
import { EvidenceHealthChart } from "./charts";
import { ChartWithTable } from "./chart-with-table";
import { EvidenceHealthTable } from "./dashboard-tables";
import { pct, ratio } from "./format";

/** Evidence health with its thresholds drawn, and a warning that cannot be missed when exceeded. */
export function EvidenceHealthSection({ health }: { health: DashboardData["health"] }) {
  const t = health.thresholds;
  return (
    <div className="space-y-3">
      {health.alarms.length > 0 && (
        <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">⚠ Warning: the reply verifier may be failing open</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {health.alarms.map((a) => (
              <li key={a.metric}>
                {a.metric === "truncationRate" ? `Truncation rate ${pct(a.value)} is above the alarm threshold ${pct(a.threshold)}.` : a.metric === "unverifiableRate" ? `Unverifiable claims ${pct(a.value)} of all claims, above ${pct(a.threshold)}.` : `Unverifiable-to-invented ratio ${ratio(a.value)} is above the alarm threshold ${a.threshold}.`}{" "}
                {a.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ChartWithTable
        id="evidence-health"
        title="Evidence health"
        note={
          <>
            {health.summary.verifications} reply checks · truncation {pct(health.summary.truncationRate)} (alarm above {pct(t.truncationRate)}) · unverifiable / invented {ratio(health.summary.unverifiableToInvented)} (alarm above {t.unverifiableToInvented}); no alarm under {t.minVerifications} checks.
            {health.topTools.length > 0 && ` Most evidence in cut bags: ${health.topTools.map((x) => x.tool).join(", ")}.`}
          </>
        }
        chart={<EvidenceHealthChart data={health.days} truncationThreshold={t.truncationRate} ratioThreshold={t.unverifiableToInvented} />}
        table={<EvidenceHealthTable rows={health.days.filter((d) => d.verifications > 0)} thresholds={t} />}
      />
    </div>
  );
}
