/**
 * How far the dev labels (bench/labels/<dataset>.jsonl) can be trusted: a second reader labelled a
 * random sample of 120 replies blind (bench/labels/second-reader.jsonl: 40 + 40 airline, 20 + 20
 * retail, drawn from each first label, neither label shown), and this prints the agreement and
 * Cohen's kappa per dataset, with every disagreement.
 *
 *   npx tsx bench/label-agreement.ts
 */
import { DATASETS, readJsonl } from "./dev-data";

interface Label { run: string; index: number; label: "error" | "honest"; unsure?: boolean; reason: string }
interface Second extends Label { dataset: string }

const second = readJsonl<Second>(new URL("./labels/second-reader.jsonl", import.meta.url));
for (const dataset of DATASETS) {
  const first = new Map(readJsonl<Label>(new URL(`./labels/${dataset}.jsonl`, import.meta.url)).map((l) => [`${l.run}#${l.index}`, l]));
  const pairs = second.filter((s) => s.dataset === dataset).map((s) => ({ s, f: first.get(`${s.run}#${s.index}`)! }));
  const n = pairs.length;
  const agree = pairs.filter(({ s, f }) => s.label === f.label).length;
  const p1 = pairs.filter(({ f }) => f.label === "error").length / n;
  const p2 = pairs.filter(({ s }) => s.label === "error").length / n;
  const chance = p1 * p2 + (1 - p1) * (1 - p2);
  const kappa = (agree / n - chance) / (1 - chance);
  console.log(`\n## ${dataset}: ${n} replies read twice; agreement ${agree}/${n} (${((100 * agree) / n).toFixed(0)}%), kappa ${kappa.toFixed(2)}`);
  for (const { s, f } of pairs) {
    if (s.label !== f.label) console.log(`  ${s.run} #${s.index}: first ${f.label}${f.unsure ? " (unsure)" : ""}, second ${s.label}${s.unsure ? " (unsure)" : ""}: ${s.reason}`);
  }
}
