/**
 * Mentions in a comment: `@handle`, where a handle is the part of a person's email before the @
 * (`@ana.novak`), or a whole email (`@ana@sundry.example`). Pure: resolving handles to users is
 * add-comment's job. Emails and handles are compared lower-cased.
 */
const MENTION = /(^|[^\w@.])@([a-z0-9][a-z0-9._+-]*(?:@[a-z0-9-]+(?:\.[a-z0-9-]+)+)?)/gi;

export function parseMentions(body: string): string[] {
  const out = new Set<string>();
  for (const m of body.matchAll(MENTION)) out.add(m[2].replace(/[.]+$/, "").toLowerCase());
  return [...out];
}

/** The handle people type to mention a user. */
export const handleOf = (email: string) => email.split("@")[0].toLowerCase();

/** Users a handle or email names: an email names its owner; a handle, everyone whose email starts with it. */
export function resolveMentions<U extends { id: string; email: string }>(mentions: string[], users: U[]): U[] {
  const found = new Map<string, U>();
  for (const m of mentions) {
    for (const u of users) {
      const email = u.email.toLowerCase();
      if (m.includes("@") ? email === m : handleOf(email) === m) found.set(u.id, u);
    }
  }
  return [...found.values()];
}
