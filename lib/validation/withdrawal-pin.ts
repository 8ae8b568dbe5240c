// Withdrawal PIN inputs, with the spec's exact messages. The routes and the PIN form (both modes,
// on the Withdrawals dialog and on Settings) parse with these.
import { z } from "zod";

const FOUR_DIGITS = /^\d{4}$/;

/** The Withdrawals dialog's (and the set route's) one message for any PIN that is not 4 digits. */
export const PIN_MUST_BE_4_DIGITS = "Pin must be 4 digits";

/** POST /api/auth/user/set-withdrawal-pin {pin} */
export const setPinSchema = z.object({
  pin: z
    .unknown()
    .refine((v) => typeof v === "string" && FOUR_DIGITS.test(v), PIN_MUST_BE_4_DIGITS)
    .transform(String),
});

/** What a PIN entry says when it is empty, not 4 characters long, or not all digits. */
type PinFieldTexts = { required: string; length: string; digits: string };

function pinField({ required, length, digits }: PinFieldTexts) {
  return z.unknown().transform((v, ctx) => {
    let message: string | undefined;
    if (v === undefined || v === null || v === "") message = required;
    else if (typeof v !== "string" || v.length !== 4) message = length;
    else if (!FOUR_DIGITS.test(v)) message = digits;
    if (message) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return v as string;
  });
}

const ONLY_NUMBERS = "PIN must contain only numbers";
const CURRENT_PIN_TEXTS: PinFieldTexts = {
  required: "Current PIN is required",
  length: "Current PIN must be exactly 4 digits",
  digits: ONLY_NUMBERS,
};
const NEW_PIN_TEXTS: PinFieldTexts = {
  required: "New PIN must be exactly 4 digits",
  length: "New PIN must be exactly 4 digits",
  digits: ONLY_NUMBERS,
};

/** POST /api/auth/user/change-withdrawal-pin {currentPin, newPin} */
export const changePinSchema = z.object({
  currentPin: pinField(CURRENT_PIN_TEXTS),
  newPin: pinField(NEW_PIN_TEXTS),
});

/** The create form's texts: the spec words them differently on the Withdrawals dialog and on Settings. */
export type CreatePinTexts = PinFieldTexts & { mismatch: string };

export const SETTINGS_CREATE_PIN_TEXTS: CreatePinTexts = {
  required: "PIN must be exactly 4 digits",
  length: "PIN must be exactly 4 digits",
  digits: ONLY_NUMBERS,
  mismatch: "PINs do not match",
};

/** "exactly 4 digits, else 'Pin must be 4 digits'" (the set route's own text). */
export const DIALOG_CREATE_PIN_TEXTS: CreatePinTexts = {
  required: PIN_MUST_BE_4_DIGITS,
  length: PIN_MUST_BE_4_DIGITS,
  digits: PIN_MUST_BE_4_DIGITS,
  mismatch: "PINs do not match",
};

/** The create form: two entries that must match. */
export function createPinFormSchema(texts: CreatePinTexts = SETTINGS_CREATE_PIN_TEXTS) {
  return z
    .object({ pin: pinField(texts), confirmPin: z.string() })
    .refine((v) => v.pin === v.confirmPin, { path: ["confirmPin"], message: texts.mismatch });
}

/** The change form (Settings). */
export const changePinFormSchema = z
  .object({
    currentPin: pinField(CURRENT_PIN_TEXTS),
    newPin: pinField(NEW_PIN_TEXTS),
    confirmNewPin: z.string(),
  })
  .refine((v) => v.newPin === v.confirmNewPin, { path: ["confirmNewPin"], message: "New PINs do not match" });
