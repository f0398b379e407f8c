/**
 * Packing the bag into a budget. The claim-aware packer keeps, in order: for each claim, the most
 * recent chunk where its value occurs; the other chunks with claim values; then the most recent
 * chunks. The head-first packer is the naive baseline seed 004 warns about, kept for comparison.
 */
import type { EvidenceBag, EvidenceSource } from "./build-bag";
import { chunkAt, type Hit } from "./find-hits";
import type { PackerName } from "../types";
import { utf8Bytes } from "./utf8-bytes";

export interface Packed {
  /** Per source, 1 for each chunk kept. */
  keep: Uint8Array[];
  bytesAfter: number;
  /** What the checker is told: evidence was cut, so a missing claim is unverifiable. */
  truncated: boolean;
  /** Whether anything was actually cut (telemetry; differs from `truncated` only for head-first). */
  cut: boolean;
}

function chunkBytes(src: EvidenceSource, i: number): number {
  const [s, e] = src.chunks[i];
  return src.ascii ? e - s : utf8Bytes(src.content.slice(s, e));
}

function keepAll(bag: EvidenceBag): Packed {
  return { keep: bag.sources.map((s) => new Uint8Array(s.chunks.length).fill(1)), bytesAfter: bag.bytesBefore, truncated: false, cut: false };
}

/** Claim-aware packing; `hitsPerClaim` lists each claim's hits, most recent first. */
export function packClaimAware(bag: EvidenceBag, hitsPerClaim: Hit[][], budget: number): Packed {
  if (!(budget > 0) || bag.bytesBefore <= budget) return keepAll(bag);
  const keep = bag.sources.map((s) => new Uint8Array(s.chunks.length).fill(s.pinned ? 1 : 0));
  let used = 0;
  const take = (s: number, from: number, to: number): boolean => {
    let need = 0;
    for (let i = from; i <= to; i++) if (!keep[s][i]) need += chunkBytes(bag.sources[s], i);
    if (used + need > budget) return false;
    for (let i = from; i <= to; i++) keep[s][i] = 1;
    used += need;
    return true;
  };
  const span = (h: Hit): [number, number] => {
    const chunks = bag.sources[h.source].chunks;
    return [chunkAt(chunks, h.start), chunkAt(chunks, Math.max(h.start, h.end - 1))];
  };
  for (const hits of hitsPerClaim) {
    for (const h of hits) if (take(h.source, ...span(h))) break;
  }
  for (const hits of hitsPerClaim) for (const h of hits) take(h.source, ...span(h));
  for (let s = bag.sources.length - 1; s >= 0; s--) {
    for (let i = bag.sources[s].chunks.length - 1; i >= 0; i--) if (!keep[s][i]) take(s, i, i);
  }
  return { keep, bytesAfter: used, truncated: true, cut: true };
}

/**
 * Head-first: keep the start of the concatenated dump until the budget is full and, like the naive
 * verifiers it stands for, do not tell the checker anything was cut. For tests and benchmarks only:
 * it is how honest replies get called invented.
 */
export function packHeadFirst(bag: EvidenceBag, budget: number): Packed {
  if (!(budget > 0) || bag.bytesBefore <= budget) return keepAll(bag);
  const keep = bag.sources.map((s) => new Uint8Array(s.chunks.length).fill(s.pinned ? 1 : 0));
  let used = 0;
  outer: for (let s = 0; s < bag.sources.length; s++) {
    if (bag.sources[s].pinned) continue;
    for (let i = 0; i < bag.sources[s].chunks.length; i++) {
      const b = chunkBytes(bag.sources[s], i);
      if (used + b > budget) break outer;
      keep[s][i] = 1;
      used += b;
    }
  }
  return { keep, bytesAfter: used, truncated: false, cut: true };
}

export function packEvidence(packer: PackerName, bag: EvidenceBag, hitsPerClaim: Hit[][], budget: number): Packed {
  return packer === "head-first" ? packHeadFirst(bag, budget) : packClaimAware(bag, hitsPerClaim, budget);
}

/** Whether every chunk a hit touches was kept. */
export function isKept(bag: EvidenceBag, packed: Packed, h: Hit): boolean {
  const chunks = bag.sources[h.source].chunks;
  const a = chunkAt(chunks, h.start);
  const b = chunkAt(chunks, Math.max(h.start, h.end - 1));
  for (let i = a; i <= b; i++) if (!packed.keep[h.source][i]) return false;
  return true;
}
