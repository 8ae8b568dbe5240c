// POST /api/validate (empty body, bearer token or cookie) -> isAuthenticated
import { publicRoute } from "@/lib/api/route";
import { validateSession } from "@/lib/auth/validate-session";

export const POST = publicRoute(async ({ req }) => validateSession(req));
