"use client";
// The admin lists, each a DataTable: the page reads the rows (plain data, dates as ISO strings)
// and hands them over; the columns live here, in one place per list.
import Link from "next/link";
import { DataTable, dataTableColumns } from "@/components/data-table";
import { RedeliverButton, RevokeKeyButton } from "./agent-forms";
import { ToolRelations } from "./tool-relations";
import type { EffectiveTool } from "@/lib/policy/types";

/** "2026-12-01 13:05": minutes in UTC, as every admin list shows times. */
export const when = (iso: string | null) => (iso ? iso.replace("T", " ").slice(0, 16) : "—");
const mono = "font-mono text-xs";

export interface AuditRow {
  id: string;
  at: string;
  actorEmail: string | null;
  action: string;
  /** What the event was about, readable, with a link to it where it has a page. */
  target: { label: string; href: string | null };
  details: string;
}
const audit = dataTableColumns<AuditRow>();
const auditColumns = audit.columns([
  audit.accessor("at", { header: "When (UTC)", cell: (c) => <span className={`whitespace-nowrap ${mono}`}>{c.getValue().replace("T", " ").slice(0, 19)}</span> }),
  audit.accessor("actorEmail", { header: "Who", cell: (c) => c.getValue() ?? "—" }),
  audit.accessor("action", { header: "What", cell: (c) => <span className={mono}>{c.getValue()}</span> }),
  audit.accessor("target", {
    header: "Target",
    cell: (c) => (
      <span className="text-xs" data-testid="audit-target">
        {c.getValue().href ? (
          <Link href={c.getValue().href!} className="underline">
            {c.getValue().label}
          </Link>
        ) : (
          c.getValue().label
        )}
      </span>
    ),
  }),
  audit.accessor("details", { header: "Details", cell: (c) => <span className={`${mono} break-all`}>{c.getValue()}</span> }),
]);
export function AuditTable({ rows }: { rows: AuditRow[] }) {
  return <DataTable label="Audit events" columns={auditColumns} data={rows} getRowId={(r) => r.id} empty="No events yet." />;
}

export interface AgentListRow {
  id: string;
  name: string;
  activeKeys: number;
  runs: number;
  webhookUrl: string | null;
  createdAt: string;
}
const agents = dataTableColumns<AgentListRow>();
const agentColumns = agents.columns([
  agents.accessor("name", { header: "Agent", cell: (c) => <Link href={`/admin/agents/${c.row.original.id}`} className="font-medium underline">{c.getValue()}</Link> }),
  agents.accessor("activeKeys", { header: "Active keys" }),
  agents.accessor("runs", { header: "Runs" }),
  agents.accessor("webhookUrl", { header: "Webhook", cell: (c) => <span className="text-xs break-all">{c.getValue() ?? "—"}</span> }),
  agents.accessor("createdAt", { header: "Created (UTC)", cell: (c) => <span className={mono}>{c.getValue().slice(0, 10)}</span> }),
]);
export function AgentsTable({ rows }: { rows: AgentListRow[] }) {
  return <DataTable label="Agents" columns={agentColumns} data={rows} getRowId={(r) => r.id} empty="No agents yet. Create one below, then give it an API key." />;
}

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
const keys = dataTableColumns<ApiKeyRow>();
const keyColumns = keys.columns([
  keys.accessor("name", { header: "Name" }),
  keys.accessor("prefix", { header: "Key starts with", cell: (c) => <span className={mono}>{c.getValue()}_…</span> }),
  keys.accessor("createdAt", { header: "Created (UTC)", cell: (c) => <span className={mono}>{when(c.getValue())}</span> }),
  keys.accessor("lastUsedAt", { header: "Last used (UTC)", cell: (c) => <span className={mono}>{when(c.getValue())}</span> }),
  keys.accessor("revokedAt", { header: "Status", cell: (c) => (c.getValue() ? `Revoked ${when(c.getValue())}` : "Active") }),
  keys.display({ id: "actions", header: () => <span className="sr-only">Actions</span>, cell: (c) => (c.row.original.revokedAt ? null : <RevokeKeyButton keyId={c.row.original.id} name={c.row.original.name} />) }),
]);
export function ApiKeysTable({ rows }: { rows: ApiKeyRow[] }) {
  return <DataTable label="API keys" columns={keyColumns} data={rows} getRowId={(r) => r.id} rowProps={(r) => ({ "data-testid": `key-${r.name}` })} empty="No keys yet." />;
}

const roles = dataTableColumns<EffectiveTool>();
const roleColumns = roles.columns([
  roles.accessor("name", { header: "Tool", cell: (c) => <span className={mono}>{c.getValue()}</span> }),
  roles.accessor("writes", { header: "Writes", cell: (c) => <>{c.getValue() ? `yes${c.row.original.movesMoney ? ", moves money" : ""}` : "no"} <span className="text-xs text-slate-500">({c.row.original.writesSource})</span></> }),
  roles.accessor("args", {
    header: "Arguments",
    cell: (c) => (
      <div className="text-xs">
        {c.getValue().map((a) => (
          <div key={a.path}>
            <span className="font-mono">{a.path}</span>: {a.role} <span className="text-slate-500">({a.roleSource}: {a.reason})</span>
          </div>
        ))}
        <ToolRelations tool={c.row.original} />
      </div>
    ),
  }),
]);
export function ToolRolesTable({ rows }: { rows: EffectiveTool[] }) {
  return <DataTable label="Tool roles" columns={roleColumns} data={rows} getRowId={(r) => r.name} empty="No tools declared." />;
}

export interface DeliveryRow {
  id: string;
  createdAt: string;
  event: string;
  heldItemId: string | null;
  status: string;
  deliveredAt: string | null;
  attempts: number;
  lastError: string | null;
  lastStatusCode: number | null;
  nextAttemptAt: string | null;
}
const deliveries = dataTableColumns<DeliveryRow>();
const deliveryColumns = deliveries.columns([
  deliveries.accessor("createdAt", { header: "Queued (UTC)", cell: (c) => <span className={mono}>{when(c.getValue())}</span> }),
  deliveries.accessor("event", { header: "Event", cell: (c) => <span className={mono}>{c.getValue()}{c.row.original.heldItemId ? <span className="block text-slate-500">item {c.row.original.heldItemId}</span> : null}</span> }),
  deliveries.accessor("status", { header: "Status", cell: (c) => (c.getValue() === "delivered" ? `Delivered ${when(c.row.original.deliveredAt)}` : c.getValue() === "failed" ? "Failed" : "Pending") }),
  deliveries.accessor("attempts", { header: "Attempts" }),
  deliveries.accessor("lastError", { header: "Last answer", cell: (c) => <span className="text-xs">{c.getValue() ?? (c.row.original.lastStatusCode ? `HTTP ${c.row.original.lastStatusCode}` : "—")}</span> }),
  deliveries.accessor("nextAttemptAt", { header: "Next attempt (UTC)", cell: (c) => <span className={mono}>{c.row.original.status === "pending" ? when(c.getValue()) : "—"}</span> }),
  deliveries.display({ id: "actions", header: () => <span className="sr-only">Actions</span>, cell: (c) => (c.row.original.status === "pending" && c.row.original.attempts === 0 ? null : <RedeliverButton deliveryId={c.row.original.id} />) }),
]);
export function DeliveriesTable({ rows }: { rows: DeliveryRow[] }) {
  return <DataTable label="Webhook deliveries" columns={deliveryColumns} data={rows} getRowId={(r) => r.id} rowProps={(r) => ({ "data-testid": `delivery-${r.id}` })} empty="No deliveries yet." />;
}
