// GET /api/admin/audit/trail?limit&offset&action&startDate&endDate -> auditTrail[], pagination
import { adminRoute, parseQuery } from "@/lib/api/route";
import { listAuditTrail } from "@/lib/audit/list-audit-trail";
import { auditTrailQuerySchema } from "@/lib/validation/admin";

export const GET = adminRoute(async ({ req }) => listAuditTrail(parseQuery(req, auditTrailQuerySchema)));
