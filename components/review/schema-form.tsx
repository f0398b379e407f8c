"use client";

import type { JsonSchema } from "@/lib/review/tool-definitions";

export type FieldValues = Record<string, string | boolean>;

function typeOf(s: JsonSchema | undefined): string {
  const t = Array.isArray(s?.type) ? s?.type.find((x) => x !== "null") : s?.type;
  return t ?? (s?.enum ? "enum" : "json");
}

/** Initial form values for a payload: scalars as text, objects and arrays as JSON. */
export function valuesFor(schema: JsonSchema | null, payload: Record<string, unknown>): FieldValues {
  const out: FieldValues = {};
  const keys = new Set([...Object.keys(schema?.properties ?? {}), ...Object.keys(payload)]);
  for (const k of keys) {
    const v = payload[k];
    const t = typeOf(schema?.properties?.[k]);
    if (t === "boolean") out[k] = v === true;
    else if (v === undefined) out[k] = "";
    else out[k] = typeof v === "string" || typeof v === "number" ? String(v) : JSON.stringify(v);
  }
  return out;
}

/**
 * The edited arguments from the form. Empty optional fields are left out; numbers that do not
 * parse are sent as typed so the guard reports them (an edit is judged, never fixed up here).
 */
export function payloadFrom(schema: JsonSchema | null, values: FieldValues, original: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, raw] of Object.entries(values)) {
    const t = typeOf(schema?.properties?.[k]);
    if (t === "boolean") {
      if (raw || k in original) out[k] = raw === true;
      continue;
    }
    const s = String(raw);
    if (s.trim() === "" && !(k in original)) continue;
    if (t === "integer" || t === "number") out[k] = s.trim() !== "" && Number.isFinite(Number(s)) ? Number(s) : s;
    else if (t === "string" || t === "enum") out[k] = s;
    else {
      try {
        out[k] = JSON.parse(s);
      } catch {
        out[k] = s;
      }
    }
  }
  return out;
}

const input = "mt-0.5 block w-full rounded border border-slate-300 px-2 py-1 font-mono text-sm";

/** One field per argument of the tool's JSON Schema (plus any argument the call had that the schema lacks). */
export function SchemaFields({ schema, values, onChange }: { schema: JsonSchema | null; values: FieldValues; onChange: (v: FieldValues) => void }) {
  const required = new Set(schema?.required ?? []);
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {Object.keys(values).map((k, i) => {
        const s = schema?.properties?.[k];
        const t = typeOf(s);
        const set = (v: string | boolean) => onChange({ ...values, [k]: v });
        const label = (
          <span className="text-xs text-slate-700">
            <code className="font-mono">{k}</code>
            {required.has(k) ? <span aria-label="required"> *</span> : null}
            {!s ? <span className="text-red-700"> (not in the tool&apos;s schema)</span> : null}
            {s?.description ? <span className="text-slate-500"> · {s.description}</span> : null}
          </span>
        );
        if (t === "boolean")
          return (
            <label key={k} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={values[k] === true} onChange={(e) => set(e.target.checked)} autoFocus={i === 0} />
              {label}
            </label>
          );
        if (s?.enum)
          return (
            <label key={k} className="block">
              {label}
              <select className={input} value={String(values[k])} onChange={(e) => set(e.target.value)} autoFocus={i === 0}>
                <option value="">(none)</option>
                {s.enum.map((o) => (
                  <option key={String(o)} value={String(o)}>
                    {String(o)}
                  </option>
                ))}
              </select>
            </label>
          );
        if (t === "object" || t === "array" || t === "json")
          return (
            <label key={k} className="block sm:col-span-2">
              {label}
              <textarea className={input} rows={3} value={String(values[k])} onChange={(e) => set(e.target.value)} autoFocus={i === 0} />
            </label>
          );
        return (
          <label key={k} className="block">
            {label}
            <input
              className={input}
              type={t === "integer" || t === "number" ? "number" : "text"}
              step={t === "integer" ? 1 : "any"}
              value={String(values[k])}
              onChange={(e) => set(e.target.value)}
              autoFocus={i === 0}
            />
          </label>
        );
      })}
    </div>
  );
}
