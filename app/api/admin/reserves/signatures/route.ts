// POST /api/admin/reserves/signatures { snapshotId, network, address, signature } -> 200 when it verifies, else 400
import { adminRoute, parseBody } from "@/lib/api/route";
import { reserveSignatureSchema } from "@/lib/reserves/reserve-schemas";
import { acceptReserveSignature } from "@/lib/reserves/verify-reserve-signature";

export const POST = adminRoute(async ({ req, user }) =>
  acceptReserveSignature(user.id, await parseBody(req, reserveSignatureSchema)),
);
