// The investor's identity verification.
import { KYC_FILE_FIELDS, kycSchema } from "@/lib/validation/kyc";
import { described } from "@/lib/api/openapi/answers";
import { route, type RouteEntry } from "./route-entry";

export const kycRoutes: RouteEntry[] = [
  route("GET /api/kyc", "user", "Identity verification", "The caller's verification status", {
    response: described("`{ status: NONE | PENDING | APPROVED | REJECTED, ... }`"),
  }),
  route("POST /api/kyc", "investor", "Identity verification", "Submit identity verification", {
    description: "multipart/form-data: the wizard's fields and three JPEG or PNG images under 5 MB each.",
    multipart: { fields: kycSchema, files: KYC_FILE_FIELDS },
    response: described("`{ message, submission }`"),
    errors: { 409: "The caller is already verified, or has a submission pending review" },
  }),
];
