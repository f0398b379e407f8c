"use client";

import { useActionState } from "react";
import { changeRole, createUser, setActive, unlock } from "@/app/(console)/admin/users/actions";
import { ActionResultMessage as ResultMessage } from "@/components/action-result";
import { ROLES, ROLE_LABELS, type Role } from "@/lib/auth/permissions";

const input = "mt-1 block w-full rounded border border-slate-300 px-2 py-1.5";

export function CreateUserForm() {
  const [result, action, pending] = useActionState(createUser, null);
  return (
    <form action={action} className="rounded-lg border border-slate-200 bg-white p-4" aria-label="Create user">
      <h2 className="mb-3 font-medium">Create a user</h2>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-5">
        <label className="text-sm">
          Name
          <input name="name" required className={input} />
        </label>
        <label className="text-sm">
          Email
          <input name="email" type="email" required className={input} />
        </label>
        <label className="text-sm">
          Role
          <select name="role" defaultValue="reviewer" className={input}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          Initial password
          <input name="password" type="password" autoComplete="new-password" required minLength={10} className={input} />
        </label>
        <div className="flex items-end">
          <button type="submit" disabled={pending} className="w-full rounded bg-slate-900 px-3 py-1.5 text-white disabled:opacity-60">
            {pending ? "Creating…" : "Create user"}
          </button>
        </div>
      </div>
      <div className="mt-2">
        <ResultMessage result={result} />
      </div>
    </form>
  );
}

interface UserView {
  id: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
}

export function UserRow({ user, isSelf, locked = false }: { user: UserView; isSelf: boolean; locked?: boolean }) {
  const [roleResult, roleAction, rolePending] = useActionState(changeRole, null);
  const [activeResult, activeAction, activePending] = useActionState(setActive, null);
  const [unlockResult, unlockAction, unlockPending] = useActionState(unlock, null);
  return (
    <tr className="border-b border-slate-100 align-top" data-testid={`user-${user.email}`}>
      <td className="p-3">{user.name}</td>
      <td className="p-3">{user.email}</td>
      <td className="p-3">
        <form action={roleAction} className="flex gap-2">
          <input type="hidden" name="userId" value={user.id} />
          <select name="role" defaultValue={user.role} aria-label={`Role of ${user.email}`} className="rounded border border-slate-300 px-2 py-1">
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
          <button type="submit" disabled={rolePending} className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100">
            Save role
          </button>
        </form>
        <ResultMessage result={roleResult} />
      </td>
      <td className="p-3">
        {user.active ? "Active" : <span className="text-slate-500">Deactivated</span>}
        {locked ? (
          <form action={unlockAction} className="mt-1 flex items-center gap-2">
            <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">Locked: repeated failed sign-ins</span>
            <input type="hidden" name="userId" value={user.id} />
            <button type="submit" disabled={unlockPending} className="rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-100">
              Unlock
            </button>
          </form>
        ) : null}
        <ResultMessage result={unlockResult} />
      </td>
      <td className="p-3">
        {isSelf ? (
          <span className="text-xs text-slate-500">You</span>
        ) : (
          <form action={activeAction}>
            <input type="hidden" name="userId" value={user.id} />
            <input type="hidden" name="active" value={user.active ? "false" : "true"} />
            <button type="submit" disabled={activePending} className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100">
              {user.active ? "Deactivate" : "Reactivate"}
            </button>
          </form>
        )}
        <ResultMessage result={activeResult} />
      </td>
    </tr>
  );
}
