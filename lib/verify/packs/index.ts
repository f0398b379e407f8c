/**
 * The packs this build ships, by name. Only entry points import this (the CLI, the app's verify
 * task, the SDK); the engine never does: it receives packs in VerifyOptions.packs. A policy names
 * the packs it wants (`"packs": ["retail"]`).
 */
import type { Pack } from "../types";
import { airlinePack } from "./airline";
import { retailPack } from "./retail";
import { sundryPack } from "./sundry";

export const PACKS: Readonly<Record<string, Pack>> = { airline: airlinePack, retail: retailPack, sundry: sundryPack };

export class UnknownPackError extends Error {
  constructor(readonly names: string[]) {
    super(`unknown pack${names.length > 1 ? "s" : ""} ${names.join(", ")}; this build has ${Object.keys(PACKS).join(", ")}`);
    this.name = "UnknownPackError";
  }
}

/** The packs named, in order; an unknown name is an error listing the ones that exist. */
export function resolvePacks(names: readonly string[] | undefined): Pack[] {
  const list = [...new Set(names ?? [])];
  const unknown = list.filter((n) => !PACKS[n]);
  if (unknown.length) throw new UnknownPackError(unknown);
  return list.map((n) => PACKS[n]);
}

/** The packs a policy names (`packs: ["retail"]`), for an entry point's VerifyOptions. */
export const packsFor = (policy: { packs?: readonly string[] } | null | undefined): Pack[] => resolvePacks(policy?.packs);
