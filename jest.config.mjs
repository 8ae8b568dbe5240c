// jest through next/jest (SWC, the app's tsconfig paths). Node environment by default; component tests
// opt into jsdom with a `@jest-environment jsdom` docblock.
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const config = createJestConfig({
  // jest's node environment, with the worker's pooled embedded database beside it (tests/helpers/pglite-pool.cjs).
  testEnvironment: "<rootDir>/tests/helpers/node-environment.cjs",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/tests/{unit,api,components}/**/*.test.ts?(x)"],
  setupFiles: ["<rootDir>/tests/helpers/env.ts"],
  // One migrated embedded database per run, which each test file's database is loaded from.
  globalSetup: "<rootDir>/tests/helpers/pglite-template.mjs",
  globalTeardown: "<rootDir>/tests/helpers/pglite-pool-teardown.cjs",
  setupFilesAfterEnv: ["<rootDir>/tests/helpers/after-env.ts"],
  moduleNameMapper: {
    // Component tests render inside the English catalogues, as every page does (tests/helpers/rtl-with-intl.tsx).
    "^@testing-library/react$": "<rootDir>/tests/helpers/rtl-with-intl.tsx",
    // Outside Next.js the server-only marker is an empty module (scripts/outside-next.mjs does the same for tsx).
    "^server-only$": "<rootDir>/scripts/server-only-empty.cjs",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testTimeout: 60000,
  maxWorkers: 2,
});

// next-intl and the formatjs packages under it ship ES modules only: jest compiles them like our own code.
const ESM_PACKAGES = ["next-intl", "use-intl", "icu-minify", "@formatjs", "intl-messageformat"];

export default async function jestConfig() {
  const resolved = await config();
  const keep = `/node_modules/(?!(${ESM_PACKAGES.join("|")})/)`;
  return {
    ...resolved,
    // Jest 30 "soft-deletes" what a test file left on the global scope by wrapping it in guarding setters; state
    // our modules keep on globalThis (the job worker, the database handle) was wrapped again for every file a
    // worker ran, until a set overflowed the stack ("Maximum call stack size exceeded" at Reflect.set).
    // Each test file gets a fresh global anyway.
    testEnvironmentOptions: { ...resolved.testEnvironmentOptions, globalsCleanup: "off" },
    // next/jest's own node_modules pattern would still skip them; every other pattern it sets stays.
    transformIgnorePatterns: [
      keep,
      ...resolved.transformIgnorePatterns.filter((p) => !p.includes("node_modules")),
    ],
  };
}
