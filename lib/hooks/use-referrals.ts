"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { investorReferrals } from "@/lib/referrals/investor-referrals";

export type ReferralsAnswer = Awaited<ReturnType<typeof investorReferrals>>;
export type InvestorReferral = ReferralsAnswer["referrals"][number];

/** Not in the shared key table: only the daily pass and the investor's friends change it. */
export const REFERRALS_KEY = ["referrals"] as const;

/** GET /api/referrals: the investor's code, link, referrals and totals. */
export function useReferrals() {
  return useQuery({
    queryKey: REFERRALS_KEY,
    queryFn: ({ signal }) => apiFetch<ReferralsAnswer>("/api/referrals", { signal }),
  });
}
