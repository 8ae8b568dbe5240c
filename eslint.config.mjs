import { dirname } from "path";
import { fileURLToPath } from "url";
import { FlatCompat } from "@eslint/eslintrc";

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  { ignores: ["node_modules/**", ".next*/**", ".data/**", "test-results/**", "next-env.d.ts", "db/migrations/**"] },
  ...compat.extends("next/core-web-vitals", "next/typescript"),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // tests/helpers/db.ts's useTestDb() is a jest setup helper, not a React hook.
  { files: ["tests/api/**", "tests/unit/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
];

export default config;
