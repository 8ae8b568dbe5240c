"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { listApprovals } from "@/lib/admin/approvals/list-approvals";
import { apiFetch } from "@/lib/api-client";

export type ApprovalList = Awaited<ReturnType<typeof listApprovals>>;
export type AdminApproval = ApprovalList["approvals"][number];
export type ApprovalDecision = "approve" | "reject" | "cancel";

const APPROVALS_KEY = ["admin", "approvals"] as const;

/** GET /api/admin/approvals?status=: the queue and whether the two-person rule is on. */
export function useAdminApprovals(status: "PENDING" | "") {
  return useQuery({
    queryKey: [...APPROVALS_KEY, status],
    queryFn: ({ signal }) =>
      apiFetch<ApprovalList>(`/api/admin/approvals${status ? `?status=${status}` : ""}`, { signal }),
  });
}

/** Approve, reject or cancel one proposal; an approval changes balances, withdrawals or roles, so every
 *  admin list is read again. */
export function useDecideApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ApprovalDecision }) =>
      apiFetch<{ message: string }>(`/api/admin/approvals/${id}/${decision}`, { method: "POST", body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: ["admin"] }),
  });
}
