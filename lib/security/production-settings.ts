// The settings production refuses to guess. Locally every one has a working default (a fresh clone runs with
// none), but each default would hurt a real deployment: mailed links pointing at localhost, sign-up codes
// written to a log instead of mailed, money kept on a disk database the host may wipe, an owner account whose
// password is printed in the README. Production stops at start-up instead (instrumentation.ts, and db/seed.ts for
// the one that needs the database) and says what to set.
import { missingSecretsMessage } from "./required-secrets";

type Env = Record<string, string | undefined>;

/** The development default of ADMIN_PASSWORD (lib/env.ts): public, so never an owner's password in production. */
export const DEVELOPMENT_ADMIN_PASSWORD = "ApexAdmin#2026";

const isSet = (v: string | undefined) => !!v?.trim();

export function isProduction(vars: Env = process.env): boolean {
  return vars.NODE_ENV === "production";
}

/** The settings problems that need no database, as lines for the operator; empty outside production. */
export function productionSettingProblems(vars: Env = process.env): string[] {
  if (!isProduction(vars)) return [];
  const problems: string[] = [];
  if (!isSet(vars.NEXTAUTH_URL)) {
    problems.push(
      "  NEXTAUTH_URL is not set. It is the public address mailed links point at (else http://localhost). " +
        "Set it to the site's address, e.g. NEXTAUTH_URL=https://apex.example.com",
    );
  }
  const transport = vars.MAIL_TRANSPORT?.trim().toLowerCase();
  if (transport && transport !== "smtp" && transport !== "outbox") {
    problems.push("  MAIL_TRANSPORT must be smtp or outbox.");
  } else if (transport === "smtp" && !isSet(vars.SMTP_URL)) {
    problems.push(
      "  MAIL_TRANSPORT=smtp needs SMTP_URL, e.g. SMTP_URL=smtp://user:password@smtp.example.com:587",
    );
  } else if (!transport && !isSet(vars.SMTP_URL)) {
    problems.push(
      "  SMTP_URL is not set. Sign-up codes and reset links must reach the investors' mailboxes. Set " +
        "SMTP_URL=smtp://user:password@smtp.example.com:587, or MAIL_TRANSPORT=outbox to keep every message as " +
        "a file under DATA_DIR/outbox on purpose",
    );
  }
  if (!isSet(vars.DATABASE_URL) && vars.EMBEDDED_DATABASE?.trim() !== "1") {
    problems.push(
      "  DATABASE_URL is not set. The money would live in the embedded database under DATA_DIR, which a host " +
        "may wipe. Set DATABASE_URL=postgres://user:password@host:5432/apex, or EMBEDDED_DATABASE=1 to keep " +
        "the embedded database on purpose (one server, DATA_DIR on a lasting disk, backed up)",
    );
  }
  return problems;
}

/** The start-up message for everything production lacks (secrets and settings), or null when it may start. */
export function productionStartRefusal(vars: Env = process.env): string | null {
  const secrets = missingSecretsMessage(vars);
  const settings = productionSettingProblems(vars);
  if (!secrets && settings.length === 0) return null;
  const parts: string[] = [];
  if (secrets) parts.push(secrets);
  if (settings.length > 0) {
    parts.push(
      [
        "[settings] Refusing to start in production with a development default:",
        ...settings,
        "  Set them in the server's environment (see .env.example and docs/operations.md) and start again.",
      ].join("\n"),
    );
  }
  return parts.join("\n");
}

/**
 * Whether the owner the seed would create has no password of its own: in production no account is ever made with
 * a known one. Asked only while no OWNER exists; afterwards ADMIN_PASSWORD is not read at all.
 */
export function ownerPasswordProblem(vars: Env = process.env): string | null {
  if (!isProduction(vars)) return null;
  const password = vars.ADMIN_PASSWORD?.trim() ?? "";
  if (password && password !== DEVELOPMENT_ADMIN_PASSWORD) return null;
  return [
    "[seed] Refusing to start in production: no OWNER administrator exists yet and " +
      (password
        ? "ADMIN_PASSWORD is the development default printed in the README."
        : "ADMIN_PASSWORD is not set."),
    "  ADMIN_PASSWORD (with ADMIN_EMAIL, and ADMIN_NAME) is the first owner's password, read only when that account",
    "  is created. Set it to a password of your own (at least 8 characters), start once, sign in at /admin/login",
    "  and change it there; once an owner exists the variable is no longer needed.",
  ].join("\n");
}

/** Thrown where production must stop rather than serve; the message is for the operator (instrumentation.ts). */
export class StartupRefusal extends Error {
  readonly startupRefusal = true;
  constructor(message: string) {
    super(message);
    this.name = "StartupRefusal";
  }
}

export function isStartupRefusal(err: unknown): err is StartupRefusal {
  return !!err && typeof err === "object" && (err as { startupRefusal?: unknown }).startupRefusal === true;
}
