"use server";
// Server actions of the dashboard: declared (with their permission) in lib/dashboard/dashboard-actions.ts,
// bound to their forms with the session's actor by lib/auth/bind-action.ts.
import { bindFormAction } from "@/lib/auth/bind-action";
import { setNotCheckedThresholdAction } from "@/lib/dashboard/dashboard-actions";

export const setNotCheckedThreshold = bindFormAction(setNotCheckedThresholdAction, { revalidate: { path: "/dashboard" } });
