// GET /api/admin/system: the back office's System view, each money condition with its state, since when and figure.
import { adminRoute } from "@/lib/api/route";
import { systemStatus } from "@/lib/alerts/system-status";

export const GET = adminRoute(async () => systemStatus());
