"use server";
// Server actions of the queue page: actions declared (with their permission) in
// lib/review/queue-actions.ts, bound with the session's actor and typed input by lib/auth/bind-action.ts.
import { bindAction } from "@/lib/auth/bind-action";
import { assignAction, bulkDecideAction, deleteViewAction, saveViewAction, selectMatchingAction, setSlaAction } from "@/lib/review/queue-actions";

const revalidate = { path: "/queue", type: "layout" } as const;

export const bulkDecide = bindAction(bulkDecideAction, { revalidate });
export const selectMatching = bindAction(selectMatchingAction);
export const assignItems = bindAction(assignAction, { revalidate });
export const saveView = bindAction(saveViewAction, { revalidate });
export const deleteView = bindAction(deleteViewAction, { revalidate });
export const setSla = bindAction(setSlaAction, { revalidate });
