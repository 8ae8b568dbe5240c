"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InvestorAnalytics } from "@/lib/analytics/get-investor-analytics";
import { apiFetch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { AnalyticsDays } from "@/lib/enums";

export type { InvestorAnalytics };

/**
 * GET /api/users/analytics?days=30|90. Switching the period keeps the previous figures on screen (marked
 * as updating) until the new ones arrive, instead of collapsing every chart back to a skeleton.
 */
export function useAnalytics(days: AnalyticsDays) {
  return useQuery({
    queryKey: queryKeys.analytics(days),
    queryFn: ({ signal }) => apiFetch<InvestorAnalytics>(`/api/users/analytics?days=${days}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
