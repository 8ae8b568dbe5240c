"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { runReconciliation } from "@/lib/ledger/reconcile";
import { queryKeys } from "@/lib/query-keys";

export type Reconciliation = Awaited<ReturnType<typeof runReconciliation>>;
export type Mismatch = Reconciliation["mismatches"][number];

/**
 * GET /api/admin/reconcile: every user's balances against their ledger sums. It reads the whole ledger, so it
 * runs when the section opens and when the administrator asks again, not on a timer or window focus.
 */
export function useReconciliation() {
  return useQuery({
    queryKey: queryKeys.admin.reconciliation,
    queryFn: ({ signal }) => apiFetch<Reconciliation>("/api/admin/reconcile", { signal }),
    refetchOnMount: "always",
    refetchOnWindowFocus: false,
  });
}
