// GET /api/users/count -> users
import { adminRoute } from "@/lib/api/route";
import { countUsers } from "@/lib/admin/overview-counts";

export const GET = adminRoute(async () => countUsers());
