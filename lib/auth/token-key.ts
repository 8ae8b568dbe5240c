// The key session tokens are encrypted with, derived once per process. next-auth v4's own `decode` runs
// HKDF on every call (an async crypto job through libuv's thread pool); on a signed-in request that
// derivation cost more than the decryption itself, for a value that only changes with the secret.
import { createSecretKey, hkdfSync, type KeyObject } from "node:crypto";

// next-auth v4 (jwt/index.js, getDerivedEncryptionKey) with its default empty salt: changing any of these
// would make every token already issued unreadable.
const INFO = "NextAuth.js Generated Encryption Key";
const KEY_BYTES = 32; // A256GCM

let cached: { secret: string; key: KeyObject } | undefined;

/** The A256GCM content key next-auth derives from `secret`; recomputed only if the secret changes. */
export function tokenKey(secret: string): KeyObject {
  if (cached?.secret !== secret) {
    const bytes = Buffer.from(hkdfSync("sha256", secret, "", INFO, KEY_BYTES));
    cached = { secret, key: createSecretKey(bytes) };
  }
  return cached.key;
}
