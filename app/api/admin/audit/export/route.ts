// GET /api/admin/audit/export?action&startDate&endDate&q -> text/csv attachment, every match
// (docs/decisions.md, "Admin lists are paged on the server")
import { adminRoute, parseQuery } from "@/lib/api/route";
import { exportAuditTrail } from "@/lib/admin/export-audit-trail";
import { readerLocale } from "@/lib/i18n/reader-locale";
import { auditExportQuerySchema } from "@/lib/validation/admin";

export const GET = adminRoute(async ({ req, user }) => {
  const query = parseQuery(req, auditExportQuerySchema);
  // The same rows as the screen's search finds, read in the reader's language.
  return exportAuditTrail(query, query.q === undefined ? undefined : await readerLocale(user.id));
});
