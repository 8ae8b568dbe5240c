// GET /api/admin/audit/trail?limit&offset&action&startDate&endDate&q -> auditTrail[], pagination
import { adminRoute, parseQuery } from "@/lib/api/route";
import { listAuditTrail } from "@/lib/audit/list-audit-trail";
import { readerLocale } from "@/lib/i18n/reader-locale";
import { auditTrailQuerySchema } from "@/lib/validation/admin";

export const GET = adminRoute(async ({ req, user }) => {
  const query = parseQuery(req, auditTrailQuerySchema);
  // `q` is matched against what the details say in the reader's language too.
  return listAuditTrail(query, query.q === undefined ? undefined : await readerLocale(user.id));
});
