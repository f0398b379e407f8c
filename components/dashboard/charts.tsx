"use client";

// Charts from recharts. None relies on colour alone: every series has its own line pattern and
// marker shape, named in the legend, and thresholds are drawn as labelled dashed lines.
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const pctTick = (v: number) => `${Math.round(v * 100)}%`;
const shortDay = (d: string) => d.slice(5);
/** Legend labels in body text colour: the series is told apart by its pattern and name, not its colour. */
const legendText = (value: string) => <span style={{ color: "#0f172a" }}>{value}</span>;

export function HoldRateChart({ data }: { data: { day: string; rate: number | null }[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="2 4" stroke="#cbd5e1" />
        <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} />
        <YAxis tickFormatter={pctTick} fontSize={12} domain={[0, "auto"]} />
        <Tooltip formatter={(v) => (typeof v === "number" ? pctTick(v) : "—")} />
        <Legend formatter={legendText} />
        <Line name="Hold rate (held / checked)" dataKey="rate" stroke="#0f172a" strokeWidth={2} dot={{ r: 3 }} connectNulls={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function ToolBarChart({ data }: { data: { key: string; held: number; checked: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(160, data.length * 28 + 60)}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 40 }}>
        <CartesianGrid strokeDasharray="2 4" stroke="#cbd5e1" />
        <XAxis type="number" fontSize={12} allowDecimals={false} />
        <YAxis type="category" dataKey="key" fontSize={12} width={120} />
        <Tooltip />
        <Legend formatter={legendText} />
        <Bar name="Checked (plain)" dataKey="checked" fill="#e2e8f0" stroke="#334155" isAnimationActive={false} />
        <Bar name="Held (hatched)" dataKey="held" fill="url(#hatch)" stroke="#0f172a" isAnimationActive={false} />
        <defs>
          <pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill="#f1f5f9" />
            <line x1="0" y1="0" x2="0" y2="6" stroke="#0f172a" strokeWidth="2" />
          </pattern>
        </defs>
      </BarChart>
    </ResponsiveContainer>
  );
}

export function EvidenceHealthChart({
  data,
  truncationThreshold,
  ratioThreshold,
}: {
  data: { day: string; truncationRate: number | null; unverifiableToInvented: number | null }[];
  truncationThreshold: number;
  ratioThreshold: number;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={data} margin={{ top: 16, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#cbd5e1" />
          <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} />
          <YAxis tickFormatter={pctTick} fontSize={12} domain={[0, (max: number) => Math.max(max, truncationThreshold * 1.5)]} />
          <Tooltip formatter={(v) => (typeof v === "number" ? pctTick(v) : "—")} />
          <Legend formatter={legendText} />
          <ReferenceLine y={truncationThreshold} stroke="#b91c1c" strokeDasharray="6 3" label={{ value: `alarm ${pctTick(truncationThreshold)}`, position: "insideTopRight", fontSize: 12, fill: "#b91c1c" }} />
          <Line name="Truncation rate" dataKey="truncationRate" stroke="#0f172a" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={data} margin={{ top: 16, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#cbd5e1" />
          <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} />
          <YAxis fontSize={12} domain={[0, (max: number) => Math.max(max, ratioThreshold * 1.5)]} />
          <Tooltip formatter={(v) => (typeof v === "number" ? v.toFixed(2) : "—")} />
          <Legend formatter={legendText} />
          <ReferenceLine y={ratioThreshold} stroke="#b91c1c" strokeDasharray="6 3" label={{ value: `alarm ${ratioThreshold}`, position: "insideTopRight", fontSize: 12, fill: "#b91c1c" }} />
          <Line name="Unverifiable / invented" dataKey="unverifiableToInvented" stroke="#334155" strokeWidth={2} strokeDasharray="4 2" dot={{ r: 4, strokeWidth: 2, fill: "#fff" }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function AccuracyTrendChart({ data }: { data: { week: string; recall: number | null; flagRate: number | null }[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="2 4" stroke="#cbd5e1" />
        <XAxis dataKey="week" fontSize={12} />
        <YAxis tickFormatter={pctTick} fontSize={12} domain={[0, 1]} />
        <Tooltip formatter={(v) => (typeof v === "number" ? pctTick(v) : "—")} />
        <Legend formatter={legendText} />
        <Line name="Recall on known-wrong (solid, dots)" dataKey="recall" stroke="#0f172a" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        <Line name="Flag rate on known-right (dashed, squares)" dataKey="flagRate" stroke="#475569" strokeWidth={2} strokeDasharray="6 3" dot={{ r: 4, strokeWidth: 2 }} legendType="square" isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
