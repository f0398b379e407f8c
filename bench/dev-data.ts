/**
 * The dev datasets the reply scorers read (../shared/datasets): their names, runs and tool lists,
 * and the scorers' command-line flags, so score-replies and score-probes read them alike.
 */
import { readFileSync } from "node:fs";
import { toolParameters, type Pack } from "../lib/verify";
import { PACKS } from "../lib/verify/packs";

export const DATASETS = ["tau-bench-airline", "tau2-retail-dev"] as const;
export type Dataset = (typeof DATASETS)[number];

const shared = new URL("../../shared/datasets/", import.meta.url);

export interface RunLine { id: string; messages: unknown[] }

/** One JSON value per non-blank line; a bad line is named by its file and number. */
export function readJsonl<T>(url: URL): T[] {
  return readFileSync(url, "utf8").split("\n").flatMap((l, n) => {
    if (l.trim() === "") return [];
    try {
      return [JSON.parse(l) as T];
    } catch {
      throw new Error(`${url.pathname}:${n + 1}: not JSON`);
    }
  });
}

export const datasetRuns = (dataset: Dataset) => readJsonl<RunLine>(new URL(`${dataset}/runs.jsonl`, shared));

/** What `replay --tools T` gives the reply judge: each tool's parameter names. */
export const datasetTools = (dataset: Dataset) => toolParameters(JSON.parse(readFileSync(new URL(`${dataset}/tools.json`, shared), "utf8")));

/** `--name value` from the command line. */
export function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** `--pack own`: the dataset's own pack (airline, retail), the other domain's switched off; default none, as a new user. */
export function datasetPacks(dataset: Dataset): Pack[] {
  if (flag("--pack") !== "own") return [];
  return [PACKS[dataset === "tau-bench-airline" ? "airline" : "retail"]];
}
