// GET /api/admin/audit/export?action&startDate&endDate&q -> text/csv attachment, every match
// (docs/decisions.md, "Admin lists are paged on the server")
import { adminRoute, parseQuery } from "@/lib/api/route";
import { exportAuditTrail } from "@/lib/admin/export-audit-trail";
import { auditExportQuerySchema } from "@/lib/validation/admin";

export const GET = adminRoute(async ({ req }) => exportAuditTrail(parseQuery(req, auditExportQuerySchema)));
