// GET /api/admin/deposits: the shared paging fields plus the deposit's state.
import { z } from "zod";
import { ADMIN_DEPOSIT_STATES } from "@/lib/deposits/deposit-states";
import { enumParam, pagingFields } from "./paging";

/** `q` matches the user's name or e-mail, the receiving address or the transaction hash; `state` is one of
 *  pending, credited, below_minimum, orphaned, flagged or admin_credit (any case). */
export const adminDepositListQuerySchema = z.object({
  ...pagingFields,
  state: enumParam(ADMIN_DEPOSIT_STATES, "state"),
});
export type AdminDepositListQuery = z.infer<typeof adminDepositListQuerySchema>;
