// The whole SSN and account number; the reveal is audited.
import { adminRoute, parseId } from "@/lib/api/route";
import { revealKyc } from "@/lib/kyc/reveal-kyc";

export const POST = adminRoute(async ({ params, user }) => revealKyc(parseId(params.id), user.id));
