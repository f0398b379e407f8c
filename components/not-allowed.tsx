import Link from "next/link";

/** Shown when a signed-in person opens a page their role does not cover. */
export function NotAllowed({ what }: { what: string }) {
  return (
    <section role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-6">
      <h1 className="text-lg font-semibold text-amber-900">Not allowed</h1>
      <p className="mt-2 text-amber-900">Your role does not give access to {what}. Ask an admin if you need it.</p>
      <Link href="/" className="mt-4 inline-block text-sm font-medium text-amber-900 underline">
        Back to your start page
      </Link>
    </section>
  );
}
