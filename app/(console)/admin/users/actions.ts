"use server";
// Server actions of the admin users page: actions declared (with their permission) in
// lib/users/user-actions.ts, bound to their forms with the session's actor by lib/auth/bind-action.ts.
import { bindFormAction } from "@/lib/auth/bind-action";
import { changeRoleAction, createUserAction, setActiveAction, unlockAccountAction } from "@/lib/users/user-actions";

const revalidate = { path: "/admin/users" };

export const createUser = bindFormAction(createUserAction, { revalidate });
export const changeRole = bindFormAction(changeRoleAction, { revalidate });
export const setActive = bindFormAction(setActiveAction, { revalidate });
export const unlock = bindFormAction(unlockAccountAction, { revalidate });
