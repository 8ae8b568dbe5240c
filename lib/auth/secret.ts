import "server-only";
// The token signing secret. Production must set NEXTAUTH_SECRET; locally one is generated once into
// DATA_DIR so sessions survive restarts and a fresh clone needs no configuration.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { secretsMayBeGenerated } from "@/lib/security/required-secrets";

let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.NEXTAUTH_SECRET;
  if (fromEnv) return (cached = fromEnv);
  // Production does not start without it (instrumentation.ts); this guards a process started otherwise.
  if (!secretsMayBeGenerated()) throw new Error("NEXTAUTH_SECRET must be set in production");
  const dir = path.resolve(process.env.DATA_DIR || ".data");
  const file = path.join(dir, "nextauth-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    // wx: if another process wrote it first, read theirs instead of overwriting it.
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      cached = secret;
    } catch {
      cached = fs.readFileSync(file, "utf8").trim();
    }
  }
  return cached;
}
