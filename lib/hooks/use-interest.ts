"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { interestStatementOutput } from "@/lib/interest/list-interest-statement";
import { queryKeys } from "@/lib/query-keys";

export type InterestStatement = Awaited<ReturnType<typeof interestStatementOutput>>;
export type InterestDay = InterestStatement["days"][number];

type Range = { from?: string; to?: string; subscriptionId?: number };

/** The statement's address; with `csv` it is the download link (the session cookie goes along). */
export function interestStatementUrl({ from, to, subscriptionId }: Range = {}, csv = false): string {
  const params = new URLSearchParams();
  if (from) params.set("from", from);
  if (to) params.set("to", to);
  if (subscriptionId) params.set("subscriptionId", String(subscriptionId));
  if (csv) params.set("format", "csv");
  const query = params.toString();
  return `/api/users/interest${query ? `?${query}` : ""}`;
}

/** GET /api/users/interest: credited days, oldest first, with their total (one subscription or all). */
export function useInterestStatement(range: Range = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...queryKeys.interest(range.from ?? "", range.to ?? ""), range.subscriptionId ?? "all"],
    queryFn: ({ signal }) => apiFetch<InterestStatement>(interestStatementUrl(range), { signal }),
    enabled,
  });
}
