// Bench only (bench/twins/bench-route.ts): GET /api/users/balances behind the authentication it had before
// that read was made cheap (bench/twins/legacy-authenticate.ts), so one build measures before and after side
// by side (bench/README.md, "API: the cost of a signed-in call").
import { getBalances } from "@/lib/accounts/get-balances";
import { benchRoute } from "@/bench/twins/bench-route";
import { legacyAuthenticate } from "@/bench/twins/legacy-authenticate";

export const GET = benchRoute(async ({ req }) => getBalances((await legacyAuthenticate(req)).id));
