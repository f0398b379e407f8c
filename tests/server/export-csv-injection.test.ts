// Issue 14: cells a spreadsheet would evaluate are neutralised in the held-items CSV; read back with a strict parser.
import { expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { exportHeldItems } from "@/lib/dashboard/export-held-items";
import { parseDashboardRange } from "@/lib/dashboard/dashboard-range";
import { holdItem } from "@/lib/held-items/hold-item";
import { findRunForAgent } from "@/lib/agent-api/load-run";
import { createSundryAgent } from "./api-harness";
import { startLookupRun } from "./dashboard-fixtures";
import { parseCsv } from "./parse-csv";

const HOSTILE = ["=HYPERLINK(\"http://evil.example\",\"x\")", "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(1,2)", "\tTAB", "\rCR"];

describeDatabases("held-items CSV export", (getDb) => {
  it("tool names and texts starting with = + - @ tab or CR come back as text with a leading quote", async () => {
    const { prisma } = getDb();
    const { agent } = await createSundryAgent(prisma);
    for (const name of HOSTILE) {
      const started = await startLookupRun(prisma, agent);
      const run = await findRunForAgent(prisma, started.id, agent.id);
      await prisma.$transaction(async (tx) => {
        const check = await tx.check.create({ data: { runId: run.id, kind: "tool_call", position: 5, toolName: name, callId: "c", writes: true, decision: "hold", code: "unknown_tool", payload: { note: name }, findings: [], message: "m" } });
        await holdItem(tx, run, { id: check.id, kind: "tool_call", toolName: name, payload: { note: name }, findings: [], reasonCodes: ["unknown_tool"] });
      });
    }
    const rows = parseCsv(await exportHeldItems(prisma, parseDashboardRange({ range: "7d" }), "csv"));
    const header = rows[0];
    const tool = header.indexOf("tool");
    const tools = rows.slice(1).map((r) => r[tool]);
    for (const name of HOSTILE) expect(tools).toContain(`'${name}`);
    // No cell of the file starts a formula.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    // Inside a cell the value is kept as written: the arguments read "note: <name>".
    expect(rows.slice(1).map((r) => r[header.indexOf("payload")])).toEqual(expect.arrayContaining(HOSTILE.map((n) => `note: ${n}`)));
  });
});
