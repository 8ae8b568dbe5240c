// jest through next/jest (SWC, the app's tsconfig paths). Node environment by default; component tests
// opt into jsdom with a `@jest-environment jsdom` docblock.
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

export default createJestConfig({
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/tests/{unit,api,components}/**/*.test.ts?(x)"],
  setupFiles: ["<rootDir>/tests/helpers/env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/helpers/after-env.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testTimeout: 60000,
  maxWorkers: 2,
});
