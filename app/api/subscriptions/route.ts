// GET /api/subscriptions -> { subscriptions[] }: the caller's positions
import { investorRoute } from "@/lib/api/route";
import { listPositions } from "@/lib/earn/list-positions";

export const GET = investorRoute(async ({ user }) => listPositions(user.id));
