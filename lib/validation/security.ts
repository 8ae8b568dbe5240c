// Settings > Security: the login-notifications switch, the session-timeout select and "whitelist only".
import { z } from "zod";
import { passkeyAssertionSchema } from "@/lib/auth/passkeys/assertion-schema";

/** Minutes a session may stay idle: 15 min, 30 min, 1 hour, 4 hours. */
export const SESSION_TIMEOUTS = [15, 30, 60, 240] as const;
export type SessionTimeout = (typeof SESSION_TIMEOUTS)[number];
export const DEFAULT_SESSION_TIMEOUT: SessionTimeout = 30;

export const SESSION_TIMEOUT_CHOICE = "Session timeout must be 15, 30, 60 or 240 minutes";

/** PUT /api/users/security: any of the settings (the PIN and code only guard switching "whitelist only" off). */
export const securitySettingsSchema = z
  .object({
    loginNotifications: z.boolean({ error: "Login notifications must be true or false" }).optional(),
    sessionTimeout: z
      .number({ error: SESSION_TIMEOUT_CHOICE })
      .refine(
        (v): v is SessionTimeout => (SESSION_TIMEOUTS as readonly number[]).includes(v),
        SESSION_TIMEOUT_CHOICE,
      )
      .optional(),
    /** On at once; off needs `pin` (and `otp` with two-factor on) and waits ADDRESS_COOLDOWN_HOURS. */
    whitelistOnly: z.boolean({ error: "Whitelist only must be true or false" }).optional(),
    pin: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === "string" ? v : "")),
    otp: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === "string" ? v.replace(/\s/g, "") : "")),
    // Instead of `otp`: a passkey assertion asked for "whitelist-off".
    passkey: passkeyAssertionSchema.optional(),
  })
  .refine(
    (v) =>
      v.loginNotifications !== undefined || v.sessionTimeout !== undefined || v.whitelistOnly !== undefined,
    {
      message: "Nothing to save: send loginNotifications, sessionTimeout or both",
    },
  );
export type SecuritySettingsInput = z.infer<typeof securitySettingsSchema>;
