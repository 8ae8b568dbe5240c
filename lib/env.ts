// Environment, parsed once. Every variable has a working local default (README, "Configuration").
import { z } from "zod";
import { ExtendedKeyError, type KeyFamily, parseAccountKey } from "./deposits/addresses/extended-key";
import { parseDataKey } from "./security/parse-data-key";
import { reserveAddressesProblem } from "./reserves/reserve-networks";

function accountKey(family: KeyFamily) {
  return z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .superRefine((v, ctx) => {
      if (v === undefined) return;
      try {
        parseAccountKey(family, v);
      } catch (err) {
        ctx.addIssue({
          code: "custom",
          message: err instanceof ExtendedKeyError ? err.message : "unreadable",
        });
      }
    });
}

function optionalText() {
  return z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined);
}

/** How deep a block must be before its deposits are credited: 12 unless set. */
function confirmations() {
  return z.coerce.number().int().min(1).max(10_000).default(12);
}

function optionalHeight() {
  return z
    .string()
    .optional()
    .refine((v) => v === undefined || v.trim() === "" || /^\d+$/.test(v.trim()), {
      message: "must be a block number",
    })
    .transform((v) => (v?.trim() ? Number(v.trim()) : undefined));
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().optional(),
  /**
   * A connection to the same database that bypasses a pooler (PgBouncer in transaction mode): migrations and
   * backups use it when set (db/client.ts, scripts/db-backup.ts).
   */
  DIRECT_DATABASE_URL: optionalText(),
  /** Connections this process keeps to Postgres at most. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** "0": start-up does not migrate (`npm run db:migrate` is a release step); the seed still runs. */
  MIGRATE_ON_START: z.string().default("1"),
  /** How long a migration's statement waits for a table's lock before the migration fails (and is retried). */
  MIGRATE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** "1": production keeps the embedded database on purpose (without DATABASE_URL it refuses to start). */
  EMBEDDED_DATABASE: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
  NEXTAUTH_SECRET: z.string().optional(),
  /** 32 bytes, as 64 hex digits or base64: the AES-256-GCM key of the data encrypted at rest (lib/security). */
  DATA_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === "" || parseDataKey(v) !== null, {
      message: "DATA_ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)",
    }),
  NEXTAUTH_URL: z.string().optional(),
  ADMIN_EMAIL: z.string().email().default("admin@apex.local"),
  // Empty is unset (compose passes `${ADMIN_PASSWORD:-}` once the owner exists and the variable is gone).
  ADMIN_PASSWORD: z.preprocess(
    (v) => (typeof v === "string" && !v.trim() ? undefined : v),
    z.string().min(8).default("ApexAdmin#2026"),
  ),
  ADMIN_NAME: z.string().default("Admin"),
  SMTP_URL: z.string().optional(),
  /** "smtp" or "outbox"; unset: SMTP when SMTP_URL is set, else the outbox (lib/email/mail-transport.ts). */
  MAIL_TRANSPORT: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
    z.enum(["smtp", "outbox"]).optional(),
  ),
  MAIL_FROM: z.string().default("Apex <no-reply@apex.local>"),
  PRICE_FEED_URL: z
    .string()
    .default(
      "https://api.coingecko.com/api/v3/simple/price?ids=bitcoin,ethereum,tether,usd-coin&vs_currencies=usd",
    ),
  /**
   * Fiat exchange rates for the investor's display currency: the ECB's daily reference rates
   * (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml) or a compatible JSON feed. Unset: fixed
   * fallback rates, said on screen.
   */
  FX_FEED_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  CRON_SECRET: z.string().optional(),
  /** The bearer GET /api/metrics asks for (Prometheus's scrape); unset: the route answers 404. */
  METRICS_TOKEN: optionalText(),
  /** Where the money alerts are also posted as JSON (a Slack-compatible `text` plus the details); unset: none. */
  ALERT_WEBHOOK_URL: optionalText(),
  DEPOSIT_ADDRESS_BTC: z.string().default("bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"),
  DEPOSIT_ADDRESS_ETH: z.string().default("0x742d35Cc6634C0532925a3b844Bc454e4438f44e"),
  DEPOSIT_ADDRESS_USDT: z.string().default("TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9"),
  /**
   * Account-level extended PUBLIC keys for investors' own deposit addresses (child 0/i, i = the user's id):
   * Bitcoin a BIP84 zpub or xpub of m/84'/0'/0' (vpub or tpub: test network), EVM an xpub of m/44'/60'/0'
   * (Ethereum and BNB Smart Chain), Tron an xpub of m/44'/195'/0'. Unset: the fixed DEPOSIT_ADDRESS_* and
   * admin credits. A private key is refused, and the error never repeats it.
   */
  DEPOSIT_XPUB_BITCOIN: accountKey("BITCOIN"),
  DEPOSIT_XPUB_EVM: accountKey("EVM"),
  DEPOSIT_XPUB_TRON: accountKey("TRON"),
  // The chain watchers (lib/deposits/watch): a network is watched when its URL is set.
  ETHEREUM_RPC_URL: optionalText(),
  BSC_RPC_URL: optionalText(),
  BITCOIN_ESPLORA_URL: optionalText(),
  TRON_API_URL: optionalText(),
  /** TronGrid's API key (sent as TRON-PRO-API-KEY), when TRON_API_URL is TronGrid. */
  TRON_API_KEY: optionalText(),
  ETHEREUM_USDT_CONTRACT: optionalText(),
  ETHEREUM_USDC_CONTRACT: optionalText(),
  BSC_USDT_CONTRACT: optionalText(),
  BSC_USDC_CONTRACT: optionalText(),
  TRON_USDT_CONTRACT: optionalText(),
  ETHEREUM_CONFIRMATIONS: confirmations(),
  BSC_CONFIRMATIONS: confirmations(),
  BITCOIN_CONFIRMATIONS: confirmations(),
  TRON_CONFIRMATIONS: confirmations(),
  /** The first block a watcher records on its first scan; unset: a little before the tip it first sees. */
  ETHEREUM_START_BLOCK: optionalHeight(),
  BSC_START_BLOCK: optionalHeight(),
  BITCOIN_START_BLOCK: optionalHeight(),
  TRON_START_BLOCK: optionalHeight(),
  /** Where a deposit's transaction hash links to: a URL the hash is appended to. */
  ETHEREUM_EXPLORER_TX_URL: z.string().default("https://etherscan.io/tx/"),
  BSC_EXPLORER_TX_URL: z.string().default("https://bscscan.com/tx/"),
  BITCOIN_EXPLORER_TX_URL: z.string().default("https://mempool.space/tx/"),
  TRON_EXPLORER_TX_URL: z.string().default("https://tronscan.org/#/transaction/"),
  /** Set to "0" to keep this process from scanning the chains every 30 s (the cron route still scans). */
  DEPOSIT_SCAN: z.string().default("1"),
  /**
   * Hot wallets' private keys (64 hex digits, 0x optional): an approved withdrawal on that network is signed
   * and sent by Apex (lib/payouts); unset, it is paid by hand as before. Checked at start-up, never printed.
   */
  HOT_WALLET_KEY_ETHEREUM: optionalText(),
  HOT_WALLET_KEY_BSC: optionalText(),
  /** A payout not mined after this many seconds is sent again with the same nonce and a higher fee. */
  PAYOUT_REPLACE_AFTER_SECONDS: z.coerce.number().int().min(1).default(180),
  /** The highest fee per gas (gwei) a payout may offer, replacements included. */
  PAYOUT_MAX_FEE_GWEI: z.coerce.number().positive().default(300),
  /** Set to "0" to keep this process from advancing payouts every 30 s (the cron route still does). */
  PAYOUTS: z.string().default("1"),
  /**
   * The Bitcoin wallet approved BTC withdrawals are paid from, signed offline: its account's extended PUBLIC key
   * (zpub or xpub of m/84'/0'/0'; vpub or tpub on test networks), the master key's fingerprint (8 hex digits, as
   * the signing device shows it) and, when not the BIP84 default, the account's path. Unset: paid by hand.
   */
  PAYOUT_XPUB_BITCOIN: optionalText(),
  PAYOUT_BITCOIN_FINGERPRINT: optionalText(),
  PAYOUT_BITCOIN_PATH: optionalText(),
  /**
   * The Tron wallet approved USDT (TRC-20) withdrawals are paid from, signed offline: its PUBLIC T… address only
   * (the server never holds its key). Unset: Tron withdrawals are paid by hand.
   */
  PAYOUT_ADDRESS_TRON: optionalText(),
  /** Set to "0" to keep a long-lived server from scheduling the daily interest run (tests, extra replicas). */
  INTEREST_CRON: z.string().default("1"),
  /** Set to "0" to keep this process from running queued jobs (mail, sign-in notices, interest runs). */
  JOBS_WORKER: z.string().default("1"),
  /**
   * "1" on a serverless host (on by itself where the host sets VERCEL=1; "0" turns it off there): no timer in
   * the process at all, the cron routes drive every duty (docs/operations.md, "A Vercel-style host").
   */
  APEX_SERVERLESS: optionalText(),
  /**
   * The platform's own reserve addresses for proof of reserves, JSON: [{ "network": "ETHEREUM", "address": "0x…" }]
   * (ETHEREUM, BSC, BITCOIN, TRON); the EVM hot wallets are added by themselves (lib/reserves/reserve-addresses.ts).
   */
  RESERVE_ADDRESSES: optionalText().superRefine((value, ctx) => {
    const problem = value ? reserveAddressesProblem(value) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  VERCEL: optionalText(),
  /** The two-person rule on admin money, plan and role changes: on unless "0" (lib/admin/approvals). */
  FOUR_EYES: z.string().default("1"),
  /** Withdrawals worth more than this many USD need a second administrator's approval. */
  FOUR_EYES_WITHDRAWAL_USD: z.coerce.number().min(0).default(1000),
  /** Credits worth more than this many USD need a second administrator (0: every credit). */
  FOUR_EYES_CREDIT_USD: z.coerce.number().min(0).default(0),
  /**
   * Hours a confirmed withdrawal address waits before withdrawals may go to it, and a requested "whitelist
   * only: off" before it takes effect (docs/decisions.md, "Withdrawal addresses"). 0 for none.
   */
  ADDRESS_COOLDOWN_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  /**
   * How many proxies in front of the app append to X-Forwarded-For: "off" (default, the app is reached
   * directly and the header is the client's to forge) or 1, 2, ... (1 for Vercel or one nginx/Caddy).
   */
  TRUST_PROXY: z
    .string()
    .default("off")
    .transform((v) => v.trim().toLowerCase())
    .refine((v) => ["", "off", "0", "false"].includes(v) || /^[1-9]\d?$/.test(v), {
      message: "TRUST_PROXY must be off or the number of proxies in front of the app (e.g. 1)",
    })
    .transform((v) => (/^\d+$/.test(v) ? Number(v) : 0)),
  /** The least severe log lines written (lib/log/logger.ts): trace, debug, info (default), warn, error, fatal, silent. */
  LOG_LEVEL: z
    .string()
    .default("info")
    .transform((v) => v.trim().toLowerCase() || "info")
    .pipe(z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"])),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${issues}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests change variables between cases; they call this to re-read them. */
export function resetEnvCache() {
  cached = undefined;
}

/** Whether this process lives only for requests (a serverless host): nothing may run on a timer in it. */
export function serverless(e: Env = env()): boolean {
  if (e.APEX_SERVERLESS === "1" || e.APEX_SERVERLESS === "0") return e.APEX_SERVERLESS === "1";
  return e.VERCEL === "1";
}

export function publicBaseUrl(): string {
  const e = env();
  return (e.NEXTAUTH_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}
