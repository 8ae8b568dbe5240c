// GET /api/admin/audit/summary?startDate&endDate -> summary
import { adminRoute, parseQuery } from "@/lib/api/route";
import { auditSummary } from "@/lib/audit/audit-summary";
import { auditSummaryQuerySchema } from "@/lib/validation/admin";

export const GET = adminRoute(async ({ req }) => auditSummary(parseQuery(req, auditSummaryQuerySchema)));
