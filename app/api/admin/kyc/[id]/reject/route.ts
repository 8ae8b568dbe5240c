// Reject a pending submission { reason } (required; the investor reads it and may submit again).
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { decideKyc } from "@/lib/kyc/decide-kyc";
import { kycRejectSchema } from "@/lib/validation/kyc-admin";

export const POST = adminRoute(async ({ req, params, user }) => {
  const id = parseId(params.id);
  const { reason } = await parseBody(req, kycRejectSchema);
  return decideKyc(id, user.id, { status: "REJECTED", reason });
});
