interface VersionRow {
  version: number;
  key: string;
  title: string;
  text: string;
  scope: unknown;
  effectiveFrom: Date | null;
  effectiveTo: Date | null;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** One version's text and scope, as a reply checked against it saw them. */
export function ClauseVersionView({ version, current }: { version: VersionRow; current: number }) {
  const scope = (version.scope ?? {}) as Record<string, unknown>;
  const rules = Object.entries(scope).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : String(v)}`);
  return (
    <section className="mt-6 rounded-lg border border-slate-200 bg-white p-4" aria-label={`Version ${version.version}`}>
      <h2 className="text-sm font-medium text-slate-600">
        Version {version.version}
        {version.version === current ? " (current)" : ` (current is ${current})`} · <span className="font-mono">{version.key}</span>
      </h2>
      <p className="mt-2 whitespace-pre-wrap" data-testid="clause-text">
        {version.text}
      </p>
      <p className="mt-3 text-sm text-slate-600">
        Scope: {rules.length ? rules.join(" · ") : "applies everywhere"}
        {day(version.effectiveFrom) && ` · from ${day(version.effectiveFrom)}`}
        {day(version.effectiveTo) && ` · to ${day(version.effectiveTo)}`}
      </p>
    </section>
  );
}
