"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { SystemStatus } from "@/lib/alerts/system-status";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/system: each money condition as the last check recorded it; read again each minute (the checks' pace). */
export function useSystemStatus() {
  return useQuery({
    queryKey: queryKeys.admin.system,
    queryFn: ({ signal }) => apiFetch<SystemStatus>("/api/admin/system", { signal }),
    refetchOnMount: "always",
    refetchInterval: 60_000,
  });
}
