// Prisma 7 configuration for the official CLI (`prisma generate`, and `prisma migrate deploy`
// wherever its binary engine is available). On offline machines the migration scripts in
// scripts/db drive the WebAssembly schema engine instead; they read the same paths.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // Only migrate/introspect commands need a URL; `prisma generate` must work without one.
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
