// GET /api/users/analytics?days=30|90: the Analytics panel's window. Missing means the panel's default, 30.
import { z } from "zod";
import type { AnalyticsDays } from "@/lib/enums";

export const analyticsQuerySchema = z.object({
  days: z
    .enum(["30", "90"], { error: "Days must be 30 or 90" })
    .default("30")
    .transform((d) => Number(d) as AnalyticsDays),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
