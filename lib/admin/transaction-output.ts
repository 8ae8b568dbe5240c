import type { Transaction } from "@/db/schema";
import { detailsCodeOutput } from "@/lib/transactions/transaction-details";

type Owner = { id: number; name: string; email: string; phone: string };

/** A transaction as the admin's Transaction Management reads it; admin overrides win for name, phone and plan. */
export function adminTransactionOutput(t: Transaction, user: Owner, planName: string | null) {
  return {
    id: t.id,
    type: t.type,
    asset: t.asset,
    amount: Number(t.amount),
    assetAmount: Number(t.assetAmount),
    status: t.status,
    date: t.createdAt.toISOString(),
    details: t.details,
    ...detailsCodeOutput(t),
    userId: t.userId,
    user,
    name: t.displayName ?? user.name,
    phone: t.displayPhone ?? user.phone,
    planName: t.displayPlanName ?? planName,
    usdEquivalent: t.usdEquivalent === null ? null : Number(t.usdEquivalent),
    isAdminTransaction: t.isAdminTransaction,
    updatedAt: t.updatedAt.toISOString(),
  };
}
