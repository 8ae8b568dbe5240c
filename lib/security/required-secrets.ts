// The secrets production cannot run without. Locally each is generated once into DATA_DIR (lib/auth/secret.ts,
// lib/security/data-key.ts) so a fresh clone needs no configuration; in production a generated one would be
// lost with the machine (every session signed out, every encrypted document unreadable), so the server
// refuses to start instead (instrumentation.ts) and names what to set. Starting and failing later was worse:
// identity verification and two-factor setup answered 503 while everything else seemed fine.
import { parseDataKey } from "./parse-data-key";

type Env = Record<string, string | undefined>;

const MAKE_ONE = "openssl rand -base64 32";

const REQUIRED_SECRETS: { name: string; purpose: string; problem: (value: string) => string | null }[] = [
  {
    name: "NEXTAUTH_SECRET",
    purpose: "signs the session tokens",
    // A short secret can be guessed offline from any token; the placeholder of .env.example is public.
    problem: (v) =>
      v.length < 32 || v === "change-me-to-32-random-bytes" ? "is shorter than 32 characters" : null,
  },
  {
    name: "DATA_ENCRYPTION_KEY",
    purpose: "encrypts identity documents and two-factor secrets at rest; back it up with the database",
    problem: (v) => (parseDataKey(v) ? null : "is not 32 bytes as 64 hex digits or base64"),
  },
];

/** Production generates nothing, unless a local production build is run on purpose (E2E, benchmarks). */
export function secretsMayBeGenerated(vars: Env = process.env): boolean {
  return vars.NODE_ENV !== "production" || vars.APEX_ALLOW_GENERATED_SECRET === "1";
}

/** What is wrong with the production secrets, as lines for the operator; empty when the server may start. */
export function productionSecretProblems(vars: Env = process.env): string[] {
  if (secretsMayBeGenerated(vars)) return [];
  return REQUIRED_SECRETS.flatMap(({ name, purpose, problem }) => {
    const value = vars[name]?.trim() ?? "";
    const wrong = value ? problem(value) : "is not set";
    return wrong ? [`  ${name} ${wrong}. It ${purpose}. Make one with: ${MAKE_ONE}`] : [];
  });
}

/** The start-up message, or null when every required secret is in place. */
export function missingSecretsMessage(vars: Env = process.env): string | null {
  const problems = productionSecretProblems(vars);
  if (problems.length === 0) return null;
  return [
    "[security] Refusing to start in production without its secrets:",
    ...problems,
    "  Set them in the server's environment (see .env.example) and start again.",
  ].join("\n");
}
