import { dirname } from "path";
import { fileURLToPath } from "url";
import { FlatCompat } from "@eslint/eslintrc";

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  {
    ignores: [
      "node_modules/**",
      ".next*/**",
      ".data*/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "db/migrations/**",
    ],
  },
  ...compat.extends("next/core-web-vitals", "next/typescript"),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // jest.mock factories are hoisted above imports, so they can only reach shared mocks through require().
  { files: ["tests/**"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  {
    // Playwright fixtures hand their value to a callback named `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];

export default config;
