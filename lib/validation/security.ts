// Settings > Security: the login-notifications switch and the session-timeout select.
import { z } from "zod";

/** Minutes a session may stay idle: 15 min, 30 min, 1 hour, 4 hours. */
export const SESSION_TIMEOUTS = [15, 30, 60, 240] as const;
export type SessionTimeout = (typeof SESSION_TIMEOUTS)[number];
export const DEFAULT_SESSION_TIMEOUT: SessionTimeout = 30;

export const SESSION_TIMEOUT_CHOICE = "Session timeout must be 15, 30, 60 or 240 minutes";

/** PUT /api/users/security: either field or both. */
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
  })
  .refine((v) => v.loginNotifications !== undefined || v.sessionTimeout !== undefined, {
    message: "Nothing to save: send loginNotifications, sessionTimeout or both",
  });
export type SecuritySettingsInput = z.infer<typeof securitySettingsSchema>;
