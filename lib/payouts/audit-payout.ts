// Every payout step in the audit trail, in the step's own transaction. The steps are the server's, done for
// the administrator who approved the withdrawal: the row carries that administrator.
import type { Tx } from "@/db/client";
import type { WithdrawalRequest } from "@/db/schema";
import { auditDetails } from "@/lib/audit/audit-details";
import { recordAudit } from "@/lib/audit/record-audit";
import { moneyString } from "@/lib/money/decimal";

type Step =
  | { action: "PAYOUT_SENT" | "PAYOUT_REPLACED" | "PAYOUT_COMPLETED"; hash: string }
  | { action: "PAYOUT_FAILED"; reason: string; hash: string | null };

const CODE = {
  PAYOUT_SENT: "PAYOUT_SENT",
  PAYOUT_REPLACED: "PAYOUT_REPLACED",
  PAYOUT_COMPLETED: "PAYOUT_COMPLETED",
} as const;

export async function auditPayout(tx: Tx, request: WithdrawalRequest, step: Step): Promise<void> {
  if (request.decidedBy === null) return;
  const details =
    step.action === "PAYOUT_FAILED"
      ? auditDetails("PAYOUT_FAILED", { request: request.id, reason: step.reason })
      : auditDetails(CODE[step.action], { request: request.id, hash: step.hash });
  await recordAudit(tx, {
    adminId: request.decidedBy,
    action: step.action,
    userId: request.userId,
    asset: request.asset,
    amount: moneyString(request.amount),
    ...details,
    after: { status: request.status, txHash: step.hash },
  });
}
