// GET /api/admin/reserves/snapshots -> { snapshots } with reserves, coverage and signatures;
// POST -> a snapshot taken now: { snapshotId, takenAt, root, leafCount, reserves }
import { adminRoute } from "@/lib/api/route";
import { adminSnapshotList } from "@/lib/reserves/published-reserves";
import { takeReserveSnapshot } from "@/lib/reserves/take-snapshot";

export const GET = adminRoute(async () => adminSnapshotList());

export const POST = adminRoute(async ({ user }) => takeReserveSnapshot(user.id));
