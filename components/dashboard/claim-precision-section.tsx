import type { ClaimPrecision } from "@/lib/dashboard/claim-precision";
import { FalseAlarmsTable, VerdictsTable } from "./dashboard-tables";
import { pct } from "./format";

/**
 * The reply verifier's verdicts and precision: claims per verdict (supported-uncited and
 * contradicted included), and how often a person let a held reply out unchanged, by claim kind.
 * A hold rate alone cannot tell a careful guard from a noisy one; this can.
 */
export function ClaimPrecisionSection({ data }: { data: ClaimPrecision }) {
  const total = data.verdicts.reduce((s, v) => s + v.claims, 0);
  const fa = data.falseAlarms;
  return (
    <section aria-labelledby="precision" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="precision" className="font-medium">
        Reply verdicts and false alarms
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        A held reply that a person approved unchanged is counted as a likely false alarm of each claim kind that held it.{" "}
        <span data-testid="false-alarm-total">
          {fa.total.decided === 0 ? "No held reply was decided in this range yet." : `${fa.total.falseAlarms} of ${fa.total.decided} decided held replies were let out unchanged (${pct(fa.total.rate)}).`}
        </span>{" "}
        <span data-testid="uncited-policy-claims">Uncited policy sentences the policy supports: {data.uncitedPolicyClaims}.</span>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <FalseAlarmsTable rows={fa.byKind} />
        <VerdictsTable rows={data.verdicts.map((v) => ({ verdict: v.verdict, claims: v.claims, share: total ? v.claims / total : null }))} />
      </div>
    </section>
  );
}
