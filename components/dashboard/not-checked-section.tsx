// The share of policy sentences the verifier left not_checked (they pass: nothing in code settles
// them), per agent and per day, with the managers' threshold and a warning that cannot be missed
// above it (seed 004: fail-open stays honest only while someone watches it).
import type { NotCheckedShare } from "@/lib/dashboard/not-checked-share";
import { pct } from "./format";
import { NotCheckedByAgentTable, NotCheckedByDayTable } from "./not-checked-tables";
import { NotCheckedThresholdForm } from "./not-checked-threshold-form";

export function NotCheckedSection({ data, canSet }: { data: NotCheckedShare; canSet: boolean }) {
  const t = data.threshold;
  return (
    <section aria-labelledby="not-checked" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="not-checked" className="font-medium">
        Policy sentences not checked
      </h2>
      {data.alarm && (
        <div role="alert" data-testid="not-checked-alarm" className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">⚠ Warning: too many policy sentences pass unchecked</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {data.alarm.overall && (
              <li>
                {pct(data.total.share)} of all policy sentences were not checked, above the threshold {pct(t)}.
              </li>
            )}
            {data.alarm.agents.map((a) => (
              <li key={a.id}>
                {a.name}: {pct(a.share)} not checked, above {pct(t)}.
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sm">They pass without a check: confirm the facts in the clause library, or configure the model judge.</p>
        </div>
      )}
      <p className="text-sm text-slate-600" data-testid="not-checked-total">
        {data.total.share === null
          ? "No policy sentence was checked in this range."
          : `${data.total.notChecked} of ${data.total.policy} policy sentences in checked replies (passed and held) were not checked: ${pct(data.total.share)}.`}{" "}
        Alarm above {pct(t)}.
      </p>
      <NotCheckedByAgentTable rows={data.agents} />
      {data.agents.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm text-slate-700">Per day</summary>
          <div className="mt-2">
            <NotCheckedByDayTable days={data.days} agents={data.agents} />
          </div>
        </details>
      )}
      {canSet && <NotCheckedThresholdForm threshold={t} />}
    </section>
  );
}
