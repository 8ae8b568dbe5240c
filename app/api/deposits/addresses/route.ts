// docs/decisions.md, "Deposits": GET /api/deposits/addresses -> addresses[] {asset, network, address} from configuration
import { userRoute } from "@/lib/api/route";
import { depositAddresses } from "@/lib/deposits/deposit-addresses";

export const GET = userRoute(async () => depositAddresses());
