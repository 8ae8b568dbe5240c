// The TOTP secret at rest: AES-256-GCM under DATA_ENCRYPTION_KEY, bound to its owner so a ciphertext
// copied onto another user's row does not decrypt there.
import { decryptText, encryptText } from "@/lib/security/encryption";

const context = (userId: number) => `totp:${userId}`;

export const sealTotpSecret = (userId: number, base32: string) => encryptText(base32, context(userId));
export const openTotpSecret = (userId: number, stored: Uint8Array) => decryptText(stored, context(userId));
