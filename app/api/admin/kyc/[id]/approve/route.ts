// Approve a pending submission: the investor becomes verified, is notified, and the decision is audited.
import { adminRoute, parseId } from "@/lib/api/route";
import { decideKyc } from "@/lib/kyc/decide-kyc";

export const POST = adminRoute(async ({ params, user }) =>
  decideKyc(parseId(params.id), user.id, { status: "APPROVED" }),
);
