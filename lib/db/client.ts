/**
 * The Prisma client as the app uses it: `passwordHash` omitted from every query unless asked for
 * by name, and user emails lower-cased on the way in (the database also refuses upper case).
 */
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "../generated/prisma/client";

/** Emails are compared and stored lower-case and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Every string under an `email` key: the value itself, or filters like { in: [...] }, { contains }. */
function lowerEmailFilter(value: unknown): unknown {
  if (typeof value === "string") return value.toLowerCase();
  if (Array.isArray(value)) return value.map(lowerEmailFilter);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, lowerEmailFilter(inner)]));
  }
  return value;
}

function lowerEmails(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lowerEmails);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === "email") out[key] = typeof inner === "string" ? normalizeEmail(inner) : lowerEmailFilter(inner);
      else out[key] = lowerEmails(inner);
    }
    return out;
  }
  return value;
}

export function createPrismaClient(adapter: SqlDriverAdapterFactory) {
  const base = new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
  return base.$extends({
    name: "groundcheck-user-email",
    query: {
      user: {
        // data, where, create/update (upsert), createMany's array and filters like
        // { email: { in: [...] } } are plain objects: lower-casing what sits under every `email`
        // key covers them all.
        $allOperations({ args, query }) {
          return query(lowerEmails(args) as typeof args);
        },
      },
    },
  });
}

/** The app's Prisma client type (with the omit and the email extension). */
export type DbClient = ReturnType<typeof createPrismaClient>;
/** A transaction client as handed to `prisma.$transaction(async (tx) => ...)`. */
export type DbTx = Parameters<Parameters<DbClient["$transaction"]>[0]>[0];
