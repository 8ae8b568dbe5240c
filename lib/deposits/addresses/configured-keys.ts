// The account keys configured for deposits (DEPOSIT_XPUB_BITCOIN, DEPOSIT_XPUB_EVM, DEPOSIT_XPUB_TRON), parsed
// once per value: tests and operators may change a setting, and a new value is a new key.
import { env } from "@/lib/env";
import {
  type AccountKey,
  ExtendedKeyError,
  KEY_FAMILIES,
  type KeyFamily,
  parseAccountKey,
  XPUB_SETTING,
} from "./extended-key";

const parsed = new Map<string, AccountKey>();

/** The family's configured account key, or null when none is set (deposits on it go to the fixed address). */
export function accountKeyFor(family: KeyFamily): AccountKey | null {
  const value = env()[XPUB_SETTING[family]]?.trim();
  if (!value) return null;
  const cacheKey = `${family}:${value}`;
  let key = parsed.get(cacheKey);
  if (!key) {
    key = parseAccountKey(family, value);
    parsed.set(cacheKey, key);
  }
  return key;
}

/** The stored network of a key's addresses: a Bitcoin test-network key has addresses of its own kind. */
export function addressNetwork(key: AccountKey): string {
  return key.family === "BITCOIN" && key.testnet ? "BITCOIN_TESTNET" : key.family;
}

/**
 * What is wrong with the configured deposit keys, one line per setting, for the start-up check: a private key
 * or an unreadable one stops the server before it shows anybody an address. The lines never contain the value.
 */
export function depositKeyProblems(vars: Record<string, string | undefined> = process.env): string[] {
  return KEY_FAMILIES.flatMap((family) => {
    const value = vars[XPUB_SETTING[family]]?.trim();
    if (!value) return [];
    try {
      parseAccountKey(family, value);
      return [];
    } catch (err) {
      return [err instanceof ExtendedKeyError ? err.message : `${XPUB_SETTING[family]} could not be read`];
    }
  });
}
