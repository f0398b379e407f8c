/** The registry as a Markdown table: the README shows it (scripts/verify-checks-table.ts writes it; a test keeps it current). */
import { CHECKS } from "./registry";

export function checksTable(): string {
  const rows = CHECKS.map((c) => `| \`${c.id}\` | ${c.stage} | ${c.title} | ${c.reads.join("; ")} | ${c.finds.join(", ")} |`);
  return ["| id | stage | what it finds | reads | verdicts |", "|---|---|---|---|---|", ...rows].join("\n");
}
