// Identity verification, investor side (docs/decisions.md, "Identity verification (KYC)"): the caller's own
// status, and a submission as multipart/form-data (the wizard's fields and the files frontId, backId,
// holdingId).
import { accountRoute, investorAccountRoute, parseMultipart } from "@/lib/api/route";
import { kycStatus } from "@/lib/kyc/kyc-status";
import { readKycForm } from "@/lib/kyc/read-kyc-form";
import { assertCanSubmitKyc, submitKyc } from "@/lib/kyc/submit-kyc";

/** Three images under 5 MB each plus the text fields and the multipart framing. */
const KYC_BODY_LIMIT = 16 * 1024 * 1024;

export const GET = accountRoute(async ({ user }) => kycStatus(user));

export const POST = investorAccountRoute(async ({ req, user }) => {
  await assertCanSubmitKyc(user);
  const form = await readKycForm(await parseMultipart(req, { maxBytes: KYC_BODY_LIMIT }));
  return submitKyc(user, form);
});
