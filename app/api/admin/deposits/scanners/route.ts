// GET /api/admin/deposits/scanners -> scanners[] (each watched chain's cursor: last block, tip, lag, last error)
import { adminRoute } from "@/lib/api/route";
import { scannerStatus } from "@/lib/deposits/scanner-status";

export const GET = adminRoute(async () => scannerStatus());
