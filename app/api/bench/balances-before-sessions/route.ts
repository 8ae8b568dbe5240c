// Bench only (bench/twins/bench-route.ts): GET /api/users/balances behind the authentication it had just before
// server-side sessions (the token, then the live user alone), so one build measures what the session check
// costs.
import { getBalances } from "@/lib/accounts/get-balances";
import { benchRoute } from "@/bench/twins/bench-route";
import { authenticateWithoutSessions } from "@/bench/twins/legacy-authenticate";

export const GET = benchRoute(async ({ req }) => getBalances((await authenticateWithoutSessions(req)).id));
