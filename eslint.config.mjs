import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "node_modules/**", "lib/generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "dist/**"]),
  {
    // The guard engines run inside agents and CLIs: they must not depend on the web framework or the ORM.
    files: ["lib/guard/**", "lib/verify/**", "lib/run/**", "lib/policy/**", "lib/evidence/**", "lib/client/**", "lib/sdk/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["next", "next/*", "next-auth", "next-auth/*", "@prisma/*", "react", "react-dom", "*/generated/*", "@/app/*", "@/components/*"], message: "The guard engine imports neither Next nor Prisma." }] },
      ],
    },
  },
]);
