// Argon2id (the @node-rs/argon2 default) for passwords and PINs. Never truncated: the schemas cap
// passwords at 128 characters instead.
import { hash, verify } from "@node-rs/argon2";

export function hashSecret(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifySecret(hashed: string | null | undefined, plain: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

// A real hash to verify against when the account does not exist, so timing does not reveal which e-mails exist.
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  return (dummy ??= hash("not-a-real-password"));
}
