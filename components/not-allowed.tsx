import Link from "next/link";
import { ROLE_LABELS, rolesWith, type Permission, type Role } from "@/lib/auth/permissions";

const list = (xs: string[]) => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}`);

/**
 * Shown when a signed-in person opens a page their role does not cover (often by following a
 * link someone sent): which roles the page is for and which one they have, so they know whom to ask.
 */
export function NotAllowed({ what, permission, role }: { what: string; permission: Permission; role: Role }) {
  const roles = rolesWith(permission).map((r) => ROLE_LABELS[r].toLowerCase());
  return (
    <section role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-6">
      <h1 className="text-lg font-semibold text-amber-900">Not allowed</h1>
      <p className="mt-2 text-amber-900" data-testid="not-allowed-reason">
        Only the {list(roles)} role{roles.length === 1 ? "" : "s"} can open {what}. You are signed in as {ROLE_LABELS[role].toLowerCase()}. Ask an admin to change your role if you need access.
      </p>
      <Link href="/" className="mt-4 inline-block text-sm font-medium text-amber-900 underline">
        Back to your start page
      </Link>
    </section>
  );
}
