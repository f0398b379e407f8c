"use server";
// Server actions of the answer key: actions declared (with their permission) in
// lib/answer-key/answer-key-actions.ts, bound to their forms with the session's actor by lib/auth/bind-action.ts.
import { bindFormAction } from "@/lib/auth/bind-action";
import { addKnownItemAction, importKnownItemsAction, mixNowAction, setMixRateAction } from "@/lib/answer-key/answer-key-actions";

const revalidate = { path: "/dashboard/accuracy" };

export const addKnownItem = bindFormAction(addKnownItemAction, { revalidate });
export const importKnownItems = bindFormAction(importKnownItemsAction, { revalidate });
export const setMixRate = bindFormAction(setMixRateAction, { revalidate });
export const mixNow = bindFormAction(mixNowAction, { revalidate });
