/**
 * Every place in the bag where a claim's value occurs. One indexOf pass per needle per source: the
 * hits drive both the claim-aware packer and the membership check, so 5 MB is read once per needle.
 */
import type { EvidenceBag } from "./build-evidence-bag";
import type { Needle } from "./build-needles";

export interface Hit {
  source: number;
  start: number;
  end: number;
}

export function findHits(bag: EvidenceBag, needles: Needle[], cap = 64): Hit[] {
  const hits: Hit[] = [];
  // Most recent sources first: packing and support prefer what the run saw last.
  for (let s = bag.sources.length - 1; s >= 0; s--) {
    const hay = bag.sources[s].lower;
    for (const n of needles) {
      if (!n.core) continue;
      for (let at = hay.lastIndexOf(n.core); at !== -1; at = at > 0 ? hay.lastIndexOf(n.core, at - 1) : -1) {
        const end = n.accept(hay, at);
        if (end < 0) continue;
        hits.push({ source: s, start: at, end });
        if (hits.length >= cap) return hits;
      }
    }
  }
  return hits;
}

/** Index of the chunk holding offset `at` (chunks are sorted and contiguous). */
export function chunkAt(chunks: [number, number][], at: number): number {
  let lo = 0;
  let hi = chunks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (chunks[mid][0] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
