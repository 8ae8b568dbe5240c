"use client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { ReferralStatus } from "@/lib/enums";
import type { AdminReferral } from "@/lib/referrals/admin-referral-schema";
import type { ReferralSettings } from "@/lib/referrals/settings";

const KEY = ["admin", "referrals"] as const;
export const PAGE_SIZE = 20;

export type ReferralPage = {
  referrals: AdminReferral[];
  pagination?: { total: number; limit: number; offset: number };
};

/** GET /api/admin/referrals/settings. */
export function useReferralSettings() {
  return useQuery({
    queryKey: [...KEY, "settings"],
    queryFn: ({ signal }) =>
      apiFetch<{ settings: ReferralSettings }>("/api/admin/referrals/settings", { signal }),
  });
}

/** GET /api/admin/referrals: one page, newest first, optionally of one status. */
export function useAdminReferrals(status: ReferralStatus | "", page: number) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(page * PAGE_SIZE) });
  if (status) query.set("status", status);
  return useQuery({
    queryKey: [...KEY, "list", status, page],
    queryFn: ({ signal }) => apiFetch<ReferralPage>(`/api/admin/referrals?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

/** PUT /api/admin/referrals/settings: saved (200) or proposed for a second administrator (202). */
export function useSaveReferralSettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ReferralSettings) =>
      apiFetch<{ message: string; approval?: { id: number } }>("/api/admin/referrals/settings", {
        method: "PUT",
        body,
      }),
    onSettled: refresh,
  });
}

/** POST /api/admin/referrals/run. */
export function useRunReferrals() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ ran: boolean; paid: number; qualified: number; voided: number }>(
        "/api/admin/referrals/run",
        {
          method: "POST",
        },
      ),
    onSettled: refresh,
  });
}

/** POST /api/admin/referrals/{id}/void { reason }. */
export function useVoidReferral() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiFetch<{ message: string }>(`/api/admin/referrals/${id}/void`, { method: "POST", body: { reason } }),
    onSettled: refresh,
  });
}
