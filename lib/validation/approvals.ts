import { z } from "zod";
import { APPROVAL_STATUSES } from "@/lib/admin/approvals/kinds";

export const approvalListQuerySchema = z.object({
  status: z
    .enum(APPROVAL_STATUSES, { error: "status must be one of PENDING, APPROVED, REJECTED, CANCELLED" })
    .optional(),
});
