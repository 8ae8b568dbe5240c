"use client";
import { useQueries, useQuery } from "@tanstack/react-query";
import type { countInvestments, countTransactions, countUsers } from "@/lib/admin/overview-counts";
import { apiFetch } from "@/lib/api-client";
import type { listAuditTrail } from "@/lib/audit/list-audit-trail";
import { queryKeys } from "@/lib/query-keys";

export type AuditEntry = Awaited<ReturnType<typeof listAuditTrail>>["auditTrail"][number];

type Counts = {
  users: Awaited<ReturnType<typeof countUsers>>;
  transactions: Awaited<ReturnType<typeof countTransactions>>;
  investments: Awaited<ReturnType<typeof countInvestments>>;
};
type Resource = keyof Counts;
const RESOURCES = ["users", "transactions", "investments"] as const satisfies readonly Resource[];

/** GET /api/{resource}/count answers `{ [resource]: n }`. */
function fetchCount<R extends Resource>(resource: R, signal: AbortSignal): Promise<number> {
  return apiFetch<Counts[R]>(`/api/${resource}/count`, { signal }).then(
    (r) => (r as Record<Resource, number>)[resource],
  );
}

const countQuery = (resource: Resource) => ({
  queryKey: queryKeys.admin.count(resource),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCount(resource, signal),
});

/** One of the platform counts (Users Management's Total Users reads the same figure as the overview). */
export function useAdminCount(resource: Resource) {
  return useQuery(countQuery(resource));
}

/**
 * The overview's three counts, requested together (loading while the three run, loaded whether
 * they succeed or fail). A failed figure stays `undefined` with `failed` set, so it is never shown as 0.
 */
export function useAdminCounts() {
  return useQueries({
    queries: RESOURCES.map(countQuery),
    combine: (results) => ({
      users: results[0]!.data,
      transactions: results[1]!.data,
      investments: results[2]!.data,
      isLoading: results.some((r) => r.isPending),
      failed: results.some((r) => r.isError),
      retry: () => results.filter((r) => r.isError).forEach((r) => void r.refetch()),
    }),
  });
}

/** GET /api/admin/audit/trail?limit: the newest admin actions, for Recent Activity. */
export function useRecentAudit(limit: number) {
  const params = { limit, offset: 0 };
  return useQuery({
    queryKey: queryKeys.admin.auditTrail(params),
    queryFn: ({ signal }) =>
      apiFetch<Awaited<ReturnType<typeof listAuditTrail>>>(`/api/admin/audit/trail?limit=${limit}&offset=0`, {
        signal,
      }).then((r) => r.auditTrail),
  });
}
