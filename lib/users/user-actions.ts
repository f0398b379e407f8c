import { defineAction } from "../auth/define-action";
import { changeRoleInput, createUserInput, setActiveInput, unlockInput } from "./user-schemas";
import { createUser } from "./create-user";
import { changeUserRole, setUserActive } from "./update-user";
import { unlockAccount } from "./sign-in-throttle";

/** Admin actions on users. The "use server" wrappers in app/(console)/admin/users/actions.ts pass the session's actor. */
export const createUserAction = defineAction({
  permission: "users:manage",
  input: createUserInput,
  run: ({ actor, db }, input) => createUser(db, actor, input),
  successMessage: (u) => `Created ${u.email} (${u.role}).`,
});

export const changeRoleAction = defineAction({
  permission: "users:manage",
  input: changeRoleInput,
  run: ({ actor, db }, input) => changeUserRole(db, actor, input.userId, input.role),
  successMessage: (u) => `${u.email} is now ${u.role}.`,
});

export const setActiveAction = defineAction({
  permission: "users:manage",
  input: setActiveInput,
  run: ({ actor, db }, input) => setUserActive(db, actor, input.userId, input.active),
  successMessage: (u) => `${u.email} is ${u.active ? "active again" : "deactivated"}.`,
});


export const unlockAccountAction = defineAction({
  permission: "users:manage",
  input: unlockInput,
  run: ({ actor, db }, input) => unlockAccount(db, actor, input.userId),
  successMessage: (u) => `${u.email} is unlocked.`,
});
