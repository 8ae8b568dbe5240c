// The texts of the passkey answers, shared by the routes, the second-factor check and their tests.
export const PASSKEYS_OFF =
  "Passkeys are not available on this server: it is reached by an IP address, not a domain name.";
export const PASSKEY_LIMIT_REACHED = "You can have at most 10 passkeys. Remove one to add another.";
export const PASSKEY_NOT_FOUND = "Passkey not found";
export const PASSKEY_ALREADY_ADDED = "This passkey is already on an account.";
export const PASSKEY_REQUEST_EXPIRED =
  "The passkey request has expired or was already used. Please try again.";
export const PASSKEY_NOT_VERIFIED = "The passkey could not be verified.";
export const PASSKEY_CLONED =
  "This passkey was refused: its signature counter went back, as a copied passkey's does. Remove it and add a new one.";
export const NO_PASSKEYS = "There is no passkey on this account.";
export const PASSKEY_REMOVED = "Passkey removed";

/** Passkeys one account may hold. */
export const MAX_PASSKEYS = 10;
