"use client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { decideKyc } from "@/lib/kyc/decide-kyc";
import type { kycSubmissionDetail } from "@/lib/kyc/kyc-submission-detail";
import type { listKycSubmissions } from "@/lib/kyc/list-kyc-submissions";
import type { revealKyc } from "@/lib/kyc/reveal-kyc";
import { queryKeys } from "@/lib/query-keys";

type KycPage = Awaited<ReturnType<typeof listKycSubmissions>>;
export type AdminKycRow = KycPage["submissions"][number];
export type AdminKycSubmission = Awaited<ReturnType<typeof kycSubmissionDetail>>["submission"];
export type RevealedKyc = Awaited<ReturnType<typeof revealKyc>>;
export type KycDecisionResponse = Awaited<ReturnType<typeof decideKyc>>;
export type KycDecisionInput =
  { id: number; decision: "approve" } | { id: number; decision: "reject"; reason: string };

export const KYC_PAGE_SIZE = 10;

export type AdminKycParams = { page: number; q: string; status: string };

/** GET /api/admin/kyc?status&q&limit&offset: pending first, one page and the matching total. */
export function useAdminKycList(params: AdminKycParams) {
  return useQuery({
    queryKey: queryKeys.admin.kycList(params),
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({
        limit: String(KYC_PAGE_SIZE),
        offset: String((params.page - 1) * KYC_PAGE_SIZE),
      });
      if (params.q.trim()) search.set("q", params.q.trim());
      if (params.status) search.set("status", params.status);
      const page = await apiFetch<KycPage>(`/api/admin/kyc?${search}`, { signal });
      return { rows: page.submissions, total: page.pagination.total };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/kyc/{id}: the review view's data, SSN and account number masked. */
export function useAdminKycSubmission(id: number | null) {
  return useQuery({
    queryKey: queryKeys.admin.kycSubmission(id ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<{ submission: AdminKycSubmission }>(`/api/admin/kyc/${id}`, { signal }).then(
        (r) => r.submission,
      ),
    enabled: id !== null,
  });
}

/** POST /api/admin/kyc/{id}/reveal: the whole values, kept only in the dialog's state (never cached). */
export function useRevealKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<RevealedKyc>(`/api/admin/kyc/${id}/reveal`, { method: "POST", body: {} }),
    // The reveal is an audit row.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.resource("audit") }),
  });
}

/** POST /api/admin/kyc/{id}/approve or /reject { reason }: changes the queue, the user's isVerified and the audit. */
export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KycDecisionInput) =>
      apiFetch<KycDecisionResponse>(`/api/admin/kyc/${input.id}/${input.decision}`, {
        method: "POST",
        body: input.decision === "reject" ? { reason: input.reason } : {},
      }),
    onSettled: () =>
      Promise.all(
        [queryKeys.admin.kyc, queryKeys.admin.resource("users"), queryKeys.admin.resource("audit")].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
