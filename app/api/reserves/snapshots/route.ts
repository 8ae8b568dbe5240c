// GET /api/reserves/snapshots (public) -> { snapshots: [{ snapshotId, takenAt, root, leafCount }] }, newest first
import { publicRoute } from "@/lib/api/route";
import { snapshotHistory } from "@/lib/reserves/published-reserves";

export const GET = publicRoute(async () => snapshotHistory());
