"use server";
// Server actions of the review console: actions declared (with their permission) in
// lib/review/review-actions.ts, bound with the session's actor and typed input by lib/auth/bind-action.ts.
import { bindAction } from "@/lib/auth/bind-action";
import { claimLeaseAction, claimNextAction, decideAction, reassignAction, recheckAction, releaseLeaseAction } from "@/lib/review/review-actions";

const revalidate = { path: "/queue", type: "layout" } as const;

export const decide = bindAction(decideAction, { revalidate });
export const recheck = bindAction(recheckAction);
export const claimLease = bindAction(claimLeaseAction);
export const releaseLease = bindAction(releaseLeaseAction);
export const claimNext = bindAction(claimNextAction);
export const reassign = bindAction(reassignAction, { revalidate });
