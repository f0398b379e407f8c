import type { Metadata } from "next";
import { NotAllowed } from "@/components/not-allowed";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { CreateUserForm, UsersTable } from "@/components/admin/user-forms";
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
      <UsersTable rows={users.map((u) => ({ ...u, isSelf: u.id === actor.id, locked: locked.has(u.email) }))} />
    </>
  );
}
