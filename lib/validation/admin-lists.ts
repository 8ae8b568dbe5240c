// Query strings of the admin lists: the shared paging fields plus each list's filters (docs/decisions.md,
// "Admin lists are paged on the server").
import { z } from "zod";
import {
  SUBSCRIPTION_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WITHDRAWAL_STATUSES,
} from "@/lib/enums";
import { enumParam, pagingFields } from "./paging";

export const USER_STATUSES = ["VERIFIED", "UNVERIFIED"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** GET /api/users: `q` matches name, e-mail or phone; `status` is the identity verification. */
export const userListQuerySchema = z.object({
  ...pagingFields,
  status: enumParam(USER_STATUSES, "status"),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET /api/transactions: `q` matches what a card shows (lib/admin/transaction-search.ts). */
export const transactionListQuerySchema = z.object({
  ...pagingFields,
  status: enumParam(TRANSACTION_STATUSES, "status"),
  type: enumParam(TRANSACTION_TYPES, "type"),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/** GET /api/admin/withdrawals/all: `q` matches the user's name or e-mail, or a status name. */
export const withdrawalListQuerySchema = z.object({
  ...pagingFields,
  status: enumParam(WITHDRAWAL_STATUSES, "status"),
});
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuerySchema>;

/** GET /api/admin/investments: `q` matches the plan name or the user's name or e-mail. */
export const investmentListQuerySchema = z.object({
  ...pagingFields,
  status: enumParam(SUBSCRIPTION_STATUSES, "status"),
});
export type InvestmentListQuery = z.infer<typeof investmentListQuerySchema>;
