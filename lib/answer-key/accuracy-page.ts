import { getPrisma } from "../db";
import type { DashboardRange } from "../dashboard/dashboard-range";
import { answerKeyCounts, reviewerAccuracy } from "./accuracy";
import { decidedRealItems } from "./decided-real-items";
import { getMixRate } from "./mix-rate";

/** The reviewer-accuracy page's loader: accuracy in the range, the key's counts and rate, and (for managers of the key) candidates to add. */
export async function accuracyPage(range: DashboardRange, opts: { manage: boolean }) {
  const db = await getPrisma();
  const [accuracy, counts, rate, candidates] = await Promise.all([reviewerAccuracy(db, range), answerKeyCounts(db), getMixRate(db), opts.manage ? decidedRealItems(db) : Promise.resolve([])]);
  return { accuracy, counts, rate, candidates };
}
