// Admin inputs: one schema per call, shared by the admin screens and the route handlers.
import { z } from "zod";
import { ASSETS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from "@/lib/enums";
import { COINS } from "@/lib/money/assets";
import { dayField, instantField } from "./dates";
import { idField } from "./ids";
import { moneyField } from "./money";
import { PAGING, pagingFields } from "./paging";

/** Blank strings and null read as "not given" (forms send "" for an untouched optional field). */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

// ---- users ----

export const CREDIT_INVALID = "Please select a user and enter a valid amount";
export const RESET_NO_USER = "Please select a user";

export const userIdSchema = z.object({ userId: idField("User", "Please select a user") });

export const creditSchema = z.object({
  userId: idField("User", CREDIT_INVALID),
  currency: z.preprocess(
    blankToUndefined,
    z.enum(COINS, { error: "Currency must be BITCOIN, ETHEREUM, USDT or USDC" }).default("BITCOIN"),
  ),
  amount: moneyField(CREDIT_INVALID),
  reason: z.preprocess(
    blankToUndefined,
    z.string().trim().max(500, "Reason is too long").default("Admin credit"),
  ),
  /** When the deposit happened (a back-dated credit); never in the future. */
  date: z.preprocess(
    blankToUndefined,
    instantField("Date must be an ISO date")
      .refine((d) => d.getTime() <= Date.now() + 5 * 60_000, "Date cannot be in the future")
      .optional(),
  ),
  /** Sent by the admin screen and ignored: the session's admin is who acts. */
  adminId: z.unknown().optional(),
});
export type CreditInput = z.infer<typeof creditSchema>;

export const resetBalanceSchema = z.object({
  userId: idField("User", RESET_NO_USER),
  reason: z.preprocess(
    blankToUndefined,
    z.string().trim().max(500, "Reason is too long").default("Admin reset"),
  ),
  adminId: z.unknown().optional(),
});
export type ResetBalanceInput = z.infer<typeof resetBalanceSchema>;

// ---- audit trail ----

/** A UTC day, 'YYYY-MM-DD' or a full ISO timestamp (its date part counts). */
const dayParam = z.preprocess(blankToUndefined, dayField("Dates must be YYYY-MM-DD").optional());

const dateRange = z
  .object({ startDate: dayParam, endDate: dayParam })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    path: ["endDate"],
    message: "End date must not be before start date",
  });

export const AUDIT_ACTION_FILTERS = ["all", "credits", "withdrawals", "resets"] as const;

const auditFilters = z.object({
  action: z.preprocess(
    (v) => (typeof v === "string" ? v.toLowerCase() : v),
    z
      .enum(AUDIT_ACTION_FILTERS, { error: "action must be all, credits, withdrawals or resets" })
      .default("all"),
  ),
  /** Beyond the spec (the screen's search box): the affected user's name or e-mail, or an action name. */
  q: pagingFields.q,
});

export const auditTrailQuerySchema = z.intersection(
  dateRange,
  auditFilters.extend({
    limit: pagingFields.limit.transform((v) => v ?? PAGING.defaultLimit),
    offset: pagingFields.offset.transform((v) => v ?? 0),
  }),
);
export type AuditTrailQuery = z.infer<typeof auditTrailQuerySchema>;

export const auditSummaryQuerySchema = dateRange;

/** GET /api/admin/audit/export: the trail's filters, every matching row (no page). */
export const auditExportQuerySchema = z.intersection(dateRange, auditFilters);
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;
export type DateRangeQuery = z.infer<typeof dateRange>;

// ---- transactions ----

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long`)
    .nullable()
    .optional();

export const updateTransactionSchema = z.object({
  type: z.enum(TRANSACTION_TYPES, { error: "Unknown transaction type" }).optional(),
  asset: z.enum(ASSETS, { error: "Unknown asset" }).optional(),
  amount: moneyField("Amount must be a positive number with at most 8 decimals").optional(),
  status: z
    .enum(TRANSACTION_STATUSES, {
      error: "Status must be COMPLETED, PENDING, ACTIVE or INACTIVE",
    })
    .optional(),
  details: optionalText(1000, "Details"),
  name: optionalText(100, "Name"),
  phone: optionalText(30, "Phone"),
  planName: optionalText(100, "Plan name"),
  usdEquivalent: z.preprocess(
    (v) => (v === "" ? null : v),
    moneyField("USD value must be a number with at most 8 decimals", { allowZero: true })
      .nullable()
      .optional(),
  ),
});
export type UpdateTransactionInput = z.infer<typeof updateTransactionSchema>;

// ---- e-mail ----

export const EMAIL_NEEDS_CONTENT = "Please enter email subject and body";
export const EMAIL_NEEDS_RECIPIENT = "Please select at least one recipient";

// Key order matters: the first issue becomes the message, and the spec checks subject and body first.
export const sendEmailSchema = z.object({
  // One line: the subject ends up in a mail header (a raw CR/LF there could start a header of its own).
  subject: z
    .string({ error: EMAIL_NEEDS_CONTENT })
    .trim()
    .min(1, EMAIL_NEEDS_CONTENT)
    .max(200, "Subject is too long")
    .transform((v) => v.replace(/\s+/g, " ")),
  body: z
    .string({ error: EMAIL_NEEDS_CONTENT })
    .trim()
    .min(1, EMAIL_NEEDS_CONTENT)
    .max(20000, "Body is too long"),
  recipients: z
    .array(z.string().trim().toLowerCase().pipe(z.email("Every recipient must be a valid e-mail address")), {
      error: EMAIL_NEEDS_RECIPIENT,
    })
    .min(1, EMAIL_NEEDS_RECIPIENT)
    .max(500, "At most 500 recipients per message"),
});
export type SendEmailInput = z.infer<typeof sendEmailSchema>;

// ---- notifications ----

export const NOTIFICATION_REQUIRED = "Title and content are required";

export const notificationSchema = z.object({
  title: z
    .string({ error: NOTIFICATION_REQUIRED })
    .trim()
    .min(1, NOTIFICATION_REQUIRED)
    .max(200, "Title is too long"),
  content: z
    .string({ error: NOTIFICATION_REQUIRED })
    .trim()
    .min(1, NOTIFICATION_REQUIRED)
    .max(5000, "Content is too long"),
});
export type NotificationInput = z.infer<typeof notificationSchema>;

const PAGE_MESSAGE = "page must be 1 or more";
const LIMIT_MESSAGE = "limit must be 1 to 50";
export const notificationPageSchema = z.object({
  page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).default(1),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(50, LIMIT_MESSAGE)
    .default(5),
});

// ---- withdrawals ----

/** ?id= of approve/reject: a malformed id is a 400; a well-formed unknown one a 404. */
export const withdrawalIdQuerySchema = z.object({
  id: idField("Withdrawal request", "A valid withdrawal request id is required"),
});
