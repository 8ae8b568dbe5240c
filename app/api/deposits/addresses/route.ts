// docs/decisions.md, "Deposit addresses": GET /api/deposits/addresses -> addresses[] {asset, network, address, personal}
import { userRoute } from "@/lib/api/route";
import { depositAddresses } from "@/lib/deposits/deposit-addresses";

export const GET = userRoute(async ({ user }) => depositAddresses(user));
