// spec 2 §7: GET /api/users (admin bearer token) -> users[]
import { adminRoute } from "@/lib/api/route";
import { listUsers } from "@/lib/users/list-users";

export const GET = adminRoute(async () => listUsers());
