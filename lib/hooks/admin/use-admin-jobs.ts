"use client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { listJobs, retryJob } from "@/lib/admin/jobs";
import { apiFetch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type JobPage = Awaited<ReturnType<typeof listJobs>>;
export type AdminJob = JobPage["jobs"][number];
export type AdminJobCounts = JobPage["counts"];

export const JOBS_PAGE_SIZE = 20;
/** The queue moves on its own (a worker runs jobs every second): the view follows it while open. */
const REFRESH_MS = 10_000;

export type JobListParams = { page: number; status: string };

async function fetchJobs({ page, status }: JobListParams, signal: AbortSignal) {
  const search = new URLSearchParams({
    limit: String(JOBS_PAGE_SIZE),
    offset: String((page - 1) * JOBS_PAGE_SIZE),
  });
  if (status) search.set("status", status);
  const r = await apiFetch<JobPage>(`/api/admin/jobs?${search}`, { signal });
  return { rows: r.jobs, total: r.pagination.total, counts: r.counts };
}

/** GET /api/admin/jobs?status&limit&offset: one page, newest change first, and the count of each status. */
export function useAdminJobs(params: JobListParams) {
  return useQuery({
    queryKey: queryKeys.admin.jobList(params),
    queryFn: ({ signal }) => fetchJobs(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

/** POST /api/admin/jobs/{id}/retry: a dead letter runs again (audited, so the trail refreshes too). */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<Awaited<ReturnType<typeof retryJob>>>(`/api/admin/jobs/${id}/retry`, { method: "POST" }),
    onSettled: () =>
      Promise.all(
        (["jobs", "audit"] as const).map((r) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.admin.resource(r) }),
        ),
      ),
  });
}
