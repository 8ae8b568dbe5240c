// Withdrawal PIN inputs, with the spec's exact messages (spec 1 §5).
import { z } from "zod";

const FOUR_DIGITS = /^\d{4}$/;

/** POST /api/auth/user/set-withdrawal-pin {pin} */
export const setPinSchema = z.object({
  pin: z
    .unknown()
    .refine((v) => typeof v === "string" && FOUR_DIGITS.test(v), "Pin must be 4 digits")
    .transform(String),
});

function pinField(requiredMessage: string, lengthMessage: string) {
  return z.unknown().transform((v, ctx) => {
    let message: string | undefined;
    if (v === undefined || v === null || v === "") message = requiredMessage;
    else if (typeof v !== "string" || v.length !== 4) message = lengthMessage;
    else if (!FOUR_DIGITS.test(v)) message = "PIN must contain only numbers";
    if (message) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return v as string;
  });
}

/** POST /api/auth/user/change-withdrawal-pin {currentPin, newPin} */
export const changePinSchema = z.object({
  currentPin: pinField("Current PIN is required", "Current PIN must be exactly 4 digits"),
  newPin: pinField("New PIN must be exactly 4 digits", "New PIN must be exactly 4 digits"),
});

/** The settings screen's create form: two entries that must match. */
export const createPinFormSchema = z
  .object({
    pin: pinField("PIN must be exactly 4 digits", "PIN must be exactly 4 digits"),
    confirmPin: z.string(),
  })
  .refine((v) => v.pin === v.confirmPin, { path: ["confirmPin"], message: "PINs do not match" });

/** The settings screen's change form. */
export const changePinFormSchema = z
  .object({
    currentPin: pinField("Current PIN is required", "Current PIN must be exactly 4 digits"),
    newPin: pinField("New PIN must be exactly 4 digits", "New PIN must be exactly 4 digits"),
    confirmNewPin: z.string(),
  })
  .refine((v) => v.newPin === v.confirmNewPin, { path: ["confirmNewPin"], message: "New PINs do not match" });
