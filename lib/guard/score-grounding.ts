import type { Finding } from "./types";

/**
 * args_grounded: the weighted share of checked arguments that trace to evidence (ids, recipients,
 * references and amounts weigh 1, dates 0.5). A write call with nothing to check scores 1: there
 * is no value in it the model could have invented.
 */
export function scoreGrounding(findings: Finding[]): number {
  let total = 0;
  let got = 0;
  for (const f of findings) {
    total += f.weight;
    got += f.weight * f.score;
  }
  return total === 0 ? 1 : Math.round((got / total) * 1000) / 1000;
}
