// The relying party: its id is NEXTAUTH_URL's host name (browsers refuse an IP address there, so with one
// passkeys are off and every passkey route answers 409 saying so), its origin the public base URL's.
import { isIP } from "node:net";
import { conflict } from "@/lib/api/errors";
import { publicBaseUrl } from "@/lib/env";
import { PASSKEYS_OFF } from "./messages";

export const RP_NAME = "Apex";

export type RelyingParty = { id: string; origin: string };

/** The relying party, or null when passkeys are off (an IP address, or a URL that does not parse). */
export function relyingParty(): RelyingParty | null {
  let url: URL;
  try {
    url = new URL(publicBaseUrl());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!host || isIP(host) !== 0) return null;
  return { id: host, origin: url.origin };
}

export function passkeysEnabled(): boolean {
  return relyingParty() !== null;
}

/** The relying party, or the 409 "passkeys are not available" when they are off. */
export function requireRelyingParty(): RelyingParty {
  const rp = relyingParty();
  if (!rp) throw conflict(PASSKEYS_OFF);
  return rp;
}
