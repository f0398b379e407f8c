"use client";

import { useState } from "react";
import { signIn } from "next-auth/react";

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    setPending(true);
    const form = new FormData(e.currentTarget);
    const res = await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
    });
    setPending(false);
    if (!res || res.error) {
      // A throttled or locked account comes back with its own message; anything else is the generic one.
      setError(res?.error && res.error !== "CredentialsSignin" ? res.error : "Wrong email or password, or the account is deactivated.");
      return;
    }
    // A full navigation, so the server renders the console with the new session cookie.
    window.location.assign(callbackUrl);
  }

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      <label className="block text-sm font-medium">
        Email
        <input name="email" type="email" autoComplete="username" required className="mt-1 block w-full rounded border border-slate-300 px-3 py-2" />
      </label>
      <label className="block text-sm font-medium">
        Password
        <input name="password" type="password" autoComplete="current-password" required className="mt-1 block w-full rounded border border-slate-300 px-3 py-2" />
      </label>
      {error ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className="w-full rounded bg-slate-900 px-4 py-2 font-medium text-white hover:bg-slate-700 disabled:opacity-60">
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
