import "server-only";
// The key of the data encrypted at rest (KYC values and images, two-factor secrets). Production must set
// DATA_ENCRYPTION_KEY (lib/security/required-secrets.ts); locally one is generated once into DATA_DIR (like
// NEXTAUTH_SECRET, lib/auth/secret.ts) so a fresh clone needs no configuration. Losing the key loses the
// data it encrypted: back it up with the database.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { parseDataKey } from "./parse-data-key";
import { secretsMayBeGenerated } from "./required-secrets";
import { areaLog } from "@/lib/log/logger";

const KEY_FILE = "data-encryption-key";

let cached: Buffer | undefined;

function generatedKey(): Buffer {
  const dir = path.resolve(env().DATA_DIR);
  const file = path.join(dir, KEY_FILE);
  const read = () => {
    const key = parseDataKey(fs.readFileSync(file, "utf8"));
    if (!key) throw new Error(`${file} does not hold a 32-byte key`);
    return key;
  };
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  fs.mkdirSync(dir, { recursive: true });
  const key = randomBytes(32);
  // wx: if another process wrote it first, read theirs instead of overwriting it.
  try {
    fs.writeFileSync(file, key.toString("base64"), { flag: "wx", mode: 0o600 });
    return key;
  } catch {
    return read();
  }
}

const MISSING = "DATA_ENCRYPTION_KEY must be set in production";

export function dataEncryptionKey(): Buffer {
  if (cached) return cached;
  const fromEnv = env().DATA_ENCRYPTION_KEY;
  if (fromEnv) return (cached = parseDataKey(fromEnv)!);
  if (!secretsMayBeGenerated()) {
    // Production does not start without the key (instrumentation.ts); this guards a process started otherwise.
    // The operator's mistake, not the caller's: logged for them, a 503 (not a 500) for the client.
    areaLog("security").error(MISSING);
    // Worded for every feature that needs the key (identity verification, two-factor sign-in).
    throw new ApiError(503, "This feature is not available right now. Please try again later.");
  }
  return (cached = generatedKey());
}

/** Tests switch keys between cases. */
export function resetDataKeyCache() {
  cached = undefined;
}
