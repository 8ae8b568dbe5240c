// The back office's audit trail.
import {
  auditExportQuerySchema,
  auditSummaryQuerySchema,
  auditTrailQuerySchema,
} from "@/lib/validation/admin";
import { described } from "@/lib/api/openapi/answers";
import { admin, route, type RouteEntry } from "./route-entry";

export const adminAuditRoutes: RouteEntry[] = [
  route("GET /api/admin/audit/trail", admin("audit.read"), "Admin: audit", "Audit trail", {
    description:
      "`q` matches the affected user's name or e-mail, the action, or the details: their English sentence, " +
      "and what the action names and details texts say in the administrator's saved language.",
    query: auditTrailQuerySchema,
    response: described(
      "`{ auditTrail[], pagination }`. An entry's `details` is an English sentence; entries written since " +
        "details have codes also carry `detailsCode` (PLAN_CREATED) and `detailsParams` (`{ plan }`), from " +
        "which a client writes the sentence in its reader's language (amounts as decimal strings, a list of " +
        "amounts as `[{ amount, asset }]`)",
    ),
  }),
  route("GET /api/admin/audit/summary", admin("audit.read"), "Admin: audit", "Audit summary", {
    query: auditSummaryQuerySchema,
    response: described("`{ summary }`"),
  }),
  route("GET /api/admin/audit/export", admin("audit.read"), "Admin: audit", "Audit trail as CSV", {
    query: auditExportQuerySchema,
    download: { contentType: "text/csv", description: "Every matching row, as an attachment" },
  }),
];
