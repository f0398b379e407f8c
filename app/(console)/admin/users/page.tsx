import type { Metadata } from "next";
import { NotAllowed } from "@/components/not-allowed";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { CreateUserForm, UserRow } from "@/components/admin/user-forms";
import { pageAccess } from "@/lib/auth/page-access";
import { getPrisma } from "@/lib/db";
import { listUsers } from "@/lib/users/update-user";
import { lockedAccounts } from "@/lib/users/sign-in-throttle";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const { actor, allowed } = await pageAccess("users:manage");
  if (!allowed) return <NotAllowed what="user administration" permission="users:manage" role={actor.role} />;
  const db = await getPrisma();
  const [users, locked] = await Promise.all([listUsers(db), lockedAccounts(db)]);
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Users</h1>
      <AdminTabs current="/admin/users" />
      <CreateUserForm />
      <table className="mt-8 w-full border-collapse bg-white text-sm" aria-label="Users">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th className="p-3 font-medium">Name</th>
            <th className="p-3 font-medium">Email</th>
            <th className="p-3 font-medium">Role</th>
            <th className="p-3 font-medium">Status</th>
            <th className="p-3 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <UserRow key={u.id} user={u} isSelf={u.id === actor.id} locked={locked.has(u.email)} />
          ))}
        </tbody>
      </table>
    </>
  );
}
