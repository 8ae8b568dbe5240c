// Bench only (bench/twins/bench-route.ts): POST /api/validate's one query (the live user, token version 0)
// without reading a token, answering the same body.
import { liveUser } from "@/lib/auth/authenticate";
import { benchRoute } from "@/bench/twins/bench-route";

export const POST = benchRoute(async ({ userId }) => {
  const user = await liveUser(userId, 0);
  return user ? { isAuthenticated: true, role: user.role } : { isAuthenticated: false };
});
