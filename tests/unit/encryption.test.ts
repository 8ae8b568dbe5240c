// The at-rest encryption of KYC data (lib/security): AES-256-GCM round trips, refuses anything altered or
// moved to another context, and its key comes from DATA_ENCRYPTION_KEY or a file generated once locally.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { encryptedStore, type DocumentBackend, type EncryptedDocument } from "@/lib/kyc/document-store";
import { maskLast4 } from "@/lib/kyc/sensitive-values";
import { resetEnvCache } from "@/lib/env";
import { setLogSink } from "@/lib/log/logger";
import { dataEncryptionKey, resetDataKeyCache } from "@/lib/security/data-key";
import { decrypt, decryptText, DecryptionError, encrypt, encryptText } from "@/lib/security/encryption";
import { parseDataKey } from "@/lib/security/parse-data-key";

const key = randomBytes(32);

describe("encrypt / decrypt", () => {
  it("round-trips text and bytes, with a fresh IV each time", () => {
    const a = encrypt("123-45-6789", "kyc:1:ssn", key);
    const b = encrypt("123-45-6789", "kyc:1:ssn", key);
    expect(a.equals(b)).toBe(false);
    expect(a.includes(Buffer.from("123-45-6789"))).toBe(false);
    expect(decrypt(a, "kyc:1:ssn", key).toString()).toBe("123-45-6789");
    const image = randomBytes(4096);
    expect(decrypt(encrypt(image, "document:x", key), "document:x", key).equals(image)).toBe(true);
    expect(decrypt(encrypt(Buffer.alloc(0), "empty", key), "empty", key)).toHaveLength(0);
  });

  it("detects a changed byte anywhere: version, IV, tag or ciphertext", () => {
    const stored = encrypt("000123456789", "kyc:1:accountNumber", key);
    for (const at of [0, 1, 12, 13, 28, 29, stored.length - 1]) {
      const tampered = Buffer.from(stored);
      tampered[at] ^= 0x01;
      expect(() => decrypt(tampered, "kyc:1:accountNumber", key)).toThrow(DecryptionError);
    }
    expect(() => decrypt(stored.subarray(0, stored.length - 1), "kyc:1:accountNumber", key)).toThrow(
      DecryptionError,
    );
    expect(() => decrypt(stored.subarray(0, 10), "kyc:1:accountNumber", key)).toThrow(DecryptionError);
  });

  it("refuses a value moved to another user or field, or read with another key", () => {
    const stored = encrypt("123456789", "kyc:1:ssn", key);
    expect(() => decrypt(stored, "kyc:2:ssn", key)).toThrow(DecryptionError);
    expect(() => decrypt(stored, "kyc:1:routingNumber", key)).toThrow(DecryptionError);
    expect(() => decrypt(stored, "kyc:1:ssn", randomBytes(32))).toThrow(DecryptionError);
  });

  it("never puts the value or the context in its error", () => {
    const stored = encrypt("123456789", "kyc:1:ssn", key);
    stored[stored.length - 1] ^= 0xff;
    try {
      decrypt(stored, "kyc:1:ssn", key);
      throw new Error("decrypted a tampered value");
    } catch (err) {
      expect(String((err as Error).message)).not.toMatch(/123456789|kyc:1/);
    }
  });
});

describe("the data encryption key", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvCache();
    resetDataKeyCache();
  });

  it("reads 64 hex digits or base64 of 32 bytes, and nothing else", () => {
    const k = randomBytes(32);
    expect(parseDataKey(k.toString("hex"))?.equals(k)).toBe(true);
    expect(parseDataKey(k.toString("base64"))?.equals(k)).toBe(true);
    expect(parseDataKey(` ${k.toString("base64url")}\n`)?.equals(k)).toBe(true);
    for (const bad of ["", "short", randomBytes(16).toString("hex"), randomBytes(31).toString("base64")])
      expect(parseDataKey(bad)).toBeNull();
  });

  it("is generated once into DATA_DIR locally and reused", () => {
    const dir = fs.mkdtempSync(path.join(process.env.DATA_DIR!, "key-"));
    process.env.DATA_DIR = dir;
    delete process.env.DATA_ENCRYPTION_KEY;
    resetEnvCache();
    const first = dataEncryptionKey();
    expect(first).toHaveLength(32);
    const file = path.join(dir, "data-encryption-key");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    resetDataKeyCache();
    expect(dataEncryptionKey().equals(first)).toBe(true);
    // Text sealed under it opens after a restart (a fresh cache).
    const sealed = encryptText("987654321", "kyc:9:ssn");
    resetDataKeyCache();
    expect(decryptText(sealed, "kyc:9:ssn")).toBe("987654321");
  });

  it("comes from DATA_ENCRYPTION_KEY when set, and is required in production", () => {
    const k = randomBytes(32);
    process.env.DATA_ENCRYPTION_KEY = k.toString("hex");
    resetEnvCache();
    expect(dataEncryptionKey().equals(k)).toBe(true);

    delete process.env.DATA_ENCRYPTION_KEY;
    (process.env as Record<string, string>).NODE_ENV = "production";
    resetEnvCache();
    resetDataKeyCache();
    // One structured line for the operator (area security).
    const lines: Record<string, unknown>[] = [];
    setLogSink({ write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) });
    try {
      expect(() => dataEncryptionKey()).toThrow(expect.objectContaining({ status: 503 }));
    } finally {
      setLogSink(null);
    }
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "error",
        area: "security",
        msg: "DATA_ENCRYPTION_KEY must be set in production",
      }),
    );
  });
});

describe("the document store", () => {
  it("hands its backend only ciphertext and gives the image back on get, until it is deleted", async () => {
    const held = new Map<string, EncryptedDocument>();
    const backend: DocumentBackend = {
      put: async (k, doc) => void held.set(k, doc),
      get: async (k) => held.get(k) ?? null,
      delete: async (k) => void held.delete(k),
    };
    const store = encryptedStore(backend);
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(64)]);
    await store.put("kyc/1/front", { bytes, contentType: "image/png" });
    expect(held.get("kyc/1/front")!.data.includes(bytes.subarray(4))).toBe(false);
    expect(await store.get("kyc/1/front")).toEqual({ bytes, contentType: "image/png" });
    // Stored under one key, it does not open under another (a swapped image is refused, not shown).
    held.set("kyc/2/front", held.get("kyc/1/front")!);
    await expect(store.get("kyc/2/front")).rejects.toThrow(DecryptionError);
    await store.delete("kyc/1/front");
    expect(await store.get("kyc/1/front")).toBeNull();
  });
});

it("masks all but the last 4 characters, and all of a value too short to hide", () => {
  expect(maskLast4("123456789")).toBe("•••••6789");
  expect(maskLast4("1234")).toBe("••••");
});
