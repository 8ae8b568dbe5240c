// GET /api/admin/withdrawal-limits -> { levels }; PUT { level, daily, monthly } -> { message, level, daily, monthly }
import { adminRoute, parseBody } from "@/lib/api/route";
import { levelLimitsSchema } from "@/lib/validation/withdrawal-limits";
import { levelLimits, setLevelLimits } from "@/lib/withdrawals/limits/set-limits";

export const GET = adminRoute(async () => levelLimits());

export const PUT = adminRoute(async ({ req, user }) => {
  const { level, daily, monthly } = await parseBody(req, levelLimitsSchema);
  return setLevelLimits(user.id, level, { daily, monthly });
});
