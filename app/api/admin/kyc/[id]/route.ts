// One submission for review, the SSN and account number masked.
import { adminRoute, parseId } from "@/lib/api/route";
import { kycSubmissionDetail } from "@/lib/kyc/kyc-submission-detail";

export const GET = adminRoute(async ({ params }) => kycSubmissionDetail(parseId(params.id)));
