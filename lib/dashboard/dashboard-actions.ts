import { z } from "zod";
import { defineAction } from "../auth/define-action";
import { setNotCheckedThreshold } from "./not-checked-threshold";

/** Managers' and admins' dashboard settings; "use server" wrappers in app/(console)/dashboard/actions.ts. */

const RANGE_MESSAGE = "The threshold is a percentage from 0 to 100";

/** A percentage from the form ("12.5") or a typed call (12.5); an empty field is missing, not 0. */
export const notCheckedThresholdInput = z.object({
  percent: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
    z.number({ error: RANGE_MESSAGE }).min(0, RANGE_MESSAGE).max(100, RANGE_MESSAGE),
  ),
});

/** Managers and admins set the alarm threshold of the dashboard's not-checked share. */
export const setNotCheckedThresholdAction = defineAction({
  permission: "dashboard:settings",
  input: notCheckedThresholdInput,
  run: ({ actor, db }, input) => setNotCheckedThreshold(db, actor, input.percent / 100),
  successMessage: (r) => `The not-checked alarm now sounds above ${+(r.threshold * 100).toFixed(2)}% of policy sentences.`,
});
