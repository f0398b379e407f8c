"use client";

import { useActionState } from "react";
import { changeRole, createUser, setActive, unlock } from "@/app/(console)/admin/users/actions";
import { ActionResultMessage as ResultMessage } from "@/components/action-result";
import { ROLES, ROLE_LABELS, type Role } from "@/lib/auth/permissions";
import { DataTable, dataTableColumns } from "@/components/data-table";

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

/** A user's row as the users table shows it: `isSelf` (cannot deactivate yourself) and `locked` (too many failed sign-ins). */
export type UserTableRow = UserView & { isSelf: boolean; locked: boolean };

function RoleCell({ user }: { user: UserView }) {
  const [result, action, pending] = useActionState(changeRole, null);
  return (
    <>
      <form action={action} className="flex flex-wrap gap-2">
        <input type="hidden" name="userId" value={user.id} />
        <select name="role" defaultValue={user.role} aria-label={`Role of ${user.email}`} className="rounded border border-slate-300 px-2 py-1">
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
        <button type="submit" disabled={pending} className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100">
          Save role
        </button>
      </form>
      <ResultMessage result={result} />
    </>
  );
}

function StatusCell({ user, locked }: { user: UserView; locked: boolean }) {
  const [result, action, pending] = useActionState(unlock, null);
  return (
    <>
      {user.active ? "Active" : <span className="text-slate-500">Deactivated</span>}
      {locked ? (
        <form action={action} className="mt-1 flex items-center gap-2">
          <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">Locked: repeated failed sign-ins</span>
          <input type="hidden" name="userId" value={user.id} />
          <button type="submit" disabled={pending} className="rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-100">
            Unlock
          </button>
        </form>
      ) : null}
      <ResultMessage result={result} />
    </>
  );
}

function ActiveCell({ user, isSelf }: { user: UserView; isSelf: boolean }) {
  const [result, action, pending] = useActionState(setActive, null);
  if (isSelf) return <span className="text-xs text-slate-500">You</span>;
  return (
    <>
      <form action={action}>
        <input type="hidden" name="userId" value={user.id} />
        <input type="hidden" name="active" value={user.active ? "false" : "true"} />
        <button type="submit" disabled={pending} className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100">
          {user.active ? "Deactivate" : "Reactivate"}
        </button>
      </form>
      <ResultMessage result={result} />
    </>
  );
}

const col = dataTableColumns<UserTableRow>();
const columns = col.columns([
  col.accessor("name", { header: "Name" }),
  col.accessor("email", { header: "Email", cell: (c) => <span className="break-all">{c.getValue()}</span> }),
  col.accessor("role", { header: "Role", cell: (c) => <RoleCell user={c.row.original} /> }),
  col.accessor("active", { header: "Status", cell: (c) => <StatusCell user={c.row.original} locked={c.row.original.locked} /> }),
  col.display({ id: "actions", header: () => <span className="sr-only">Actions</span>, cell: (c) => <ActiveCell user={c.row.original} isSelf={c.row.original.isSelf} /> }),
]);

/** Every user with their role, status and the actions an admin takes on them. */
export function UsersTable({ rows }: { rows: UserTableRow[] }) {
  return <DataTable label="Users" className="mt-8" columns={columns} data={rows} getRowId={(r) => r.id} rowProps={(r) => ({ "data-testid": `user-${r.email}`, className: "align-top" })} />;
}
