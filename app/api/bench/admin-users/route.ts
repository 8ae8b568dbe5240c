// Bench only (bench/twins/bench-route.ts): GET /api/users's first page (the back office's default) without
// authentication.
import { benchRoute } from "@/bench/twins/bench-route";
import { listUsers } from "@/lib/users/list-users";
import { userListQuerySchema } from "@/lib/validation/admin-lists";

export const GET = benchRoute(async () => listUsers(userListQuerySchema.parse({})));
