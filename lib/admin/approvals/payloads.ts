// A proposal's payload as its approval reads it. The payload is stored as JSON, so what the request's schema
// had turned into other types (a credit's date into a Date) comes back as strings: each kind's payload is
// parsed again with its request's own schema before the change is applied.
import { z } from "zod";
import { ADMIN_ROLES } from "@/lib/admin/roles/permissions";
import { conflict } from "@/lib/api/errors";
import { creditSchema, resetBalanceSchema, updateTransactionSchema } from "@/lib/validation/admin";
import { createPlanSchema, updatePlanSchema } from "@/lib/validation/plans";
import { referralSettingsSchema } from "@/lib/validation/referrals";
import { effectSchema, snapshotSchema } from "./transaction-change";

export const UNREADABLE_PROPOSAL = "This proposal can no longer be applied as it was recorded";

const id = z.number().int().positive();

export const PAYLOADS = {
  CREDIT: creditSchema,
  RESET: resetBalanceSchema,
  WITHDRAWAL_APPROVE: z.object({ id }),
  ROLE_CHANGE: z.object({ role: z.enum(ADMIN_ROLES) }),
  PLAN_CREATE: z.object({ plan: createPlanSchema }),
  PLAN_UPDATE: z.object({ id, changes: updatePlanSchema }),
  PLAN_DELETE: z.object({ id }),
  TRANSACTION_EDIT: z.object({
    id,
    changes: updateTransactionSchema,
    before: snapshotSchema,
    effect: effectSchema,
  }),
  TRANSACTION_DELETE: z.object({ id, before: snapshotSchema, effect: effectSchema }),
  REFERRAL_SETTINGS: referralSettingsSchema,
} satisfies Record<string, z.ZodType>;

/** The stored payload as its kind's input (409, nothing applied, if it no longer reads as one). */
export function readPayload<K extends keyof typeof PAYLOADS>(
  kind: K,
  payload: unknown,
): z.infer<(typeof PAYLOADS)[K]> {
  const parsed = PAYLOADS[kind].safeParse(payload);
  if (!parsed.success) throw conflict(UNREADABLE_PROPOSAL);
  return parsed.data as z.infer<(typeof PAYLOADS)[K]>;
}
