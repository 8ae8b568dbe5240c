// Browser journeys (tests/e2e/*.spec.ts) against the production build on the embedded database.
// `npm run test:e2e` builds first (E2E_SKIP_BUILD=1 reuses the last build); this file only starts the server.
import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { toHex } from "viem";
import { DEPOSIT_TEST_MNEMONIC, evmAccountXpub, mnemonicAccounts, TEST_MNEMONIC } from "./lib/chain/anvil";
import {
  ADMIN,
  E2E_BASE_URL,
  E2E_CHAIN_PORT,
  E2E_CRON_SECRET,
  E2E_DATA_DIR,
  E2E_PORT,
} from "./tests/e2e/e2e-env";

const CI = !!process.env.CI;
// E2E_DEV_SERVER=1: the journeys against `next dev --turbopack` (what `npm run dev` runs) instead of the
// production build, to prove the app works under it. Each page compiles on its first visit, hence the longer
// timeouts. Its own build folder, so it never touches the production build's.
const DEV_SERVER = process.env.E2E_DEV_SERVER === "1";
// The hot wallet chain:dev funds (the node's last account; the test mnemonic's keys are public).
const HOT_WALLET_KEY = toHex(mnemonicAccounts(TEST_MNEMONIC, 10)[9].getHdKey().privateKey!);
// While a second administrator exists the two-person rule holds every admin money action for approval, so
// other journeys' credits would wait (202): the roles journey runs in projects of its own, after all others.
const ROLES_JOURNEY = "admin-roles.spec.ts";
// Journeys whose steps do not depend on the width run on desktop only: the on-chain deposit and payout flows,
// the two-factor reset and the panel cache. The screens they pass through are the ones the other journeys open at
// phone width (history tables, dialogs, the back office), where the phone's layout and axe are checked; running
// them twice cost about a minute and a half of the suite and, for the chain flows, waits on the chain lock.
const DESKTOP_ONLY = [
  "chain-deposits.spec.ts",
  "payouts.spec.ts",
  "two-factor-reset.spec.ts",
  "panel-cache.spec.ts",
];
// Debian's Chromium, never a downloaded one (no `npx playwright install` here): its old headless shell (package
// chromium-headless-shell, the same Chromium version as the chromium package) when it is installed, the full browser
// in headless mode otherwise. The shell leaves out the full browser's window and compositing work: the same 112
// journeys took 13.1 min instead of 16.6 on the same build and machine (bench/README.md, "The journeys' browser").
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  // One server for every journey. Much of a journey waits (for the network to go quiet, a layout to settle, a
  // page trickling in, the chain), so a third worker fills the 2 cores better than two: the same 92 journeys took
  // 12.0 min with two workers and 10.6 min with three, the second run under a heavier load from other work
  // (load average 10–22 against 8–12; bench/README.md, "The test run's time").
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  // Limits for a slow day, not targets: on a shared machine at a third of its usual speed (the journeys took 28
  // minutes instead of 8, 2026-11-28) six journeys ran past 60 s or waited past 10 s for a screen that did come.
  // A journey that passes takes the same time whatever the limit.
  timeout: DEV_SERVER ? 240_000 : 120_000,
  expect: { timeout: DEV_SERVER ? 60_000 : 20_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: DESKTOP, testIgnore: ROLES_JOURNEY },
    { name: "phone", use: PHONE, testIgnore: [ROLES_JOURNEY, ...DESKTOP_ONLY] },
    // `--project=roles` runs desktop and phone first; `--no-deps` runs the roles journey alone. Desktop only, like
    // the flows above: a support administrator's missing money actions are the same at any width.
    { name: "roles", use: DESKTOP, testMatch: ROLES_JOURNEY, dependencies: ["desktop", "phone"] },
  ],
  webServer: [
    {
      // The local Ethereum node of the README's deposit loop (anvil from npm, test USDT and USDC deployed at the
      // addresses chain:dev always gives them), for the on-chain deposit journey. Started first: the app watches it.
      command: `exec env CHAIN_PORT=${E2E_CHAIN_PORT} node node_modules/tsx/dist/cli.mjs scripts/chain/dev.ts`,
      port: E2E_CHAIN_PORT,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // A fresh embedded database every run; DATABASE_URL is dropped so the journeys take the README's path.
      command: [
        `rm -rf ${JSON.stringify(E2E_DATA_DIR)}`,
        DEV_SERVER
          ? `exec env -u DATABASE_URL NEXT_DIST_DIR=.next-e2e-dev node node_modules/next/dist/bin/next dev --turbopack -p ${E2E_PORT}`
          : // Idle connections kept 30 s instead of Node's 5: a journey's request sent on a kept-alive connection
            // just as the server closes it fails with ECONNRESET (seen once in CI).
            `exec env -u DATABASE_URL node node_modules/next/dist/bin/next start -p ${E2E_PORT} --keepAliveTimeout 30000`,
      ].join(" && "),
      url: `${E2E_BASE_URL}/login`,
      reuseExistingServer: !CI,
      timeout: DEV_SERVER ? 300_000 : 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: DEV_SERVER ? "development" : "production",
        DATA_DIR: E2E_DATA_DIR,
        PORT: String(E2E_PORT),
        NEXTAUTH_URL: E2E_BASE_URL,
        NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-secret-0123456789abcdef0123456789",
        // Production requires it (identity documents are encrypted under it); a fixed test key.
        DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY ?? "e2e0".repeat(16),
        INTEREST_CRON: "0",
        // What production requires instead of its development defaults (lib/security/production-settings.ts): the
        // first owner's password, mail kept in the outbox (the journeys read it) and the embedded database.
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        MAIL_TRANSPORT: "outbox",
        EMBEDDED_DATABASE: "1",
        // The journeys stand in for a proxy: each test names its own client address in X-Forwarded-For (see
        // tests/e2e/fixtures.ts), so per-address rate limits see many clients, as they would in production.
        TRUST_PROXY: "1",
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_IGNORE_INCORRECT_LOCKFILE: "1",
        // Deposits on the local node: investors' own Ethereum addresses, watched from block 0; the journey
        // scans through the cron route rather than waiting for the 30 s schedule.
        DEPOSIT_XPUB_EVM: evmAccountXpub(DEPOSIT_TEST_MNEMONIC),
        ETHEREUM_RPC_URL: `http://127.0.0.1:${E2E_CHAIN_PORT}`,
        ETHEREUM_USDT_CONTRACT: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
        ETHEREUM_USDC_CONTRACT: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
        ETHEREUM_START_BLOCK: "0",
        ETHEREUM_EXPLORER_TX_URL: "https://etherscan.io/tx/",
        // Only the journey scans: a scan of the server's own 30 s schedule under way would make the journey's
        // call skip the chain (one instance scans a chain at a time).
        DEPOSIT_SCAN: "0",
        CRON_SECRET: E2E_CRON_SECRET,
        // A saved withdrawal address is usable as soon as it is confirmed: the address book journey withdraws to
        // one without waiting a day.
        ADDRESS_COOLDOWN_HOURS: "0",
        // Approved Ethereum withdrawals are paid from chain:dev's hot wallet; only the payout journey advances
        // them (GET /api/cron/payouts), never the 30 s schedule, so it sees each step.
        HOT_WALLET_KEY_ETHEREUM: HOT_WALLET_KEY,
        PAYOUTS: "0",
        // A reserve address whose key is one of the node's public dev keys: the reserves journey signs with it.
        RESERVE_ADDRESSES: JSON.stringify([{ network: "ETHEREUM", address: mnemonicAccounts()[8].address }]),
      },
    },
  ],
});
