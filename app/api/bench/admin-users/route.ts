// Bench only (lib/bench/bench-route.ts): GET /api/users (the back office's first page) without authentication.
import { parseQuery } from "@/lib/api/route";
import { benchRoute } from "@/lib/bench/bench-route";
import { listUsers } from "@/lib/users/list-users";
import { userListQuerySchema } from "@/lib/validation/admin-lists";

export const GET = benchRoute(async ({ req }) => listUsers(parseQuery(req, userListQuerySchema)));
