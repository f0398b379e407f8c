import { redirect } from "next/navigation";
import { getSessionActor } from "@/lib/auth/session-actor";
import { navFor } from "@/lib/auth/permissions";

/** The home page is the first place the role can go. */
export default async function Home() {
  const actor = await getSessionActor();
  if (!actor) redirect("/signin");
  redirect(navFor(actor.role)[0]?.href ?? "/signin");
}
