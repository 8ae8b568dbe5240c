import "server-only";
// AES-256-GCM for the data encrypted at rest (docs/decisions.md, "Identity verification (KYC)"). One stored value is
//   version (1 byte) | IV (12 random bytes) | tag (16 bytes) | ciphertext
// and is bound to its context (e.g. "kyc:42:ssn") as additional authenticated data, so a value copied into
// another row or field fails to decrypt instead of being read as that row's. A changed byte fails the tag.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { dataEncryptionKey } from "./data-key";

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER = 1 + IV_BYTES + TAG_BYTES;

export class DecryptionError extends Error {
  constructor() {
    // Never the value, the key or the context: this message may reach a log.
    super("Stored data could not be decrypted (wrong key or tampered data)");
    this.name = "DecryptionError";
  }
}

export function encrypt(plain: Uint8Array | string, context: string, key = dataEncryptionKey()): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

export function decrypt(stored: Uint8Array, context: string, key = dataEncryptionKey()): Buffer {
  const blob = Buffer.from(stored);
  if (blob.length < HEADER || blob[0] !== VERSION) throw new DecryptionError();
  const decipher = createDecipheriv("aes-256-gcm", key, blob.subarray(1, 1 + IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(blob.subarray(1 + IV_BYTES, HEADER));
  try {
    return Buffer.concat([decipher.update(blob.subarray(HEADER)), decipher.final()]);
  } catch {
    throw new DecryptionError();
  }
}

export const encryptText = (plain: string, context: string) => encrypt(Buffer.from(plain, "utf8"), context);
export const decryptText = (stored: Uint8Array, context: string) => decrypt(stored, context).toString("utf8");
