// The back office's deposits: every user's deposits and the chain scanners.
import { z } from "zod";
import { adminDepositSchema } from "@/lib/deposits/admin-list-deposits";
import { scannerStatusSchema } from "@/lib/deposits/scanner-status";
import { adminDepositListQuerySchema } from "@/lib/validation/admin-deposits";
import { paginationAnswer } from "@/lib/api/openapi/answers";
import { admin, route, type RouteEntry } from "./route-entry";

export const adminDepositRoutes: RouteEntry[] = [
  route("GET /api/admin/deposits", admin("backoffice.read"), "Admin: money", "Deposits of every user", {
    description:
      "Chain deposits in every state and the team's credits (`state` ADMIN_CREDIT), newest first, one page " +
      "(20 unless `limit`). `q` matches the owner's name or e-mail, the receiving address or the transaction " +
      "hash; `state` is pending, credited, below_minimum, orphaned, flagged or admin_credit. The scanners' " +
      "progress is GET /api/admin/deposits/scanners.",
    query: adminDepositListQuerySchema,
    response: z.object({ deposits: z.array(adminDepositSchema), pagination: paginationAnswer }),
  }),
  route("GET /api/admin/deposits/scanners", admin("operations.read"), "Admin: money", "Deposit scanners", {
    description:
      "Each watched network (its node URL set) with its scanner's cursor: the last block recorded (`height`), " +
      "the tip it last saw, `lag` (tip − height), when it last scanned and its last error. A network " +
      "configured but not scanned yet has `scanned: false` and nulls. Node URLs are never shown.",
    response: z.object({ scanners: z.array(scannerStatusSchema) }),
  }),
];
