import type { EffectiveTool } from "@/lib/policy/types";

const OWNER_RULE = "user_id, customer_id, account_id or owner_id in the record that holds the id";

/**
 * What the guard checks beyond each argument's role, per tool: the customer argument, the child and
 * replacement lists checked against the entity's record, and the lookup that names the run's
 * customer, each marked declared or inferred with the rule that fired (as roles are).
 */
export function ToolRelations({ tool: t }: { tool: EffectiveTool }) {
  const lines: Array<{ key: string; text: React.ReactNode; source: string; reason: string }> = [];
  if (t.customerArg) lines.push({ key: "customer", text: <><span className="font-mono">{t.customerArg}</span> must be the run&apos;s customer</>, source: t.customerArgSource ?? "declared", reason: t.customerArgSource === "inferred" ? "named like an owner field" : "policy" });
  for (const r of t.relations) {
    lines.push({
      key: `${r.kind}-${r.arg}`,
      text:
        r.kind === "child" ? (
          <><span className="font-mono">{r.arg}</span> must be {r.childField} of <span className="font-mono">{r.parentArg}</span>&apos;s record</>
        ) : (
          <><span className="font-mono">{r.arg}</span> replaces <span className="font-mono">{r.replaces}</span>: an available alternative{r.groupField ? ` with the same ${r.groupField}` : " of the same group"}</>
        ),
      source: r.source,
      reason: r.reason,
    });
  }
  if (t.authLookup) lines.push({ key: "auth", text: <>its result names the run&apos;s customer</>, source: t.authLookup.source, reason: t.authLookup.reason });
  if (t.writes) lines.push({ key: "owners", text: <>ids of records with an owner must belong to the run&apos;s customer</>, source: "inferred", reason: OWNER_RULE });
  if (!lines.length) return null;
  return (
    <div className="mt-1 space-y-0.5 border-t border-slate-100 pt-1" data-testid={`relations-${t.name}`}>
      {lines.map((l) => (
        <div key={l.key}>
          {l.text} <span className="text-slate-500">({l.source}: {l.reason})</span>
        </div>
      ))}
    </div>
  );
}
