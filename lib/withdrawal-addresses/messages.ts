// The address book's English answers; the browser shows them in its reader's language by their codes
// (messages/<locale>/errors.json).
export const ADDRESS_SAVED = "Address saved. Confirm it from the link we e-mailed you.";
export const ADDRESS_REMOVED = "Address removed";
export const ADDRESS_NOT_FOUND = "Address not found";
export const ADDRESS_ALREADY_SAVED = "This address is already in your address book";
export const TOO_MANY_ADDRESSES = "You can save at most 50 addresses";
export const INVALID_CONFIRMATION_LINK = "This confirmation link is invalid or has expired";
export const ADDRESS_NOT_WHITELISTED =
  "Withdrawals go only to your confirmed addresses while “Whitelist only” is on";

/** The codes these answers name themselves (their English text has figures in it, or a fixed name is asked for). */
export const ADDRESS_BOOK_CODES = {
  notWhitelisted: "ADDRESS_NOT_WHITELISTED",
  confirmed: "ADDRESS_CONFIRMED",
} as const;

/** "Address confirmed. It can be used for withdrawals from <time>." (`activeAt` beside it for the client). */
export const addressConfirmed = (activeAt: Date) =>
  `Address confirmed. It can be used for withdrawals from ${activeAt.toISOString()}.`;

export const MAX_ADDRESSES = 50;
