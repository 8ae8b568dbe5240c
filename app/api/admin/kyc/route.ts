// Identity verification queue: GET ?status&q&limit&offset -> { submissions, pagination }
// (docs/decisions.md, "Identity verification (KYC)").
import { adminRoute, parseQuery } from "@/lib/api/route";
import { listKycSubmissions } from "@/lib/kyc/list-kyc-submissions";
import { kycListQuerySchema } from "@/lib/validation/kyc-admin";

export const GET = adminRoute(async ({ req }) => listKycSubmissions(parseQuery(req, kycListQuerySchema)));
