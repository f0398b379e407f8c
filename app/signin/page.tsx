import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/sign-in-form";
import { getSessionActor } from "@/lib/auth/session-actor";
import { safeCallbackUrl } from "@/lib/auth/safe-callback-url";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  if (await getSessionActor()) redirect("/");
  const { callbackUrl } = await searchParams;
  // Only same-origin paths: anything else here would be an open redirect.
  const next = safeCallbackUrl(callbackUrl);
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-xl font-semibold">Sign in to Groundcheck</h1>
        <p className="mt-1 text-sm text-slate-600">Review what your support agents were about to do.</p>
        <SignInForm callbackUrl={next} />
      </div>
    </main>
  );
}
