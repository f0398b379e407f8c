import type { ClaimPrecision } from "@/lib/dashboard/claim-precision";
import { verdictStyle } from "@/components/review/labels";
import { DataTable } from "./data-table";
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
        <DataTable
          label="False-alarm rate by claim kind"
          rowKey={(x) => x.kind}
          rows={fa.byKind}
          empty="No held reply was decided in this range."
          columns={[
            { header: "Claim kind", cell: (x) => x.kind },
            { header: "Held replies decided", cell: (x) => x.decided, numeric: true },
            { header: "Approved unchanged", cell: (x) => x.falseAlarms, numeric: true },
            { header: "False-alarm rate", cell: (x) => pct(x.rate), numeric: true },
          ]}
        />
        <DataTable
          label="Claims per verdict"
          rowKey={(x) => x.verdict}
          rows={data.verdicts}
          empty="No reply checks."
          columns={[
            { header: "Verdict", cell: (x) => verdictStyle(x.verdict).label },
            { header: "Claims", cell: (x) => x.claims, numeric: true },
            { header: "Share", cell: (x) => pct(total ? x.claims / total : null), numeric: true },
          ]}
        />
      </div>
    </section>
  );
}
