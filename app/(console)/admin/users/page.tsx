import type { Metadata } from "next";
import { NotAllowed } from "@/components/not-allowed";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { CreateUserForm, UsersTable } from "@/components/admin/user-forms";
import { pageAccess } from "@/lib/auth/page-access";
import { usersPage } from "@/lib/users/users-page";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const { actor, allowed } = await pageAccess("users:manage");
  if (!allowed) return <NotAllowed what="user administration" permission="users:manage" role={actor.role} />;
  const users = await usersPage(actor);
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Users</h1>
      <AdminTabs current="/admin/users" />
      <CreateUserForm />
      <UsersTable rows={users} />
    </>
  );
}
