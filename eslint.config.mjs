import { dirname } from "path";
import { fileURLToPath } from "url";
import { FlatCompat } from "@eslint/eslintrc";
import tseslint from "@typescript-eslint/eslint-plugin";
import i18next from "eslint-plugin-i18next";

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["']/;

/**
 * Code that reaches the browser never imports the database: components, the client hooks and every "use client"
 * file (the modules holding a connection or a secret also say `import "server-only"`, which fails a browser
 * build). Types from db/ are fine: they are erased.
 */
const NO_DB_IN_BROWSER = [
  "error",
  {
    patterns: [
      {
        group: ["@/db", "@/db/*"],
        allowTypeImports: true,
        message: "Browser code never loads the database: move the query to a server module under lib/.",
      },
    ],
  },
];
const restrictedImports = tseslint.rules["no-restricted-imports"];
/** The same rule, applied only to a file that starts with the "use client" directive (read as it is linted). */
const apex = {
  rules: {
    "no-restricted-imports-in-client": {
      meta: restrictedImports.meta,
      create: (context) =>
        USE_CLIENT.test(context.sourceCode.text) ? restrictedImports.create(context) : {},
    },
  },
};

/**
 * Where user-visible text must come from the message catalogues (messages/): literal text in JSX and in the
 * attributes people read or hear is an error: every page and component.
 */
const TRANSLATED = ["app/**/*.tsx", "components/**/*.tsx"];

/** Literal text allowed anyway, each with its reason. */
const LITERALS_ALLOWED = [
  // The brand and the assets' symbols read the same in every language.
  "Apex",
  "BTC",
  "ETH",
  "USDT",
  "USDC",
  "USD",
  // Each language's own name in the language switcher (i18n/config.ts LOCALE_NAMES) is shown as written.
];

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
  {
    files: TRANSLATED,
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: [
              "aria-label",
              "aria-description",
              "title",
              "placeholder",
              "alt",
              "label",
              "description",
            ],
          },
          // Calls whose string arguments are names, not text: translations themselves, form field names.
          callees: {
            exclude: [
              "i18n(ext)?",
              "t",
              "t\\.(rich|markup|raw|has)",
              // A second translator of another namespace: tSettings("profile.title").
              "t[A-Z][A-Za-z]*",
              "require",
              "register",
              "fieldA11y",
              "setValue",
              "getValues",
              "watch",
              "setError",
              "clearErrors",
              "useTranslations",
              "getTranslations",
              "addEventListener",
              "removeEventListener",
              "includes",
              "startsWith",
              "endsWith",
            ],
          },
          words: { exclude: ["[0-9!-/:-@[-`{-~\\s]+", "[A-Z_-]+", ...LITERALS_ALLOWED.map((w) => `^${w}$`)] },
        },
      ],
    },
  },
  {
    files: ["components/**", "lib/hooks/**"],
    rules: { "@typescript-eslint/no-restricted-imports": NO_DB_IN_BROWSER },
  },
  {
    files: ["app/**", "lib/**", "i18n/**"],
    plugins: { apex },
    rules: { "apex/no-restricted-imports-in-client": NO_DB_IN_BROWSER },
  },
  {
    // No import circles in the application (the job registry sits on top of the definitions, not among them).
    files: ["app/**", "components/**", "lib/**", "db/**", "i18n/**"],
    // Packages are not read (ignoreExternal, and import/ignore keeps the plugin from parsing their files at all).
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
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
