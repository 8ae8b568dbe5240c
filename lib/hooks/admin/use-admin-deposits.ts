"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { adminListDeposits } from "@/lib/deposits/admin-list-deposits";
import type { scannerStatus } from "@/lib/deposits/scanner-status";
import { apiFetch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type DepositPage = Awaited<ReturnType<typeof adminListDeposits>>;
export type AdminDepositRow = DepositPage["deposits"][number];
export type DepositScanner = Awaited<ReturnType<typeof scannerStatus>>["scanners"][number];

export const DEPOSITS_PAGE_SIZE = 10;
/** Deposits gain confirmations block by block and scanners move every 30 s: the view follows while open. */
const REFRESH_MS = 30_000;

export type AdminDepositParams = { page: number; q: string; state: string };

/** GET /api/admin/deposits?limit&offset&q&state: one page, newest first, with the matching total. */
export function useAdminDeposits({ page, q, state }: AdminDepositParams) {
  return useQuery({
    queryKey: queryKeys.admin.depositList({ page, q, state }),
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({
        limit: String(DEPOSITS_PAGE_SIZE),
        offset: String((page - 1) * DEPOSITS_PAGE_SIZE),
      });
      if (q.trim()) search.set("q", q.trim());
      if (state) search.set("state", state);
      const r = await apiFetch<DepositPage>(`/api/admin/deposits?${search}`, { signal });
      return { rows: r.deposits, total: r.pagination.total };
    },
    // The old page stays on screen while the next one loads: no flash of skeleton between pages.
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

/** GET /api/admin/deposits/scanners: where each watched network's scanner stands (not asked for by a role that
 *  may not read the operations' state). */
export function useDepositScanners({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: queryKeys.admin.depositScanners,
    queryFn: ({ signal }) =>
      apiFetch<Awaited<ReturnType<typeof scannerStatus>>>("/api/admin/deposits/scanners", { signal }).then(
        (r) => r.scanners,
      ),
    refetchInterval: REFRESH_MS,
  });
}

/** How many deposits are flagged (credited, then orphaned): the total of a one-row page of that state. */
export function useFlaggedDepositCount() {
  return useQuery({
    queryKey: queryKeys.admin.depositList({ flaggedCount: true }),
    queryFn: ({ signal }) =>
      apiFetch<DepositPage>("/api/admin/deposits?limit=1&state=FLAGGED", { signal }).then(
        (r) => r.pagination.total,
      ),
    refetchInterval: REFRESH_MS,
  });
}
