// Where the journeys' server lives, shared by playwright.config.ts (which starts it) and the fixtures (which
// read its outbox). Both load this file in every process, so it must compute, never create or delete.
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The server's host name: localhost, because browsers refuse an IP address as a WebAuthn relying party id and
 *  the passkey journeys need one (E2E_HOST=127.0.0.1 shows the screens with passkeys off). */
export const E2E_HOST = process.env.E2E_HOST ?? "localhost";
export const E2E_BASE_URL = `http://${E2E_HOST}:${E2E_PORT}`;
/** The local Ethereum node (anvil) the server watches for deposits. */
export const E2E_CHAIN_PORT = Number(process.env.E2E_CHAIN_PORT ?? 3145);
export const E2E_CHAIN_URL = `http://127.0.0.1:${E2E_CHAIN_PORT}`;
/** The server's CRON_SECRET: the deposit journey triggers scans through GET /api/cron/deposits. */
export const E2E_CRON_SECRET = "e2e-cron-secret-0123456789";
/** The server's DATA_DIR: the embedded database and the mail outbox; wiped before every run. */
export const E2E_DATA_DIR = path.resolve(ROOT, process.env.E2E_DATA_DIR ?? ".data-e2e");

/** The first owner the server creates (playwright.config.ts passes both): production refuses the README's default. */
export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? "admin@apex.local",
  password: process.env.ADMIN_PASSWORD ?? "E2e-Owner-Pass#2026",
};
