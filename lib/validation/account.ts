// Account inputs (Settings, AccountSettings; calls): one schema per input, shared by the
// settings forms and the route handlers.
import { z } from "zod";
import type { AppPreferences, NotificationPrefs } from "@/db/schema";
import { TRANSACTION_TYPES } from "@/lib/enums";
import { emailField, nameField, phoneField } from "./auth";

/** AccountSettings 'Transaction PIN' (the spec's PIN messages). */
export const transactionPinSchema = z.object({
  transactionPin: z
    .string({ error: "PIN is required" })
    .length(4, "PIN must be exactly 4 digits")
    .regex(/^\d+$/, "PIN must contain only numbers"),
});
export type TransactionPinInput = z.infer<typeof transactionPinSchema>;

/** Settings > Profile: the form joins first and last name into `name`; the rules are sign-up's. */
export const profileSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  /** Required only to change the e-mail address (see lib/accounts/update-profile.ts). */
  currentPassword: z.string().max(128, "Password must be at most 128 characters").optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const PASSWORD_FOR_EMAIL = "Enter your current password to change your email address";
const NAME_TOO_LONG = "Name must be at most 100 characters";

/** The stored `name` as the form's two fields: the first word, then the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

const joinName = (v: { firstName: string; lastName: string }) => `${v.firstName} ${v.lastName}`.trim();

/**
 * The Settings and Profile form (`name` is first and last joined). A one-word name is a valid
 * account name, so only the first name is required. Moving the e-mail away from `currentEmail` asks for the
 * password before any call, as the route would.
 */
export function profileFormSchema(currentEmail: string) {
  return z
    .object({
      firstName: z.string().trim().min(1, "First name is required").max(100, NAME_TOO_LONG),
      lastName: z.string().trim().max(100, NAME_TOO_LONG),
      email: emailField,
      phone: phoneField,
      currentPassword: z.string().max(128, "Password is too long"),
    })
    .superRefine((v, ctx) => {
      if (joinName(v).length > 100)
        ctx.addIssue({ code: "custom", path: ["lastName"], message: NAME_TOO_LONG });
      if (v.email !== currentEmail.toLowerCase() && !v.currentPassword)
        ctx.addIssue({ code: "custom", path: ["currentPassword"], message: PASSWORD_FOR_EMAIL });
    })
    .transform((v): ProfileInput => ({
      name: joinName(v),
      email: v.email,
      phone: v.phone,
      ...(v.email !== currentEmail.toLowerCase() ? { currentPassword: v.currentPassword } : {}),
    }));
}
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;

export const EMAIL_FREQUENCIES = ["immediate", "daily", "weekly", "never"] as const;

export const notificationPrefsSchema = z.object({
  investmentUpdates: z.boolean({ error: "investmentUpdates must be true or false" }),
  transactionAlerts: z.boolean({ error: "transactionAlerts must be true or false" }),
  weeklyReports: z.boolean({ error: "weeklyReports must be true or false" }),
  systemUpdates: z.boolean({ error: "systemUpdates must be true or false" }),
  emailFrequency: z.enum(EMAIL_FREQUENCIES, {
    error: "Email frequency must be immediate, daily, weekly or never",
  }),
}) satisfies z.ZodType<NotificationPrefs>;

/** What a user who never saved the form gets: account mail on, the weekly digest opt-in (spec default: daily). */
export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  investmentUpdates: true,
  transactionAlerts: true,
  weeklyReports: false,
  systemUpdates: true,
  emailFrequency: "daily",
};

export const CURRENCIES = ["USD", "EUR", "GBP", "JPY", "BTC"] as const;
export const LANGUAGES = ["en", "es", "fr", "de", "ja"] as const;

export const preferencesSchema = z.object({
  currency: z.enum(CURRENCIES, { error: "Currency must be one of USD, EUR, GBP, JPY, BTC" }),
  language: z.enum(LANGUAGES, { error: "Language must be one of en, es, fr, de, ja" }),
  autoRefresh: z.boolean({ error: "autoRefresh must be true or false" }),
}) satisfies z.ZodType<AppPreferences>;
export type PreferencesInput = z.infer<typeof preferencesSchema>;

/** The spec's defaults: USD, English, auto-refresh on (defined where the dashboard can read them without zod). */
export { DEFAULT_PREFERENCES } from "@/lib/accounts/default-preferences";

/** GET /api/users/transactions?type=…: absent for every type, else one of the schema's transaction types. */
export const transactionsQuerySchema = z.object({
  type: z
    .enum(TRANSACTION_TYPES, {
      error: `type must be one of ${TRANSACTION_TYPES.join(", ")}`,
    })
    .optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;
