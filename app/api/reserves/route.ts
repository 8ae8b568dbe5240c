// GET /api/reserves (public) -> the latest snapshot: { snapshotId, takenAt, root, leafCount, reserves, coverage }
import { publicRoute } from "@/lib/api/route";
import { publishedReserves } from "@/lib/reserves/published-reserves";

export const GET = publicRoute(async () => publishedReserves());
