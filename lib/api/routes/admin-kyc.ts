// The back office's identity verification queue.
import { kycListQuerySchema, kycRejectSchema } from "@/lib/validation/kyc-admin";
import { described } from "@/lib/api/openapi/answers";
import { admin, route, type RouteEntry } from "./route-entry";

export const adminKycRoutes: RouteEntry[] = [
  route("GET /api/admin/kyc", admin("kyc.read"), "Admin: identity verification", "Verification queue", {
    query: kycListQuerySchema,
    response: described("`{ submissions[], pagination }`"),
  }),
  route("GET /api/admin/kyc/[id]", admin("kyc.read"), "Admin: identity verification", "One submission", {
    description: "The SSN and account number are masked.",
    response: described("The submission, masked"),
  }),
  route(
    "POST /api/admin/kyc/[id]/reveal",
    admin("kyc.reveal"),
    "Admin: identity verification",
    "Reveal SSN and account",
    {
      description: "The whole SSN and account number; the reveal is audited.",
      response: described("`{ ssn, accountNumber, ... }`"),
    },
  ),
  route(
    "GET /api/admin/kyc/[id]/documents/[kind]",
    admin("kyc.read"),
    "Admin: identity verification",
    "A document image",
    {
      description: "kind is front, back or holding. Never cached; only same-origin pages may embed it.",
      download: { contentType: "image/*", description: "The JPEG or PNG image" },
    },
  ),
  route(
    "POST /api/admin/kyc/[id]/approve",
    admin("kyc.decide"),
    "Admin: identity verification",
    "Approve a submission",
    {
      description: "The investor becomes verified and is notified; audited.",
      response: described("`{ message, submission }`"),
      errors: { 409: "The submission is already decided" },
    },
  ),
  route(
    "POST /api/admin/kyc/[id]/reject",
    admin("kyc.decide"),
    "Admin: identity verification",
    "Reject a submission",
    {
      description: "The reason is shown to the investor, who may submit again.",
      body: kycRejectSchema,
      response: described("`{ message, submission }`"),
      errors: { 409: "The submission is already decided" },
    },
  ),
];
